// Prepared statements for a list's pages: one per shape of its query (which filters are given, the
// order), per database. A list's most asked pages are then built by Drizzle once, not on every request,
// and PostgreSQL parses and plans them once per connection. Building the statement was about a fifth of
// the app's time on a cheap page such as the users' first one (a CPU profile for `npm run bench -- floor`).
//
// The rows are read raw (the prepared statement's `all()`, as the driver gives them) and decoded by a
// reader made once per statement: Drizzle's execute() decides again for every value of every row what
// kind of field it holds (its mapResultRow), which cost 70 to 90 µs on the users' first page, a quarter of
// the time the same statement takes through `pg` alone (measured in one process, issue 26).
import { createHash } from 'node:crypto';
import { Column, count, is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { TOTAL, withTotal, type ListResult, type Page } from './crud';
import type { Executor } from '../platform/db/client';
import { statementCache } from '../platform/db/statementCache';

type Row<T extends PgTable> = T['$inferSelect'];

/** A shape of a list query: its name (unique within the list) and its SQL with placeholders for values. */
export type PageShape = {
  key: string;
  build: (param: (name: string) => Placeholder) => { where?: SQL; orderBy: (SQL | PgColumn)[] };
  values: Record<string, unknown>;
};

type RawRow = Record<string, unknown>;
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/**
 * Turns a raw row of `selection` (keyed by column name, values as the driver gives them) into what
 * Drizzle's execute() answers (keyed by the selection's keys, each value through its column's decoder,
 * null as null), with the page's total apart.
 */
function rowReader(selection: ReturnType<typeof withTotal>) {
  const fields = Object.entries(selection)
    .filter(([key]) => key !== TOTAL)
    .map(([key, field]) => {
      if (!is(field, Column)) throw new Error(`preparedPages reads table columns only, not ${key}`);
      return { key, name: field.name, decoder: field as Decoder };
    });
  const total = (selection[TOTAL] as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return (rows: RawRow[]) => ({
    data: rows.map((raw) => {
      const row: RawRow = {};
      for (const { key, name, decoder } of fields) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
      }
      return row;
    }),
    count: Number(total.mapFromDriverValue(rows[0][TOTAL])),
  });
}

const statementsOf = (db: Executor, table: PgTable, name: string, shape: PageShape) => {
  const { where, orderBy } = shape.build((param) => sql.placeholder(param));
  // PostgreSQL names are at most 63 bytes: the shape's key is hashed into the statement's name.
  const id = `${name}_${createHash('sha1').update(shape.key).digest('hex').slice(0, 12)}`;
  const selection = withTotal(table, where);
  return {
    read: rowReader(selection),
    page: db
      .select(selection)
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(`${id}_page`),
    total: db.select({ n: count() }).from(table).where(where).prepare(`${id}_total`),
  };
};

/**
 * The page reader of one list: like listRows (one statement, the total riding on each row), through the
 * prepared statements of the query's shape. Only a page past the end asks for the total again.
 */
export function preparedPages<T extends PgTable>(table: T, name: string) {
  const cache = statementCache<ReturnType<typeof statementsOf>>();
  return async (db: Executor, shape: PageShape, page: Page): Promise<ListResult<Row<T>>> => {
    const prepared = cache(db, shape.key, () => statementsOf(db, table, name, shape));
    // all(): the rows as the driver reads them (both drivers' prepared statements have it; Drizzle's
    // declared type names execute() only).
    const raw = prepared.page as unknown as { all: (values: Record<string, unknown>) => Promise<RawRow[]> };
    const rows = await raw.all({ ...shape.values, skip: page.skip, limit: page.limit });
    if (!rows.length) {
      const [{ n }] = await prepared.total.execute(shape.values);
      return { data: [], count: Number(n) };
    }
    return prepared.read(rows) as ListResult<Row<T>>;
  };
}
