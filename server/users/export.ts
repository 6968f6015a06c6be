// GET /users/export: the users of the list's filter (or of a selection), a batch at a time.
import { desc, inArray, lt } from 'drizzle-orm';
import type { UserExportRow } from '../../common/export/users';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { keysetBatches } from '../export/writer';
import { userConditions, type UserFilters } from './list';

export function userExportBatches(db: Executor, target: { ids?: number[]; filter: UserFilters }): AsyncIterable<UserExportRow[]> {
  const where = target.ids ? inArray(users.id, target.ids) : userConditions(target.filter);
  return keysetBatches((below, size) =>
    db
      .select()
      .from(users)
      .where(allOf(where, below !== undefined && lt(users.id, below)))
      .orderBy(desc(users.id))
      .limit(size),
  );
}
