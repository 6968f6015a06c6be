// Exact count and revenue of the opportunities a list, the board or the dashboard shows. The common
// cases (no filter, a stage, a status, a partner, a partner's circle) add up rows of oportunidade_counts
// (migration 0010), a few thousand at most whatever the number of opportunities; any other filter (text,
// executive, client, tag, revenue range, a route's own condition) is counted in SQL over its index.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowScope } from '../../common/policy';
import { circlePersonIds } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { resultRows } from '../db/migrate';
import { oportunidades, stages, type User } from '../db/schema';
import type { Filters } from './filters';
import { oportunidadeCounts as c } from './rollupTables';

export type Totals = { count: number; receita_esperada: string };

/** An amount summed in SQL numeric, as exact text with its two decimals ('0.00' when nothing). */
export const moneyText = (amount: SQL | unknown) => sql<string>`round(coalesce(${amount}, 0), 2)::text`;

/** The filters oportunidade_counts is keyed by; any other one takes the exact SQL path. */
const COUNTED: readonly (keyof Filters)[] = ['estagio', 'status_resultado', 'parceiro_id'];

const filtersBeyondCounters = (filters: Filters) =>
  (Object.keys(filters) as (keyof Filters)[]).some((key) => filters[key] !== undefined && filters[key] !== '' && !COUNTED.includes(key));

/** The rows of a partner column (oportunidade_counts, the monthly counters) the user may see. */
export const circleOf = (user: User, partnerColumn: SQL | PgColumn) =>
  rowScope(user) === 'all' ? undefined : sql`${partnerColumn} IN ${circlePersonIds(user)}`;

/**
 * The condition on oportunidade_counts that selects what the filters select within the user's scope, or
 * null when the counters cannot answer (a filter they are not keyed by, or a route's own condition).
 */
export function countersCondition(user: User, filters: Filters = {}, extra?: SQL): SQL | undefined | null {
  if (extra || filtersBeyondCounters(filters)) return null;
  return allOf(
    circleOf(user, c.parceiro_id),
    filters.estagio !== undefined && eq(c.estagio, filters.estagio),
    filters.status_resultado !== undefined && eq(c.status_resultado, filters.status_resultado),
    filters.parceiro_id !== undefined && eq(c.parceiro_id, filters.parceiro_id),
  );
}

type TotalsRow = { count: string | number; receita_esperada: string };
const totalsOf = (row: TotalsRow): Totals => ({ count: Number(row.count), receita_esperada: row.receita_esperada });

/**
 * Count and revenue of the rows matching `where` (a condition on oportunidades) — or, when `counters`
 * is a condition and not null, of the oportunidade_counts rows it selects, which is the same number.
 */
export async function totals(db: Executor, counters: SQL | undefined | null, where: SQL | undefined): Promise<Totals> {
  const query =
    counters === null
      ? sql`SELECT count(*) AS count, ${moneyText(sql`sum(${oportunidades.receita_esperada})`)} AS receita_esperada
            FROM ${oportunidades} ${where ? sql`WHERE ${where}` : sql``}`
      : sql`SELECT coalesce(sum(${c.total}), 0) AS count, ${moneyText(sql`sum(${c.receita})`)} AS receita_esperada
            FROM ${c} ${counters ? sql`WHERE ${counters}` : sql``}`;
  const [row] = resultRows<TotalsRow>(await db.execute(query));
  return totalsOf(row);
}

/** Every stage in pipeline order with the count and revenue of the oportunidade_counts rows selected. */
export async function stageCounters(db: Executor, counters: SQL | undefined) {
  const rows = await db
    .select({
      estagio: stages.id,
      name: stages.name,
      count: sql<string>`coalesce(sum(${c.total}), 0)`,
      receita_esperada: moneyText(sql`sum(${c.receita})`),
    })
    .from(stages)
    .leftJoin(c, allOf(eq(c.estagio, stages.id), counters))
    .groupBy(stages.id, stages.name, stages.position)
    .orderBy(asc(stages.position));
  return rows.map((row) => ({ ...row, count: Number(row.count), receita_esperada: Number(row.receita_esperada) }));
}
