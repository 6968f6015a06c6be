// Names of persons by id, for answers that mention persons their reader may not open themselves (an
// opportunity's client, a history entry's old partner). Ids that no longer exist are simply missing.
import { persons } from '../../platform/db/schema';
import { namesById } from '../../resource/references';

export const personNamesById = namesById(persons, persons.name);
