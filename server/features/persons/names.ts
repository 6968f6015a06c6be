// Names of persons by id, for answers that mention persons their reader may not open themselves (an
// opportunity's client, a history entry's old partner). Ids that no longer exist are simply missing.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { persons } from '../../platform/db/schema';

export async function personNamesById(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await db.select({ id: persons.id, name: persons.name }).from(persons).where(inArray(persons.id, unique));
  return new Map(found.map((person) => [person.id, person.name]));
}
