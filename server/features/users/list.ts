// GET /users/: the staff's user list and pickers, filtered by text, status, role and audience.
import { desc, eq, inArray, type Placeholder } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../../common/enums';
import { allOf, likePattern, unaccentedLike } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { sortOrder } from '../../resource/listSort';
import { preparedPages } from '../../resource/preparedPages';
import { presentUser } from './present';
import { userSortColumns, type UserListQuery } from './schemas';

/** The list's filters as a condition; the export (server/features/users/export.ts) filters the same way. */
export type UserFilters = Pick<UserListQuery, 'query' | 'is_active' | 'role' | 'get_partner' | 'cadastro'>;

/** The filters' condition, each value given or a placeholder of the prepared page. */
type FilterValue<T> = T | Placeholder;
const conditionsOf = (query: {
  pattern?: FilterValue<string>;
  is_active?: FilterValue<boolean>;
  role?: FilterValue<number>;
  cadastro?: FilterValue<UserFilters['cadastro'] & string>;
  get_partner?: boolean;
}) =>
  allOf(
    query.pattern !== undefined && unaccentedLike([users.full_name, users.email], query.pattern),
    query.is_active !== undefined && eq(users.is_active, query.is_active),
    query.role !== undefined && eq(users.role, query.role),
    query.get_partner === true && inArray(users.role, [...EXTERNAL_ROLES]),
    query.cadastro !== undefined && eq(users.cadastro, query.cadastro),
  );

export const userConditions = (query: UserFilters) =>
  conditionsOf({ ...query, pattern: query.query ? likePattern(query.query) : undefined });

const userPages = preparedPages(users, 'users_list');

export async function listUsers(db: Executor, query: UserListQuery) {
  const pattern = query.query ? likePattern(query.query) : undefined;
  const given = { pattern, is_active: query.is_active, role: query.role, cadastro: query.cadastro };
  const named = Object.keys(given).filter((name) => given[name as keyof typeof given] !== undefined);
  const { data, count } = await userPages(
    db,
    {
      key: JSON.stringify([named, query.get_partner === true, query.sort, query.order]),
      values: given,
      build: (param) =>
        ({
          where: conditionsOf({
            ...Object.fromEntries(named.map((name) => [name, param(name)])),
            get_partner: query.get_partner,
          }),
          orderBy: sortOrder(userSortColumns, query, users.id, [desc(users.created_at), desc(users.id)]),
        }),
    },
    query,
  );
  return { data: data.map(presentUser), count };
}
