// The opportunities part of the benchmark: list first page, a filtered page, a deep page, the pipeline
// and the dashboard, each checked against plain SQL (counts, ids, sums) before it is measured.
import { sql } from 'drizzle-orm';
import { ResultStatus, STAGE_ORDER } from '../common/enums';
import { companyDay } from '../common/days';
import { timeZoneSql as zone } from '../server/features/dashboard/period';
import { pageWorkload, rowsOf, type Workload } from './workload';

const newestFirst = sql.raw('ORDER BY created_at DESC, id DESC');
/** The count and the exact revenue total the list answers beside it. */
const totals = sql.raw('count(*) AS n, round(coalesce(sum(receita_esperada), 0), 2)::text AS receita_esperada');
const PROSPECT = STAGE_ORDER[1];

type StageRow = { estagio: number; count: number; receita_esperada: number };
type Pipeline = { data: StageRow[]; total_count: number; total_receita_esperada: number };
type Kpis = { open_count: number; open_value: number; won_count: number; won_value: number; lost_count: number };

const pipelineWorkload: Workload = {
  name: 'pipeline (every stage)',
  path: '/api/v1/oportunidades/pipeline',
  p95Target: 50,
  async expected(handle) {
    const stages = await rowsOf<{ estagio: number; n: string; total: string }>(
      handle,
      sql`SELECT s.id AS estagio, count(o.id) AS n, coalesce(sum(o.receita_esperada), 0) AS total
          FROM stages s LEFT JOIN oportunidades o ON o.estagio = s.id GROUP BY s.id, s.position ORDER BY s.position`,
    );
    const value = stages.map((row) => ({ estagio: row.estagio, count: Number(row.n), receita_esperada: Number(row.total) }));
    const total = value.reduce((sum, row) => sum + row.count, 0);
    return { value, summary: `${total.toLocaleString('en-US')} in ${value.length} stages` };
  },
  answered: (body) =>
    (body as Pipeline).data.map(({ estagio, count, receita_esperada }) => ({ estagio, count, receita_esperada })),
};

/** The year so far in the company's time zone: wins and losses of many months, the open pipeline. */
function dashboardWorkload(): Workload {
  const to = companyDay();
  const from = `${to.slice(0, 4)}-01-01`;
  const closedIn = (status: number) =>
    sql`status_resultado = ${status} AND closed_at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
        AND closed_at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}`;
  return {
    name: `dashboard (from=${from}&to=${to})`,
    path: `/api/v1/dashboard?from=${from}&to=${to}`,
    p95Target: 50,
    async expected(handle) {
      const [row] = await rowsOf<Record<keyof Kpis, string>>(
        handle,
        sql`SELECT count(*) FILTER (WHERE status_resultado = ${ResultStatus.Open}) AS open_count,
                   coalesce(sum(receita_esperada) FILTER (WHERE status_resultado = ${ResultStatus.Open}), 0) AS open_value,
                   count(*) FILTER (WHERE ${closedIn(ResultStatus.Won)}) AS won_count,
                   coalesce(sum(receita_esperada) FILTER (WHERE ${closedIn(ResultStatus.Won)}), 0) AS won_value,
                   count(*) FILTER (WHERE ${closedIn(ResultStatus.Lost)}) AS lost_count
            FROM oportunidades`,
      );
      const value = Object.fromEntries(Object.entries(row).map(([key, text]) => [key, Number(text)])) as Kpis;
      return { value, summary: `${value.open_count.toLocaleString('en-US')} open, ${value.won_count.toLocaleString('en-US')} won` };
    },
    answered: (body) => {
      const { open_count, open_value, won_count, won_value, lost_count } = (body as { kpis: Kpis }).kpis;
      return { open_count, open_value, won_count, won_value, lost_count };
    },
  };
}

export function oportunidadesWorkloads(): Workload[] {
  const prospectsOpen = sql`estagio = ${PROSPECT} AND status_resultado = ${ResultStatus.Open}`;
  return [
    pageWorkload(
      'opportunities first page (skip=0&limit=10)',
      '/api/v1/oportunidades/?skip=0&limit=10',
      15,
      sql`SELECT ${totals} FROM oportunidades`,
      sql`SELECT id FROM oportunidades ${newestFirst} LIMIT 10`,
    ),
    pageWorkload(
      `filtered page (estagio=${PROSPECT}&status_resultado=${ResultStatus.Open})`,
      `/api/v1/oportunidades/?estagio=${PROSPECT}&status_resultado=${ResultStatus.Open}&skip=0&limit=10`,
      15,
      sql`SELECT ${totals} FROM oportunidades WHERE ${prospectsOpen}`,
      sql`SELECT id FROM oportunidades WHERE ${prospectsOpen} ${newestFirst} LIMIT 10`,
    ),
    pageWorkload(
      'opportunities deep page (skip=500000&limit=10)',
      '/api/v1/oportunidades/?skip=500000&limit=10',
      15,
      sql`SELECT ${totals} FROM oportunidades`,
      sql`SELECT id FROM oportunidades ${newestFirst} OFFSET 500000 LIMIT 10`,
    ),
    pipelineWorkload,
    dashboardWorkload(),
  ];
}

