// The KPI cards: the open pipeline now (value, count, expected fees) and what closed in the period
// (won value and count, lost count, conversion rate, average days from creation to win). One pass over
// the rows in scope. Money is summed in SQL numeric and answered as JSON numbers, like every amount of
// this API (server/features/oportunidades/present.ts, toNumber).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { oportunidades } from '../../platform/db/schema';
import { toNumber } from '../oportunidades/public';
import { dayEnd, dayStart, type Period } from './period';

const o = oportunidades;

/** Closed with this status within the period. */
export const closedIn = (status: ResultStatus, period: Period) =>
  and(eq(o.status_resultado, status), gte(o.closed_at, dayStart(period.from)), lt(o.closed_at, dayEnd(period.to)));

const isOpen = eq(o.status_resultado, ResultStatus.Open);

export async function kpis(db: Executor, where: SQL | undefined, period: Period) {
  const won = closedIn(ResultStatus.Won, period);
  const lost = closedIn(ResultStatus.Lost, period);
  const [row] = await db
    .select({
      open_count: sql<number>`count(*) FILTER (WHERE ${isOpen})`.mapWith(Number),
      open_value: sql<string>`coalesce(sum(${o.receita_esperada}) FILTER (WHERE ${isOpen}), 0)::text`,
      // receita × honorários %, rounded to centavos once, on the total.
      expected_fees: sql<string>`round(coalesce(sum(${o.receita_esperada} * ${o.honorarios} / 100) FILTER (WHERE ${isOpen}), 0), 2)::text`,
      won_count: sql<number>`count(*) FILTER (WHERE ${won})`.mapWith(Number),
      won_value: sql<string>`coalesce(sum(${o.receita_esperada}) FILTER (WHERE ${won}), 0)::text`,
      lost_count: sql<number>`count(*) FILTER (WHERE ${lost})`.mapWith(Number),
      avg_days_to_win: sql<string | null>`round((avg(extract(epoch FROM ${o.closed_at} - ${o.created_at})) FILTER (WHERE ${won})) / 86400, 1)::text`,
    })
    .from(o)
    .where(where);
  const decided = row.won_count + row.lost_count;
  return {
    open_count: row.open_count,
    open_value: Number(row.open_value),
    won_count: row.won_count,
    won_value: Number(row.won_value),
    lost_count: row.lost_count,
    /** won / (won + lost) in the period, 0 to 1 with 4 decimals; null when nothing closed. */
    conversion_rate: decided ? Math.round((row.won_count / decided) * 10_000) / 10_000 : null,
    /** Days, with one decimal; null when nothing was won in the period. */
    avg_days_to_win: toNumber(row.avg_days_to_win),
    expected_fees: Number(row.expected_fees),
  };
}
