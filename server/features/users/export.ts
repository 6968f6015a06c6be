// GET /users/export: the users of the list's filter (or of a selection), a batch at a time.
import { inArray } from 'drizzle-orm';
import type { UserExportRow } from '../../../common/export/users';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { tableBatches } from '../../resource/export/tableBatches';
import { userConditions, type UserFilters } from './list';

export function userExportBatches(db: Executor, target: { ids?: number[]; filter: UserFilters }): AsyncIterable<UserExportRow[]> {
  return tableBatches(db, users, target.ids ? inArray(users.id, target.ids) : userConditions(target.filter));
}
