// The computed columns of a list (fields declared `computed`, common/resources/columns.ts): values that are
// not stored in the row (a child's value, a count) but read per row. They are added to a page already
// read, in one more query over the page's ids only, and only those the list's `columns` query names: a
// list showing none of them (the default) costs nothing more, and one showing them costs a few index
// probes per row of the page, whatever the size of the table.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../platform/db/client';
import type { ListResult } from './crud';

/** Each computed column's value for a row of `table`, as a correlated scalar sub-select. */
export type ComputedColumnSql = Record<string, SQL>;

export async function withComputedColumns<Row extends { id: number }>(
  db: Executor,
  target: { table: PgTable; id: PgColumn },
  page: ListResult<Row>,
  asked: readonly string[],
  /** Built only when a column is asked (most pages ask none). */
  columnsOf: () => ComputedColumnSql,
): Promise<ListResult<Row & Record<string, unknown>>> {
  if (asked.length === 0 || page.data.length === 0) return page;
  const columns = columnsOf();
  const selection: Record<string, SQL | PgColumn> = { id: target.id };
  for (const name of asked) selection[name] = columns[name] ?? sql`NULL`;
  const ids = page.data.map((row) => row.id);
  const values = await db.select(selection).from(target.table).where(inArray(target.id, ids));
  const byId = new Map(values.map((row) => [row.id as number, row]));
  return {
    ...page,
    data: page.data.map((row) => {
      const { id: _id, ...computed } = byId.get(row.id) ?? {};
      return { ...row, ...computed };
    }),
  };
}
