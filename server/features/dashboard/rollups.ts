// The dashboard's numbers from the counters of migration 0010, for a user's whole scope (staff: every
// opportunity; external users: their circle's partners). Whole months of the period come from the
// monthly counters, the days at its ends from the day counters for staff and from the rows for the
// small circles (server/features/dashboard/months.ts), so each figure is
// exactly what server/features/dashboard/kpis.ts and charts.ts compute from the rows, which still answer
// 'minhas' (the counters are not kept per executive or creator).
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultStatus } from '../../../common/enums';
import { rowScope } from '../../../common/policy';
import type { User } from '../../platform/db/schema';
import { oportunidadeScope } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { oportunidades as o, persons, theses } from '../../platform/db/schema';
import {
  oportunidadeClosedDays as closedDays,
  oportunidadeClosedMonths as closed,
  oportunidadeCounts as counts,
  oportunidadeCreatedMonths as created,
  oportunidadeCreatedTeseDays as createdDays,
} from '../oportunidades/public';
import { EVERY_PARTNER, moneyText, partnerCounters, stageCounters, visibleCounters } from '../oportunidades/public';
import { toNumber } from '../oportunidades/public';
import { MONTHS, monthBefore, NO_THESIS, TOP_PARTNERS } from './charts';
import { splitByMonths } from './months';
import { dayEnd, dayStart, type Period } from './period';

type MonthlyTable = typeof closed | typeof created;

/**
 * The rows of a monthly counter table inside the period's whole months that add up to the user's scope
 * (`perPartner`: one row per partner, for the top partners, rather than all partners together).
 */
function inMonths(table: MonthlyTable, user: User, period: Period, perPartner = false): SQL {
  const { months } = splitByMonths(period);
  if (!months) return sql`false`;
  return allOf(
    gte(table.month, months.first),
    sql`${table.month} <= ${months.last}`,
    (perPartner ? partnerCounters : visibleCounters)(user, table.parceiro_id),
  ) as SQL;
}

/** The rows whose `at` falls in the days of the period outside its whole months, within the scope. */
function inEdges(user: User, at: typeof o.closed_at | typeof o.created_at, period: Period): SQL {
  const edges = splitByMonths(period).edges.map((edge) => and(gte(at, dayStart(edge.from)), lt(at, dayEnd(edge.to))));
  return edges.length ? (allOf(oportunidadeScope(user), or(...edges)) as SQL) : sql`false`;
}

/** The day counters' rows (every partner together) of the days of the period outside its whole months. */
function inEdgeDays(day: PgColumn, period: Period): SQL {
  const edges = splitByMonths(period).edges.map((edge) => and(gte(day, edge.from), lte(day, edge.to)));
  return edges.length ? (or(...edges) as SQL) : sql`false`;
}

/** Staff see every partner: the days outside whole months come from the day counters, not the rows. */
const fromDayCounters = (user: User, perPartner: boolean) => rowScope(user) === 'all' && !perPartner;

const decided = sql.raw(`(${ResultStatus.Won}, ${ResultStatus.Lost})`);

/** Won and lost in the period: month, status, partner, count, revenue, seconds from creation to closing. */
const closedIn = (user: User, period: Period, perPartner = false) => sql`
  SELECT ${closed.month} AS month, ${closed.status_resultado} AS status, ${closed.parceiro_id} AS parceiro_id,
         ${closed.total} AS total, ${closed.receita} AS receita, ${closed.open_seconds} AS open_seconds
  FROM ${closed} WHERE ${closed.status_resultado} IN ${decided} AND ${inMonths(closed, user, period, perPartner)}
  UNION ALL
  ${
    fromDayCounters(user, perPartner)
      ? sql`SELECT date_trunc('month', ${closedDays.day})::date, ${closedDays.status_resultado}, ${EVERY_PARTNER},
              ${closedDays.total}, ${closedDays.receita}, ${closedDays.open_seconds}
            FROM ${closedDays} WHERE ${closedDays.status_resultado} IN ${decided} AND ${inEdgeDays(closedDays.day, period)}`
      : sql`SELECT oportunidade_month(${o.closed_at}), ${o.status_resultado}, coalesce(${o.parceiro_id}, 0), 1,
              coalesce(${o.receita_esperada}, 0), extract(epoch FROM ${o.closed_at} - ${o.created_at})
            FROM ${o} WHERE ${o.status_resultado} IN ${decided} AND ${inEdges(user, o.closed_at, period)}`
  }`;

const won = sql.raw(`status = ${ResultStatus.Won}`);
const lost = sql.raw(`status = ${ResultStatus.Lost}`);

export async function kpisFromCounters(db: Executor, user: User, period: Period) {
  const open = allOf(visibleCounters(user, counts.parceiro_id), eq(counts.status_resultado, ResultStatus.Open));
  const [row] = resultRows<Record<string, string | null>>(
    await db.execute(sql`
      SELECT open.*, closed.* FROM
        (SELECT coalesce(sum(${counts.total}), 0) AS open_count, ${moneyText(sql`sum(${counts.receita})`)} AS open_value,
                round(coalesce(sum(${counts.fees_x100}), 0) / 100, 2)::text AS expected_fees
         FROM ${counts} WHERE ${open}) AS open,
        (SELECT coalesce(sum(total) FILTER (WHERE ${won}), 0) AS won_count,
                ${moneyText(sql`sum(receita) FILTER (WHERE ${won})`)} AS won_value,
                coalesce(sum(total) FILTER (WHERE ${lost}), 0) AS lost_count,
                round((sum(open_seconds) FILTER (WHERE ${won}) / nullif(sum(total) FILTER (WHERE ${won}), 0)) / 86400, 1)::text
                  AS avg_days_to_win
         FROM (${closedIn(user, period)}) AS c) AS closed`),
  );
  const wonCount = Number(row.won_count);
  const lostCount = Number(row.lost_count);
  return {
    open_count: Number(row.open_count),
    open_value: Number(row.open_value),
    won_count: wonCount,
    won_value: Number(row.won_value),
    lost_count: lostCount,
    conversion_rate: wonCount + lostCount ? Math.round((wonCount / (wonCount + lostCount)) * 10_000) / 10_000 : null,
    avg_days_to_win: toNumber(row.avg_days_to_win),
    expected_fees: Number(row.expected_fees),
  };
}

export const byStageFromCounters = (db: Executor, user: User) =>
  stageCounters(db, allOf(visibleCounters(user, counts.parceiro_id), eq(counts.status_resultado, ResultStatus.Open)) as SQL);

export async function wonByMonthFromCounters(db: Executor, user: User, period: Period) {
  const months = Array.from({ length: MONTHS }, (_, i) => monthBefore(period.to, MONTHS - 1 - i));
  const rows = resultRows<{ month: string; count: string; receita_esperada: string }>(
    await db.execute(sql`
      SELECT to_char(month, 'YYYY-MM') AS month, sum(total) AS count, ${moneyText(sql`sum(receita)`)} AS receita_esperada
      FROM (${closedIn(user, { from: `${months[0]}-01`, to: period.to })}) AS c WHERE ${won} GROUP BY 1`),
  );
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((m) => ({
    month: m,
    count: Number(found.get(m)?.count ?? 0),
    receita_esperada: Number(found.get(m)?.receita_esperada ?? 0),
  }));
}

export async function byTeseFromCounters(db: Executor, user: User, period: Period) {
  const rows = resultRows<{ tese: number | null; name: string | null; count: string; receita_esperada: string }>(
    await db.execute(sql`
      SELECT nullif(c.tese, 0) AS tese, ${theses.name} AS name, sum(c.total) AS count,
             ${moneyText(sql`sum(c.receita)`)} AS receita_esperada
      FROM (
        SELECT ${created.tese} AS tese, ${created.total} AS total, ${created.receita} AS receita
        FROM ${created} WHERE ${inMonths(created, user, period)}
        UNION ALL
        ${
          fromDayCounters(user, false)
            ? sql`SELECT ${createdDays.tese}, ${createdDays.total}, ${createdDays.receita}
                  FROM ${createdDays} WHERE ${inEdgeDays(createdDays.day, period)}`
            : sql`SELECT coalesce(${o.tese}, 0), 1, coalesce(${o.receita_esperada}, 0)
                  FROM ${o} WHERE ${inEdges(user, o.created_at, period)}`
        }
      ) AS c LEFT JOIN ${theses} ON ${theses.id} = c.tese
      GROUP BY c.tese, ${theses.name}
      HAVING sum(c.total) > 0
      ORDER BY sum(c.total) DESC, nullif(c.tese, 0)`),
  );
  return rows.map((row) => ({
    tese: row.tese,
    name: row.name ?? NO_THESIS,
    count: Number(row.count),
    receita_esperada: Number(row.receita_esperada),
  }));
}

/** The partners with the most revenue won in the period. Ranked by id first and named last: at a
 * million opportunities a month holds tens of thousands of wins, and looking up each one's partner
 * before grouping cost more than all the dashboard's other numbers together. */
export async function topPartnersFromCounters(db: Executor, user: User, period: Period) {
  const rows = resultRows<{ parceiro_id: number; name: string; count: string; receita_esperada: string }>(
    await db.execute(sql`
      SELECT ${persons.id} AS parceiro_id, ${persons.name} AS name, top.count, top.receita_esperada
      FROM (
        SELECT c.parceiro_id, sum(c.total) AS count, sum(c.receita) AS receita,
               ${moneyText(sql`sum(c.receita)`)} AS receita_esperada
        FROM (${closedIn(user, period, true)}) AS c
        WHERE ${won} AND c.parceiro_id > 0
        GROUP BY c.parceiro_id
        HAVING sum(c.total) > 0
        ORDER BY sum(c.receita) DESC, c.parceiro_id
        LIMIT ${TOP_PARTNERS}
      ) AS top JOIN ${persons} ON ${persons.id} = top.parceiro_id
      ORDER BY top.receita DESC, top.parceiro_id`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count), receita_esperada: Number(row.receita_esperada) }));
}
