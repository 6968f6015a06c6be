// Exact totals from the counter tables of migration 0002, each a sum over a few hundred rows whatever
// the number of persons: all persons (person_counts, which also tells where a deep page starts) and the
// persons with a word starting with some text (person_term_counts). The counters of migration 0013 tell
// where a deep page sorted by name or by creation starts.
import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { bucketStart } from '../../resource/bucketStart';
import { filterConditions, personSortColumns, termsStarting, type PersonFilterParams, type PersonFilters, type PersonSort } from './filters';
import { personCounts, personCreatedCounts, personNameCounts, personNameMarks, personTermCounts } from './tables';

/** How many persons pass the filters, as a scalar sub-select. */
export const totalOf = (filters: PersonFilterParams) => {
  const condition = filterConditions(personCounts, filters);
  const where = condition ? sql`WHERE ${condition}` : sql``;
  return sql<string>`(SELECT coalesce(sum(${personCounts.total}), 0) FROM ${personCounts} ${where})`;
};

export async function countPersons(db: Executor, filters: PersonFilters): Promise<number> {
  const [row] = resultRows<{ total: string | number }>(await db.execute(sql`SELECT ${totalOf(filters)} AS total`));
  return Number(row.total);
}

/** How many persons (passing the filters) have a word starting with `prefix`, as a scalar sub-select. */
export const wordMatchCount = (prefix: string, filters: PersonFilters): SQL =>
  sql`(SELECT coalesce(sum(${personTermCounts.total}), 0) FROM ${personTermCounts} WHERE ${termsStarting(personTermCounts, prefix, filters)})`;

/**
 * The counters of each sortable column (migration 0013): the bucket after a bucket, and a bucket's first
 * value as a bound on the column. A bucket holds the values from its first value to the next bucket's.
 */
const sortCounters = {
  name: {
    table: personNameCounts,
    bucket: personNameCounts.mark,
    next: (mark: SQL) => sql`(SELECT min(${personNameMarks.mark}) FROM ${personNameMarks} WHERE ${personNameMarks.mark} > ${mark})`,
    bound: (mark: string): SQL => sql`${mark}`,
  },
  created_at: {
    table: personCreatedCounts,
    bucket: personCreatedCounts.day,
    next: (day: SQL) => sql`(${day} + 1)`,
    bound: (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`,
  },
} satisfies Record<keyof typeof personSortColumns, unknown>;

/**
 * Where the page starting at `skip` in a column's order begins: the bucket it falls in, as a condition
 * on the column (ascending, from the bucket's first value; descending, below the next bucket's), and how
 * many matching persons come before that bucket. The page is then the rows passing `from`, skipping
 * `skip - before` of them: a walk inside one bucket, not over `skip` rows.
 */
export async function sortedPageStart(
  db: Executor,
  filters: PersonFilters,
  sort: Required<PersonSort>,
  skip: number,
): Promise<{ from: SQL | undefined; before: number }> {
  const counter = sortCounters[sort.sort];
  const column = personSortColumns[sort.sort];
  const start = await bucketStart(db, counter, filterConditions(counter.table, filters), skip, sort.order);
  if (!start) return { from: undefined, before: 0 };
  if (sort.order === 'asc') return { from: gte(column, counter.bound(start.bucket)), before: start.before };
  return { from: start.next === null ? undefined : lt(column, counter.bound(start.next)), before: start.before };
}
