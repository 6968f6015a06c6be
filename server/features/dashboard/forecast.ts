// The dashboard's forecast: 'Previsão ponderada', the open opportunities' expected revenue weighted by
// their probability (Σ receita_esperada × probabilidade / 100), and 'Fechamento previsto por mês', the open
// opportunities expected to close in each of the next months (count, revenue and weighted revenue). Like
// the open pipeline ('Receita por estágio', the open KPIs) they are about now, so the period does not
// narrow them; scope and 'minhas' do. Sums are SQL numeric, answered as exact decimal text. The counters
// hold no probability or closing day: both read the open rows (oportunidades_open_forecast_idx).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import { FORECAST_MONTHS } from '../../../common/forecast';
import { oportunidadeScope } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades as o, type User } from '../../platform/db/schema';
import { weightedRevenueSql } from '../oportunidades/public';
import { moneyText } from '../oportunidades/public';
import { monthBefore } from './charts';
import { companyDay } from '../../../common/days';

const isOpen = eq(o.status_resultado, ResultStatus.Open);

/** Σ receita × probabilidade / 100 of the open opportunities matching `where`, rounded to centavos once, on the total. */
export async function weightedForecast(db: Executor, where: SQL | undefined): Promise<string> {
  const [row] = await db
    .select({ value: moneyText(sql`sum(${weightedRevenueSql})`) })
    .from(o)
    .where(allOf(where, isOpen));
  return row.value;
}

/** 'YYYY-MM' of the current month (company time zone) and the FORECAST_MONTHS after it. */
export const forecastMonths = (now = new Date()) =>
  Array.from({ length: FORECAST_MONTHS + 1 }, (_, i) => monthBefore(companyDay(now), -i));

/** Per month of the next FORECAST_MONTHS, the open opportunities expected to close in it; empty months as 0. */
export async function closingByMonth(db: Executor, where: SQL | undefined) {
  // One month more than shown: the first day after the last month ends the range.
  const bounds = forecastMonths();
  const months = bounds.slice(0, FORECAST_MONTHS);
  const month = sql<string>`to_char(${o.data_prevista_fechamento}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      count: sql<number>`count(*)`.mapWith(Number),
      receita_esperada: moneyText(sql`sum(${o.receita_esperada})`),
      receita_ponderada: moneyText(sql`sum(${weightedRevenueSql})`),
    })
    .from(o)
    .where(
      allOf(
        where,
        isOpen,
        and(gte(o.data_prevista_fechamento, `${bounds[0]}-01`), lt(o.data_prevista_fechamento, `${bounds[FORECAST_MONTHS]}-01`)),
      ),
    )
    .groupBy(month);
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((m) => ({
    month: m,
    count: found.get(m)?.count ?? 0,
    receita_esperada: found.get(m)?.receita_esperada ?? '0.00',
    receita_ponderada: found.get(m)?.receita_ponderada ?? '0.00',
  }));
}

/** The same figures for a user's whole scope (the dashboard's counters path has none of its own). */
export const weightedForecastInScope = (db: Executor, user: User) => weightedForecast(db, oportunidadeScope(user));
export const closingByMonthInScope = (db: Executor, user: User) => closingByMonth(db, oportunidadeScope(user));
