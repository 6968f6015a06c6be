// Exact count and revenue of the opportunities a list, the board or the dashboard shows. The common
// cases (no filter, a stage, a status, a partner, a partner's circle) add up rows of oportunidade_counts
// (migration 0010), a few thousand at most whatever the number of opportunities; any other filter (text,
// executive, client, tag, revenue range, a route's own condition) is counted in SQL over its index.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowScope } from '../../../common/policy';
import { inCircleOf } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades, stages, type User } from '../../platform/db/schema';
import type { Filters } from './filters';
import { oportunidadeCounts as c } from './rollupTables';

/** An amount summed in SQL numeric, as exact text with its two decimals ('0.00' when nothing). */
export const moneyText = (amount: SQL | unknown) => sql<string>`round(coalesce(${amount}, 0), 2)::text`;

/** The filters oportunidade_counts is keyed by; any other one takes the exact SQL path. */
const COUNTED: readonly (keyof Filters)[] = ['estagio', 'status_resultado', 'parceiro_id'];

/** The filters given a value. */
const given = (filters: Filters) => (Object.keys(filters) as (keyof Filters)[]).filter((key) => filters[key] !== undefined && filters[key] !== '');

/** The partner id under which the counters of migration 0010 count every partner's rows together. */
export const EVERY_PARTNER = -1;

/**
 * The counter rows (oportunidade_counts, the monthly counters) that add up to what the user may see:
 * staff, the rows of every partner together; an external user, those of its circle's partners.
 */
export const visibleCounters = (user: User, partnerColumn: SQL | PgColumn): SQL =>
  inCircleOf(user, partnerColumn) ?? sql`${partnerColumn} = ${EVERY_PARTNER}`;

/** The per-partner counter rows the user may see (top partners): real partners only for staff. */
export const partnerCounters = (user: User, partnerColumn: SQL | PgColumn): SQL =>
  inCircleOf(user, partnerColumn) ?? sql`${partnerColumn} > 0`;

/** The whole table, as staff see it unfiltered: the list's deep pages can start from the day counters. */
export const wholeTable = (user: User, filters: Filters = {}, extra?: SQL) =>
  rowScope(user) === 'all' && !extra && !given(filters).length;

/**
 * The condition on oportunidade_counts that selects what the filters select within the user's scope, or
 * null when the counters cannot answer (a filter they are not keyed by, or a route's own condition).
 */
export function countersCondition(user: User, filters: Filters = {}, extra?: SQL): SQL | null {
  if (extra || given(filters).some((key) => !COUNTED.includes(key))) return null;
  const partner =
    filters.parceiro_id === undefined
      ? visibleCounters(user, c.parceiro_id)
      : allOf(inCircleOf(user, c.parceiro_id), eq(c.parceiro_id, filters.parceiro_id));
  return allOf(
    partner,
    filters.estagio !== undefined && eq(c.estagio, filters.estagio),
    filters.status_resultado !== undefined && eq(c.status_resultado, filters.status_resultado),
  ) as SQL;
}

/** The expected revenue of the opportunities a statement selects, summed exactly. */
export const revenueSum = moneyText(sql`sum(${oportunidades.receita_esperada})`);

/**
 * Count and revenue of the rows matching `where` (a condition on oportunidades) — or, when `counters`
 * is not null, of the oportunidade_counts rows it selects, which is the same number.
 */
export async function totals(db: Executor, counters: SQL | null, where: SQL | undefined) {
  const [row] = await (counters === null
    ? db.select({ count: sql`count(*)`.mapWith(Number), receita_esperada: revenueSum }).from(oportunidades).where(where)
    : db.select({ count: sql`coalesce(sum(${c.total}), 0)`.mapWith(Number), receita_esperada: moneyText(sql`sum(${c.receita})`) }).from(c).where(counters));
  return row;
}

/**
 * Every stage in pipeline order with the count and revenue of the rows of `source` (the opportunities, or
 * their counters) in it that `where` selects.
 */
async function perStage(db: Executor, source: { table: PgTable; estagio: PgColumn; count: SQL; revenue: SQL }, where: SQL | undefined) {
  const rows = await db
    .select({ estagio: stages.id, name: stages.name, count: source.count, receita_esperada: moneyText(source.revenue) })
    .from(stages)
    .leftJoin(source.table, allOf(eq(source.estagio, stages.id), where))
    .groupBy(stages.id, stages.name, stages.position)
    .orderBy(asc(stages.position));
  return rows.map((row) => ({ ...row, count: Number(row.count), receita_esperada: Number(row.receita_esperada) }));
}

/** Every stage in pipeline order with the count and revenue of the opportunities matching `where`. */
export const stageTotals = (db: Executor, where: SQL | undefined) =>
  perStage(db, { table: oportunidades, estagio: oportunidades.estagio, count: sql`count(${oportunidades.id})`, revenue: sql`sum(${oportunidades.receita_esperada})` }, where);

/** Every stage in pipeline order with the count and revenue of the oportunidade_counts rows selected. */
export const stageCounters = (db: Executor, counters: SQL) =>
  perStage(db, { table: c, estagio: c.estagio, count: sql`coalesce(sum(${c.total}), 0)`, revenue: sql`sum(${c.receita})` }, counters);
