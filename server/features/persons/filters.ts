// The list filters of /persons (person_type, is_active, role) and the text query. The persons table and
// the two tables derived from it share the filter columns, so one function writes the conditions for all.
import { eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES, PersonRole } from '../../../common/enums';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import type { z } from 'zod';
import { allOf } from '../../resource/crud';
import { persons } from '../../platform/db/schema';
import type { SortParams } from '../../resource/listSort';

/** The columns the persons lists sort by. */
export const personSortColumns = { name: persons.name, created_at: persons.created_at };
export type PersonSort = SortParams<keyof typeof personSortColumns>;

/** The list's filters as its query parses them (common/resources/persons.ts): a bulk action's or an export's too. */
export type PersonListFilter = z.infer<typeof personsDeclaration.schemas.filters>;

/** The filters as the persons' reads take them; as a statement takes them (`P`), each value or a placeholder for it (a prepared statement). */
type Filters<P = never> = { person_type?: number | P; is_active?: boolean | P; roles?: readonly (number | P)[] };
export type PersonFilters = Filters;
export type PersonFilterParams = Filters<Placeholder>;

/**
 * The roles a role filter stands for. 'Clientes' (1) and 'Parceiros' (2) include the persons who are both
 * (3), as the portal's plural labels promise; any other value is taken literally.
 */
export function rolesFor(role: number | undefined): readonly number[] | undefined {
  if (role === undefined) return undefined;
  if (role === PersonRole.Client) return CLIENT_PERSON_ROLES;
  if (role === PersonRole.Partner) return PARTNER_PERSON_ROLES;
  return [role];
}

type FilterColumns = { person_type: PgColumn; role: PgColumn; is_active: PgColumn };

export function filterConditions(table: FilterColumns, filters: PersonFilterParams) {
  return allOf(
    filters.person_type !== undefined && eq(table.person_type, filters.person_type),
    filters.is_active !== undefined && eq(table.is_active, filters.is_active),
    filters.roles !== undefined &&
      (filters.roles.length === 1 ? eq(table.role, filters.roles[0]) : inArray(table.role, [...filters.roles])),
  );
}

/**
 * The rows of a table of terms (person_search_terms, person_term_counts) passing the filters whose term
 * starts with `prefix`, each person's first such term only: the one sharing fewer leading characters than
 * the prefix with the person's term before it (migration 0002), so each person is there once.
 */
export const termsStarting = (table: FilterColumns & { term: PgColumn; shared: PgColumn }, prefix: string, filters: PersonFilters) =>
  allOf(sql`${table.term} LIKE ${`${prefix}%`}`, sql`${table.shared} < ${prefix.length}`, filterConditions(table, filters));
