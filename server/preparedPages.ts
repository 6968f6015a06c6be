// Prepared statements for a list's pages: one per shape of its query (which filters are given, the
// order), per database. A list's most asked pages are then built by Drizzle once, not on every request,
// and PostgreSQL parses and plans them once per connection. Building the statement was about a fifth of
// the app's time on a cheap page such as the users' first one (a CPU profile for `npm run bench -- floor`).
import { createHash } from 'node:crypto';
import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pageFromRows, withTotal, type ListResult, type Page } from './crud';
import type { Executor } from './db/client';

type Row<T extends PgTable> = T['$inferSelect'];

/** A shape of a list query: its name (unique within the list) and its SQL with placeholders for values. */
export type PageShape = {
  key: string;
  build: (param: (name: string) => Placeholder) => { where?: SQL; orderBy: (SQL | PgColumn)[] };
  values: Record<string, unknown>;
};

const statementsOf = (db: Executor, table: PgTable, name: string, shape: PageShape) => {
  const { where, orderBy } = shape.build((param) => sql.placeholder(param));
  // PostgreSQL names are at most 63 bytes: the shape's key is hashed into the statement's name.
  const id = `${name}_${createHash('sha1').update(shape.key).digest('hex').slice(0, 12)}`;
  return {
    page: db
      .select(withTotal(table, where))
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
  const cache = new WeakMap<Executor, Map<string, ReturnType<typeof statementsOf>>>();
  return async (db: Executor, shape: PageShape, page: Page): Promise<ListResult<Row<T>>> => {
    let statements = cache.get(db);
    if (!statements) cache.set(db, (statements = new Map()));
    let prepared = statements.get(shape.key);
    if (!prepared) statements.set(shape.key, (prepared = statementsOf(db, table, name, shape)));
    const rows = (await prepared.page.execute({ ...shape.values, skip: page.skip, limit: page.limit })) as Parameters<typeof pageFromRows<Row<T>>>[0];
    if (!rows.length) {
      const [{ n }] = await prepared.total.execute(shape.values);
      return { data: [], count: Number(n) };
    }
    return pageFromRows<Row<T>>(rows);
  };
}
