// Where a deep page of a large list starts, read from a counter table the database keeps in step with the
// list's table (rows counted per bucket of the list's order, by triggers): the page is then a walk inside
// one bucket, not over `skip` rows. The persons' id ranges, name buckets and days, the opportunities' days.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../platform/db/client';
import { resultRows } from '../platform/db/migrate';

/** A counter table: its `total` rows per `bucket`; `next` names the bucket that follows a bucket in sort order, when the caller needs it. */
export type CounterBuckets = { table: PgTable & { total: PgColumn }; bucket: PgColumn; next?: (bucket: SQL) => SQL };

/**
 * Where the page starting at `skip` begins in a walk over the buckets in `order`, counting the counter rows
 * `where` selects: the last bucket of the walk with at most `skip` rows in the buckets walked before it,
 * and that number.
 */
export async function bucketStart(
  db: Executor,
  counter: CounterBuckets,
  where: SQL | undefined,
  skip: number,
  order: 'asc' | 'desc',
): Promise<{ bucket: string; next: string | null; before: number } | undefined> {
  const { table, bucket, next } = counter;
  const [walk, back] = order === 'asc' ? [sql`ASC`, sql`DESC`] : [sql`DESC`, sql`ASC`];
  const b = sql`${sql.identifier('b')}`;
  const [row] = resultRows<{ bucket: string; next: string | null; before: string | number }>(
    await db.execute(sql`
      SELECT ${b}::text AS bucket, ${next ? next(b) : sql`NULL`}::text AS next, before FROM (
        SELECT ${bucket} AS ${b}, sum(sum(${table.total})) OVER (ORDER BY ${bucket} ${walk}) - sum(${table.total}) AS before
        FROM ${table} ${where ? sql`WHERE ${where}` : sql``}
        GROUP BY ${bucket}
      ) AS buckets
      WHERE before <= ${skip}
      ORDER BY ${b} ${back}
      LIMIT 1`),
  );
  return row && { bucket: row.bucket, next: row.next, before: Number(row.before) };
}
