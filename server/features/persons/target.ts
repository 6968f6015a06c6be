// The persons a bulk action or an export names: given ids (the selection) or the list's own filters.
import { inArray } from 'drizzle-orm';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { persons } from '../../platform/db/schema';
import { filterConditions, rolesFor, type PersonListFilter } from './filters';
import { matchesPerson, parseSearch } from './search';

export async function personTarget(db: Executor, target: { ids?: number[]; filter?: PersonListFilter }) {
  if (target.ids) return inArray(persons.id, target.ids);
  const filter = target.filter ?? {};
  const search = await parseSearch(db, filter.query);
  const filters = { person_type: filter.person_type, is_active: filter.is_active, roles: rolesFor(filter.role) };
  return allOf(filterConditions(persons, filters), search && matchesPerson(search));
}
