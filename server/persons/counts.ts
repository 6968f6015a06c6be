// Exact totals from the counter tables of migration 0002, each a sum over a few hundred rows whatever
// the number of persons: all persons (person_counts, which also tells where a deep page starts) and the
// persons with a word starting with some text (person_term_counts).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { resultRows } from '../db/migrate';
import { filterConditions, type PersonFilters, type PersonSort } from './filters';
import { personCounts, personTermCounts } from './tables';

/** A table of persons counted per type, role, status and some bucket. */
type CounterTable = PgTable & { person_type: PgColumn; role: PgColumn; is_active: PgColumn; total: PgColumn };

const filtered = (table: CounterTable, filters: PersonFilters) => {
  const condition = filterConditions(table, filters);
  return condition ? sql`WHERE ${condition}` : sql``;
};
const where = (filters: PersonFilters) => filtered(personCounts, filters);

/** How many persons pass the filters, as a scalar sub-select. */
export const totalOf = (filters: PersonFilters) =>
  sql<string>`(SELECT coalesce(sum(${personCounts.total}), 0) FROM ${personCounts} ${where(filters)})`;

export async function countPersons(db: Executor, filters: PersonFilters): Promise<number> {
  const [row] = resultRows<{ total: string | number }>(await db.execute(sql`SELECT ${totalOf(filters)} AS total`));
  return Number(row.total);
}

/**
 * How many persons (passing the filters) have a word starting with `prefix`, as a scalar sub-select. Each
 * such person has exactly one matching term sharing fewer than `prefix.length` leading characters with
 * its previous term, so the sum counts every person once.
 */
export function wordMatchCount(prefix: string, filters: PersonFilters): SQL {
  const { term, shared, total } = personTermCounts;
  const filter = filterConditions(personTermCounts, filters);
  return sql`(SELECT coalesce(sum(${total}), 0) FROM ${personTermCounts}
    WHERE ${term} LIKE ${`${prefix}%`} AND ${shared} < ${prefix.length} ${filter ? sql`AND ${filter}` : sql``})`;
}

/**
 * Where the page starting at `skip` begins in a walk over the buckets of `table` in `order`: the last
 * bucket of the walk with at most `skip` persons (passing the filters) in the buckets walked before it,
 * and that number. `next` names the bucket that follows a bucket in sort order, when the caller needs it.
 */
async function bucketStart(
  db: Executor,
  counter: { table: CounterTable; bucket: PgColumn; next?: (bucket: SQL) => SQL },
  filters: PersonFilters,
  skip: number,
  order: PersonSort['order'],
): Promise<{ bucket: string; next: string | null; before: number } | undefined> {
  const { table, bucket, next } = counter;
  const [walk, back] = order === 'asc' ? [sql`ASC`, sql`DESC`] : [sql`DESC`, sql`ASC`];
  const b = sql`${sql.identifier('b')}`;
  const [row] = resultRows<{ bucket: string; next: string | null; before: string | number }>(
    await db.execute(sql`
      SELECT ${b}::text AS bucket, ${next ? next(b) : sql`NULL`}::text AS next, before FROM (
        SELECT ${bucket} AS ${b}, sum(sum(${table.total})) OVER (ORDER BY ${bucket} ${walk}) - sum(${table.total}) AS before
        FROM ${table} ${filtered(table, filters)}
        GROUP BY ${bucket}
      ) AS buckets
      WHERE before <= ${skip}
      ORDER BY ${b} ${back}
      LIMIT 1`),
  );
  return row && { bucket: row.bucket, next: row.next, before: Number(row.before) };
}

/**
 * Where the page starting at `skip` (newest first) begins: the range that holds that position, as the
 * first id above it, and how many matching persons come before the range. The page is then the rows
 * below `idBelow`, skipping `skip - before` of them: a walk inside one range, not over `skip` rows.
 */
export async function pageStart(
  db: Executor,
  filters: PersonFilters,
  skip: number,
): Promise<{ idBelow: number; before: number } | undefined> {
  const start = await bucketStart(db, { table: personCounts, bucket: personCounts.id_below }, filters, skip, 'desc');
  return start && { idBelow: Number(start.bucket), before: start.before };
}
