// Request and answer shapes of GET /userPersonsLinks/user/{user_id}/persons: the declaration's
// (common/resources/vinculos.ts), with the paging and path params the route adds.
import { z } from 'zod';
import { pageOf } from '../../../../common/resources/apiValues';
import { vinculoPerson, vinculoPersonsFilters, partner } from '../../../../common/resources/vinculos';
import { idParams, pageQuery } from '../../../resource/crud';

export const userParams = idParams('user_id');

export const vinculoPersonsQuery = pageQuery.extend(vinculoPersonsFilters.shape);
export type VinculoPersonsFilters = Omit<z.infer<typeof vinculoPersonsQuery>, 'skip' | 'limit'>;
/** One user's linked persons, and the user, whose name heads the page. */
export const vinculoPersonsAnswer = pageOf(vinculoPerson).extend({ user: partner });
