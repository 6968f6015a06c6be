// The shape of GET /dashboard's answer (server/features/dashboard/dashboard.ts): the route serialises through it
// and /api/docs shows it. Money and rates are JSON numbers.
import { z } from 'zod';
import { oportunidades } from '../../../common/resources/oportunidades';

const int = z.number().int();
const perStage = z.object({ estagio: int, name: z.string(), count: int, receita_esperada: z.number() });

export const dashboardAnswer = z.object({
  /** The days the numbers cover (YYYY-MM-DD, both included). */
  period: z.object({ from: z.string(), to: z.string() }),
  kpis: z.object({
    open_count: int,
    open_value: z.number(),
    won_count: int,
    won_value: z.number(),
    lost_count: int,
    /** won / (won + lost) in the period, 0 to 1; null when nothing closed. */
    conversion_rate: z.number().nullable(),
    /** Days, with one decimal; null when nothing was won in the period. */
    avg_days_to_win: z.number().nullable(),
    expected_fees: z.number(),
  }),
  by_stage: z.array(perStage),
  /** The 12 months ending with the period's last, oldest first ('YYYY-MM'). */
  won_by_month: z.array(z.object({ month: z.string(), count: int, receita_esperada: z.number() })),
  by_tese: z.array(z.object({ tese: int.nullable(), name: z.string(), count: int, receita_esperada: z.number() })),
  top_partners: z.array(z.object({ parceiro_id: int, name: z.string(), count: int, receita_esperada: z.number() })),
  /** 'Previsão ponderada': Σ receita_esperada × probabilidade / 100 of the open opportunities, exact decimal text. */
  weighted_forecast: z.string(),
  /** 'Fechamento previsto por mês': the open opportunities expected to close in this month and the next five ('YYYY-MM'). */
  closing_by_month: z.array(
    z.object({ month: z.string(), count: int, receita_esperada: z.string(), receita_ponderada: z.string() }),
  ),
  /** Open opportunities untouched for a while, oldest first. */
  stale: z.array(oportunidades.schemas.row),
  /**
   * Staff only (null for external users): 'Comissões a pagar' (every a_pagar entry) and 'Pagas no mês'
   * (paid this month), exact decimal texts (server/features/comissoes/desempenho.ts).
   */
  comissoes: z.object({ a_pagar: z.string(), pagas_no_mes: z.string() }).nullable(),
});
