// What the kit writes itself on a row whose table records it: its author on an insert (`created_by_id`)
// and the time of a change (`updated_at`). Read from the Drizzle table, so every write path (the single-row
// routes, bulk, the row-by-row and the batched import) stamps alike and no resource's hook repeats it.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { User } from '../platform/db/schema';

export function rowStamps(table: PgTable) {
  const columns = getTableColumns(table);
  const authored = 'created_by_id' in columns;
  const touched = 'updated_at' in columns;
  return {
    created: (user: Pick<User, 'id'>) => (authored ? { created_by_id: user.id } : {}),
    updated: () => (touched ? { updated_at: sql`now()` } : {}),
  };
}
