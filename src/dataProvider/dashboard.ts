// GET /dashboard (the home page's numbers) and GET /oportunidades/pipeline (the board's column headers),
// as custom dataProvider methods. Money arrives as JSON numbers, as everywhere in this API.
import type { Oportunidade } from './oportunidades';
import { httpClient } from './httpClient';

export type Period = { from: string; to: string };
export type DashboardQuery = Period & { mine: boolean };

/** One stage of the pipeline: how many opportunities and their expected revenue. */
export type StageTotal = { estagio: number; name: string; count: number; receita_esperada: number };

export type Dashboard = {
  period: Period;
  kpis: {
    open_count: number;
    open_value: number;
    won_count: number;
    won_value: number;
    lost_count: number;
    /** 0 to 1; null when nothing was won or lost in the period. */
    conversion_rate: number | null;
    avg_days_to_win: number | null;
    expected_fees: number;
  };
  by_stage: StageTotal[];
  /** 'YYYY-MM', the 12 months ending with the period, oldest first. */
  won_by_month: { month: string; count: number; receita_esperada: number }[];
  by_tese: { tese: number | null; name: string; count: number; receita_esperada: number }[];
  top_partners: { parceiro_id: number; name: string; count: number; receita_esperada: number }[];
  stale: Oportunidade[];
  /** 'Previsão ponderada': Σ receita × probabilidade / 100 of the open opportunities, exact decimal text. */
  weighted_forecast: string;
  /** 'Fechamento previsto por mês': this month and the five after it ('YYYY-MM'), sums as exact decimal text. */
  closing_by_month: { month: string; count: number; receita_esperada: string; receita_ponderada: string }[];
  /** Staff only: 'Comissões a pagar' and 'Pagas no mês', exact decimal texts; null for external users. */
  comissoes?: { a_pagar: string; pagas_no_mes: string } | null;
};

/** A lane of the board that is not a stage (won, lost). */
export type LaneTotal = { count: number; receita_esperada: number };

/**
 * GET /oportunidades/pipeline: `data` every stage whatever the status; `open` the board's stage columns,
 * the figures of the dashboard's 'Receita por estágio'; `won` and `lost` its last two lanes.
 */
export type Pipeline = {
  data: StageTotal[];
  total_count: number;
  total_receita_esperada: number;
  open: StageTotal[];
  won: LaneTotal;
  lost: LaneTotal;
};

export const dashboardMethods = {
  getDashboard: ({ from, to, mine }: DashboardQuery) =>
    httpClient<Dashboard>('dashboard', { query: { from, to, mine } }),
  /** Per stage, for the same filters as the opportunities list. */
  getPipeline: (filter: Record<string, unknown>) => httpClient<Pipeline>('oportunidades/pipeline', { query: filter }),
};
