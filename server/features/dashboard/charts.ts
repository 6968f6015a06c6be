// The dashboard's charts: the open pipeline by stage, won revenue by month over the 12 months that end
// with the period, opportunities created in the period by thesis, and the 10 partners with the most
// won revenue in the period.
import { count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades, persons, theses } from '../../platform/db/schema';
import { revenueSum, stageTotals } from '../oportunidades/public';
import { closedIn } from './kpis';
import { dayEnd, dayStart, timeZoneSql, type Period } from './period';

const o = oportunidades;
export const MONTHS = 12;
export const TOP_PARTNERS = 10;
export const NO_THESIS = 'Sem tese';

/** The open pipeline per stage: what the 'Receita por estágio' chart shows; it adds up to the open KPI. */
export const byStage = (db: Executor, where: SQL | undefined) =>
  stageTotals(db, allOf(where, eq(o.status_resultado, ResultStatus.Open)));

/** 'YYYY-MM' of the month `back` months before the one of `date` ('YYYY-MM-DD'). */
export function monthBefore(date: string, back: number): string {
  const [year, month] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Won revenue per month, the 12 months ending with the period's last, oldest first, empty months as 0. */
export async function wonByMonth(db: Executor, where: SQL | undefined, period: Period) {
  const months = Array.from({ length: MONTHS }, (_, i) => monthBefore(period.to, MONTHS - 1 - i));
  const month = sql<string>`to_char(${o.closed_at} AT TIME ZONE ${timeZoneSql}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, count: count(), receita_esperada: revenueSum })
    .from(o)
    .where(allOf(where, closedIn(ResultStatus.Won, { from: `${months[0]}-01`, to: period.to })))
    .groupBy(month);
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((m) => ({
    month: m,
    count: found.get(m)?.count ?? 0,
    receita_esperada: Number(found.get(m)?.receita_esperada ?? 0),
  }));
}

/** Opportunities created in the period, per thesis, most first. */
export async function byTese(db: Executor, where: SQL | undefined, period: Period) {
  const rows = await db
    .select({ tese: o.tese, name: theses.name, count: count(), receita_esperada: revenueSum })
    .from(o)
    .leftJoin(theses, eq(theses.id, o.tese))
    .where(allOf(where, gte(o.created_at, dayStart(period.from)), lt(o.created_at, dayEnd(period.to))))
    .groupBy(o.tese, theses.name)
    .orderBy(desc(count()), o.tese);
  return rows.map((row) => ({
    tese: row.tese,
    name: row.name ?? NO_THESIS,
    count: row.count,
    receita_esperada: Number(row.receita_esperada),
  }));
}

/** The partners with the most revenue won in the period. */
export async function topPartners(db: Executor, where: SQL | undefined, period: Period) {
  const rows = await db
    .select({ parceiro_id: persons.id, name: persons.name, count: count(), receita_esperada: revenueSum })
    .from(o)
    .innerJoin(persons, eq(persons.id, o.parceiro_id))
    .where(allOf(where, isNotNull(o.parceiro_id), closedIn(ResultStatus.Won, period)))
    .groupBy(persons.id, persons.name)
    .orderBy(desc(sql`coalesce(sum(${o.receita_esperada}), 0)`), persons.id)
    .limit(TOP_PARTNERS);
  return rows.map((row) => ({ ...row, receita_esperada: Number(row.receita_esperada) }));
}
