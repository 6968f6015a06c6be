// The users list's server part (GET /users/ and /users/export are the kit's): `get_partner=true` keeps
// the external users, the ones vínculos are made for; its pages are prepared statements, the users'
// first page being among the portal's most read. The bulk actions select by the same filter.
import { inArray } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../../common/enums';
import { users as userDeclaration } from '../../../common/resources/users';
import { users } from '../../platform/db/schema';
import { listCondition } from '../../resource/listCondition';
import type { ServerParts } from '../../resource/parts';

export const userListParts = {
  filters: { get_partner: (value: unknown) => (value === true ? inArray(users.role, [...EXTERNAL_ROLES]) : undefined) },
  preparedList: 'users_list',
} satisfies ServerParts;

/** The rows of a list filter: what POST /users/bulk selects by. */
export const userRows = listCondition(userDeclaration, users, userListParts);
