// Exact totals from the counter tables of migration 0002, each a sum over a few hundred rows whatever
// the number of persons: all persons (person_counts, which also tells where a deep page starts) and the
// persons with a word starting with some text (person_term_counts).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { resultRows } from '../db/migrate';
import { filterConditions, type PersonFilters } from './filters';
import { personCounts, personTermCounts } from './tables';

const where = (filters: PersonFilters) => {
  const condition = filterConditions(personCounts, filters);
  return condition ? sql`WHERE ${condition}` : sql``;
};

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
 * Where the page starting at `skip` (newest first) begins: the range that holds that position, as the
 * first id above it, and how many matching persons come before the range. The page is then the rows
 * below `idBelow`, skipping `skip - before` of them: a walk inside one range, not over `skip` rows.
 */
export async function pageStart(
  db: Executor,
  filters: PersonFilters,
  skip: number,
): Promise<{ idBelow: number; before: number } | undefined> {
  const [row] = resultRows<{ id_below: string | number; before: string | number }>(
    await db.execute(sql`
      SELECT id_below, before FROM (
        SELECT ${personCounts.id_below} AS id_below,
               sum(sum(${personCounts.total})) OVER (ORDER BY ${personCounts.id_below} DESC)
                 - sum(${personCounts.total}) AS before
        FROM ${personCounts} ${where(filters)}
        GROUP BY ${personCounts.id_below}
      ) AS ranges
      WHERE before <= ${skip}
      ORDER BY id_below
      LIMIT 1`),
  );
  return row && { idBelow: Number(row.id_below), before: Number(row.before) };
}
