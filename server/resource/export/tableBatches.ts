// The rows an export writes, read by a keyset on the id, newest first: each read is an index range however
// deep the export goes, and only one batch is held in memory at a time.
import { desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allOf } from '../crud';
import type { Executor } from '../../platform/db/client';

export const EXPORT_BATCH = 2000;

type IdTable = PgTable & { id: PgColumn };

/**
 * Rows `size` at a time, newest first: `read` gets the condition "below the last id read" (none for the
 * first batch) and answers up to `size` rows ordered by `id` descending.
 */
export async function* keysetBatches<Row extends { id: number }>(
  id: PgColumn,
  read: (below: SQL | undefined, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let below: number | undefined;
  for (;;) {
    const rows = await read(below === undefined ? undefined : lt(id, below), size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    below = rows[rows.length - 1].id;
  }
}

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
  const read = async (below: SQL | undefined, limit: number) =>
    (await db
      .select()
      .from(table as PgTable)
      .where(allOf(where, below))
      .orderBy(desc(table.id))
      .limit(limit)) as (T['$inferSelect'] & { id: number })[];
  for await (const rows of keysetBatches(table.id, read, size)) yield await complete(rows);
}
