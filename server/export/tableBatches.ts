// The rows an export writes, read by a keyset on the id, newest first: each read is an index range however
// deep the export goes, and only one batch is held in memory at a time.
import { desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allOf } from '../crud';
import type { Executor } from '../db/client';

export const EXPORT_BATCH = 2000;

type IdTable = PgTable & { id: PgColumn };

/**
 * The rows of `table` matching `where`, `size` at a time. `complete` turns each batch into the rows the
 * export writes (names for ids, related rows), with one query per batch rather than one per row.
 */
export async function* tableBatches<T extends IdTable, Out = T['$inferSelect']>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  complete: (rows: T['$inferSelect'][]) => Out[] | Promise<Out[]> = (rows) => rows as Out[],
  size = EXPORT_BATCH,
): AsyncGenerator<Out[]> {
  let below: number | undefined;
  for (;;) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(allOf(where, below !== undefined && lt(table.id, below)))
      .orderBy(desc(table.id))
      .limit(size)) as T['$inferSelect'][];
    if (rows.length) yield await complete(rows);
    if (rows.length < size) return;
    below = rows[rows.length - 1].id as number;
  }
}
