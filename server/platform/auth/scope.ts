// Row scope for external users (EXTERNAL_ROLES: Licenciado, Parceiro, Indicador): their own person, the
// persons linked to them (vínculos) and what they created; opportunities whose partner is one of those
// persons.
// Staff and superusers see everything (no condition).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowScope } from '../../../common/policy';
import { oportunidades, persons, vinculosTable, type User } from '../db/schema';

/** The ids of the persons in an external user's circle, as a sub-select. */
export function circlePersonIds(user: User): SQL {
  return sql`(
    SELECT ${vinculosTable.person_id} FROM ${vinculosTable} WHERE ${vinculosTable.user_id} = ${user.id}
    UNION SELECT ${persons.id} FROM ${persons} WHERE ${persons.created_by_id} = ${user.id}
    ${user.person_id ? sql`UNION SELECT ${user.person_id}::integer` : sql``}
  )`;
}

/**
 * Condition on a person column (a person's id, an opportunity's partner, a counter's partner) for the rows
 * of the user's circle, or undefined for staff, written as `column IN (circle)`: the circle is a handful of
 * ids, so PostgreSQL looks them up by key instead of testing every row of a large table against an OR.
 */
export function inCircleOf(user: User, column: PgColumn | SQL): SQL | undefined {
  return rowScope(user) === 'all' ? undefined : sql`${column} IN ${circlePersonIds(user)}`;
}

/** Condition on oportunidades for what this user may see, or undefined for everything. */
export function oportunidadeScope(user: User): SQL | undefined {
  return inCircleOf(user, oportunidades.parceiro_id);
}

/** Condition on a table's person column for an external user's own person's rows (none without a person), or undefined for staff. */
export const ownPersonRows = (column: PgColumn) => (user: User): SQL | undefined => {
  if (rowScope(user) === 'all') return undefined;
  return user.person_id ? eq(column, user.person_id) : sql`false`;
};
