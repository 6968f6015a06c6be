// POST /users/bulk: activate, deactivate or delete many accounts at once, named by id or by
// the users list's own filters (server/resource/bulk.ts runs it). Each row obeys what PATCH /users/{id} with
// {is_active} or DELETE /users/{id} obeys: never the caller's own account (assertNotSelf), a superuser's
// only by a superuser; deactivating ends the account's sessions.
import { z } from 'zod';
import { bulkBody, runBulk, targetCondition, type BulkResult } from '../../resource/bulk';
import type { Database, Executor } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { userRows } from './listParts';
import { assertNotSelf, USER_NOT_FOUND } from './rules';
import { changeUser, removeUser } from './write';

export const USER_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

export const userBulkBody = bulkBody({
  actions: USER_BULK_ACTIONS,
  filter: userRows.filterQuery,
});
export type UserBulkBody = z.infer<typeof userBulkBody>;

type RowAction = (tx: Executor, actor: User, row: User) => Promise<boolean>;

const setActive =
  (active: boolean): RowAction =>
  async (tx, actor, row) => {
    assertNotSelf(actor, row.id, 'update');
    if (row.is_active === active) return false;
    await changeUser(tx, row, { is_active: active }, actor);
    return true;
  };

const applyAction: Record<UserBulkAction, RowAction> = {
  activate: setActive(true),
  deactivate: setActive(false),
  delete: async (tx, actor, row) => {
    assertNotSelf(actor, row.id, 'delete');
    await removeUser(tx, actor, row);
    return true;
  },
};

export function bulkUsers(db: Database, actor: User, body: UserBulkBody): Promise<BulkResult> {
  return runBulk(db, {
    ids: body.ids,
    notFound: USER_NOT_FOUND,
    lockRows: (tx) =>
      tx
        .select()
        .from(users)
        .where(targetCondition(users.id, body, () => userRows.filterWhere(actor, body.filter ?? {})))
        .orderBy(users.id)
        .for('update'),
    applyRow: (tx, row) => applyAction[body.action](tx, actor, row),
  });
}
