// The shared list/get/create/update/delete machinery that route modules build on.
import { and, eq, getTableColumns, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { MAX_ID } from '../../common/resources/requestValues';
import { HttpError, notFound, unprocessable } from '../platform/errors';

export const MAX_LIMIT = 1000;

/** PUT and PATCH are one route here: both change only the fields sent. */
export const UPDATE_METHODS = ['PUT', 'PATCH'] as const;

/** skip/limit as every list takes them, with the hard maximum. */
export const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(100),
});
export type Page = z.infer<typeof pageQuery>;

export { optionalText, requiredText, tooLong } from '../../common/resources/fieldSchemas';
export { queryBool, recordId as id } from '../../common/resources/requestValues';

/**
 * A path id: digits only, no sign, no leading zero, no space, no hex or exponent. Number() would read
 * '0x10', '+1', ' 1', '00001' and '1e3' as ids, so one row would answer to many spellings.
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]*$/, 'Id inválido: use um número inteiro positivo')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'Id inválido: use um número inteiro positivo'));
/** The params schema of a route whose path names rows by id: every route with an id uses it. */
export const idParams = <K extends string>(name: K) => z.object({ [name]: pathId } as { [P in K]: typeof pathId });

/** Combines optional filter conditions; undefined ones are skipped. */
export const allOf = (...conditions: (SQL | undefined | false)[]) =>
  and(...conditions.filter((c): c is SQL => Boolean(c)));

/** A LIKE pattern that finds the text anywhere; the text's own wildcards are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case- and accent-insensitive "contains" over any of the columns. */
export function containsText(columns: PgColumn[], text: string): SQL | undefined {
  return unaccentedLike(columns, likePattern(text));
}

/** Case- and accent-insensitive LIKE of any of the columns: a pattern, or a prepared statement's placeholder. */
export const unaccentedLike = (columns: PgColumn[], pattern: string | Placeholder) =>
  or(...columns.map((column) => sql`unaccent(${column}) ILIKE unaccent(${pattern})`));

type Row<T extends PgTable> = T['$inferSelect'];
type IdTable = PgTable & { id: PgColumn };

export type ListResult<T> = { data: T[]; count: number };

/** The total a page's rows carry, under a name no table column takes (also its name in the SQL). */
export const TOTAL = '__list_total';

/** The columns a read answers: a table's, or some of them and values computed per row. */
export type Selection = Record<string, PgColumn | SQL | SQL.Aliased>;

/** A table's columns (or the `columns` given) and, riding on each row, the number of rows `where` selects (see listRows). */
export const withTotal = (table: PgTable, where?: SQL, columns: Selection = getTableColumns(table)) => ({
  ...columns,
  [TOTAL]: sql<string>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`.mapWith(Number).as(TOTAL),
});

/** A non-empty page read with withTotal(): its rows without the total, and the total. */
export function pageFromRows<R>(rows: (R & { [TOTAL]: number })[]): ListResult<R> {
  return { data: rows.map(({ [TOTAL]: _total, ...row }) => row as R), count: rows[0][TOTAL] };
}

/**
 * One page of rows and the exact number of matches, as every list answers: one statement, the total
 * riding on each row as an uncorrelated scalar subquery (PostgreSQL runs it once, as an InitPlan), so a page
 * costs one round trip on one connection. Only a page past the end, which has no row to carry it, asks
 * for the total again.
 */
export async function listRows<T extends PgTable>(
  db: Executor,
  table: T,
  opts: { where?: SQL; orderBy: (SQL | PgColumn)[]; page: Page; count?: number; columns?: Selection },
): Promise<ListResult<Row<T>>> {
  // A count already known (read with the list's totals, in one pass) is not counted again.
  if (opts.count !== undefined) {
    const data = await db.select().from(table as PgTable).where(opts.where).orderBy(...opts.orderBy).limit(opts.page.limit).offset(opts.page.skip);
    return { data: data as Row<T>[], count: opts.count };
  }
  const rows = (await db
    .select(withTotal(table, opts.where, opts.columns))
    .from(table as PgTable)
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.page.limit)
    .offset(opts.page.skip)) as (Row<T> & { [TOTAL]: number })[];
  if (!rows.length) return { data: [], count: await db.$count(table, opts.where) };
  return pageFromRows(rows);
}

/** The row a query found, or a 404 with the given detail. */
export function foundOr404<R>(row: R | undefined, detail: string): R {
  if (!row) throw notFound(detail);
  return row;
}

/** What names one row: its id, or the values of the fields keying it together (a declaration's `rowKey`). */
export type RowKey = number | Record<string, unknown>;

/** The condition selecting the row a key names. */
export function keyWhere(table: PgTable, key: RowKey): SQL {
  if (typeof key === 'number') return eq((table as IdTable).id, key);
  const columns = table as unknown as Record<string, PgColumn>;
  return and(...Object.entries(key).map(([field, value]) => eq(columns[field], value))) as SQL;
}

const selectById = <T extends PgTable>(db: Executor, table: T, rowId: RowKey, scope?: SQL) =>
  db
    .select()
    .from(table as PgTable)
    .where(allOf(keyWhere(table, rowId), scope));

/** The row with this id or key (within an optional scope), or a 404 with the given detail. */
export async function getOr404<T extends PgTable>(
  db: Executor,
  table: T,
  rowId: RowKey,
  detail: string,
  scope?: SQL,
): Promise<Row<T>> {
  const [row] = (await selectById(db, table, rowId, scope).limit(1)) as Row<T>[];
  return foundOr404(row, detail);
}

/**
 * The same row locked for the rest of the transaction (SELECT ... FOR UPDATE), so that two concurrent
 * writes to it apply one after the other.
 */
export async function lockOr404<T extends PgTable>(
  tx: Executor,
  table: T,
  rowId: RowKey,
  detail: string,
  scope?: SQL,
): Promise<Row<T>> {
  const [row] = (await selectById(tx, table, rowId, scope).for('update')) as Row<T>[];
  return foundOr404(row, detail);
}

/**
 * A table's rows as a user reaches them (`scope`: the condition on the table, none for every row): `find`
 * reads the one of an id, `lock` locks it for the rest of the transaction (two writes to it then apply one
 * after the other); one out of reach answers the 404 of `detail`, as a missing one.
 */
export function scopedRows<T extends PgTable>(table: T, detail: string, scope?: (user: User) => SQL | undefined) {
  return {
    find: (db: Executor, user: User, id: RowKey) => getOr404(db, table, id, detail, scope?.(user)),
    lock: (tx: Executor, user: User, id: RowKey) => lockOr404(tx, table, id, detail, scope?.(user)),
  };
}

/**
 * Refuses (422 on the body's `field`, with `message`) an id that names no row of `table` (within an optional
 * `scope`: the rows the caller reaches, or may name): a reference sent that is not there.
 */
export async function requireRow(db: Executor, table: IdTable, id: number, field: string, message: string, scope?: SQL) {
  if (!(await db.$count(table, allOf(eq(table.id, id), scope)))) throw unprocessable(['body', field], message);
}

/** Deletes the row with this id or key (within an optional scope), or a 404 when it does not exist. */
export async function deleteOr404<T extends PgTable>(
  db: Executor,
  table: T,
  rowId: RowKey,
  detail: string,
  scope?: SQL,
) {
  const [row] = (await db
    .delete(table as PgTable)
    .where(allOf(keyWhere(table, rowId), scope))
    .returning()) as Row<T>[];
  return foundOr404(row, detail);
}

/** Drops keys whose value is undefined, so a PATCH only touches what it names. */
export const definedOnly = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Validates a value that did not come straight from a route schema (a merged PATCH, a form field) and
 * answers problems with the same 422 shape the error handler gives route schemas.
 */
export function parseOr422<T extends z.ZodType>(schema: T, input: unknown, where: 'body' | 'query' = 'body') {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<T>;
  throw new HttpError(
    422,
    result.error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: issue.message,
      type: issue.code,
    })),
  );
}

/**
 * Makes room for a new primary row under a parent (one primary address per person, ...): the current
 * primary, if any, stops being one. `flag` is the boolean column marking it. Run it in the transaction
 * that writes the new primary.
 */
export async function clearPrimary<T extends IdTable>(tx: Executor, table: T, flag: string, parent: SQL, exceptId?: number) {
  const primary = (table as unknown as Record<string, PgColumn>)[flag];
  await tx
    .update(table as PgTable)
    .set({ [flag]: false })
    .where(allOf(parent, eq(primary, true), exceptId !== undefined && ne(table.id, exceptId)));
}
