// The persons a bulk action or an export names: given ids (the selection) or the list's own filters.
import { inArray } from 'drizzle-orm';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { persons } from '../../platform/db/schema';
import { filterConditions, rolesFor, type PersonListFilter } from './filters';
import { matchesPerson, parseSearch } from './search';

/** The list's filters as the persons' reads take them: its role filter stands for roles, its text is searched the persons' way (./search.ts). */
export async function personQuery(db: Executor, { role, query, ...given }: PersonListFilter) {
  return { filters: { ...given, roles: rolesFor(role) }, search: await parseSearch(db, query) };
}

export async function personTarget(db: Executor, target: { ids?: number[]; filter?: PersonListFilter }) {
  if (target.ids) return inArray(persons.id, target.ids);
  const { filters, search } = await personQuery(db, target.filter ?? {});
  return allOf(filterConditions(persons, filters), search && matchesPerson(search));
}
