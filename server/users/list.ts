// GET /users/: the staff's user list and pickers, filtered by text, status, role and audience.
import { desc, eq, inArray } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../common/enums';
import { allOf, listRows } from '../crud';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { containsText } from '../crud';
import { sortOrder } from '../listSort';
import { presentUser } from './present';
import { userSortColumns, type UserListQuery } from './schemas';

/** The list's filters as a condition; the export (server/users/export.ts) filters the same way. */
export type UserFilters = Pick<UserListQuery, 'query' | 'is_active' | 'role' | 'get_partner' | 'cadastro'>;
export const userConditions = (query: UserFilters) =>
  allOf(
    query.query ? containsText([users.full_name, users.email], query.query) : undefined,
    query.is_active !== undefined && eq(users.is_active, query.is_active),
    query.role !== undefined && eq(users.role, query.role),
    query.get_partner === true && inArray(users.role, [...EXTERNAL_ROLES]),
    query.cadastro !== undefined && eq(users.cadastro, query.cadastro),
  );

export async function listUsers(db: Executor, query: UserListQuery) {
  const { data, count } = await listRows(db, users, {
    where: userConditions(query),
    orderBy: sortOrder(userSortColumns, query, users.id, [desc(users.created_at), desc(users.id)]),
    page: query,
  });
  return { data: data.map(presentUser), count };
}
