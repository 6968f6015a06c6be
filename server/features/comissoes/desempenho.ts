// 'Meu desempenho' (GET /comissoes/desempenho?parceiro_id=): a partner's opportunities by state and
// won revenue, its commissions forecast / due / paid by month and the next payments. A partner gets its
// own; staff one partner's (parceiro_id) or every partner's. Sums are the database's, as exact decimals.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultStatus, resultStatusChoices } from '../../../common/enums';
import { recordId } from '../../../common/resources/requestValues';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { moneyText } from '../oportunidades/public';
import { COMPANY_TIME_ZONE } from '../../../common/days';
import { registroEstadoChoices, type RegistroEstado } from '../../../common/resources/registros';
import { registros } from '../../platform/db/schema';
import { partnerFor } from './scope';
import { routeOptions } from '../../platform/http/routeOptions';

/** How many months the chart shows, up to the latest one with an entry. */
export const DESEMPENHO_MONTHS = 12;
const NEXT_PAYMENTS = 10;

export const desempenhoAnswer = z.object({
  parceiro_id: z.number().int().nullable(),
  oportunidades: z.array(z.object({ status_resultado: z.number().int(), nome: z.string(), quantidade: z.number().int() })),
  /** The partner's deal registrations by state (server/features/registros/). */
  registros: z.array(z.object({ estado: z.string(), nome: z.string(), quantidade: z.number().int() })),
  receita_ganha: z.string(),
  totais: z.object({ prevista: z.string(), a_pagar: z.string(), paga: z.string() }),
  meses: z.array(z.object({ competencia: z.string(), prevista: z.string(), a_pagar: z.string(), paga: z.string() })),
  proximos_pagamentos: z.array(
    z.object({ id: z.number().int(), oportunidade_id: z.number().int(), oportunidade: z.string(), competencia: z.string(), valor: z.string() }),
  ),
});
export type Desempenho = z.infer<typeof desempenhoAnswer>;

/** The partner's (or, for staff without one, every partner's) deal registrations by state, in the states' order. */
export async function registrationsByState(db: Executor, parceiroId: number | undefined): Promise<Desempenho['registros']> {
  const counts = resultRows<{ estado: RegistroEstado; quantidade: number }>(
    await db.execute(sql`SELECT estado, count(*)::integer AS quantidade FROM ${registros}
      WHERE ${parceiroId === undefined ? sql`true` : sql`${registros.parceiro_id} = ${parceiroId}`} GROUP BY estado`),
  );
  const byEstado = new Map(counts.map((row) => [row.estado, row.quantidade]));
  return registroEstadoChoices
    .filter((choice) => byEstado.has(choice.id))
    .map((choice) => ({ estado: choice.id, nome: choice.name, quantidade: byEstado.get(choice.id)! }));
}

const byState = (estado: string) => moneyText(sql`sum(valor) FILTER (WHERE estado = ${estado})`);

export async function desempenhoOf(db: Executor, parceiroId: number | undefined): Promise<Desempenho> {
  const entries: SQL = parceiroId === undefined ? sql`true` : sql`parceiro_id = ${parceiroId}`;
  const deals: SQL = parceiroId === undefined ? sql`parceiro_id IS NOT NULL` : sql`parceiro_id = ${parceiroId}`;
  const statuses = resultRows<{ status_resultado: number; quantidade: number }>(
    await db.execute(sql`SELECT status_resultado, count(*)::integer AS quantidade FROM oportunidades WHERE ${deals} GROUP BY status_resultado`),
  );
  const [{ receita_ganha }] = resultRows<{ receita_ganha: string }>(
    await db.execute(sql`
      SELECT ${moneyText(sql`sum(receita_esperada)`)} AS receita_ganha FROM oportunidades
       WHERE ${deals} AND status_resultado = ${ResultStatus.Won}`),
  );
  const [totais] = resultRows<Desempenho['totais']>(
    await db.execute(sql`SELECT ${byState('prevista')} AS prevista, ${byState('a_pagar')} AS a_pagar, ${byState('paga')} AS paga FROM comissoes WHERE ${entries}`),
  );
  const meses = resultRows<Desempenho['meses'][number]>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT competencia, ${byState('prevista')} AS prevista, ${byState('a_pagar')} AS a_pagar, ${byState('paga')} AS paga
          FROM comissoes WHERE ${entries} AND estado <> 'cancelada'
         GROUP BY competencia ORDER BY competencia DESC LIMIT ${DESEMPENHO_MONTHS}
      ) m ORDER BY competencia`),
  );
  const proximos = resultRows<Desempenho['proximos_pagamentos'][number]>(
    await db.execute(sql`
      SELECT c.id, c.oportunidade_id, o.titulo AS oportunidade, c.competencia, c.valor::text AS valor
        FROM comissoes c JOIN oportunidades o ON o.id = c.oportunidade_id
       WHERE ${parceiroId === undefined ? sql`true` : sql`c.parceiro_id = ${parceiroId}`} AND c.estado = 'a_pagar'
       ORDER BY c.competencia, c.id LIMIT ${NEXT_PAYMENTS}`),
  );
  const count = new Map(statuses.map((row) => [row.status_resultado, row.quantidade]));
  return {
    parceiro_id: parceiroId ?? null,
    oportunidades: resultStatusChoices.map(({ id, name }) => ({ status_resultado: id, nome: name, quantidade: count.get(id) ?? 0 })),
    registros: await registrationsByState(db, parceiroId),
    receita_ganha,
    totais,
    meses,
    proximos_pagamentos: proximos,
  };
}

export const desempenhoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/desempenho',
    routeOptions('comissoes.statement', "'Meu desempenho': oportunidades por estado, receita ganha, comissões por mês e próximos pagamentos", {
      querystring: z.object({ parceiro_id: recordId.optional() }),
      response: { 200: desempenhoAnswer },
    }),
    async (request) => desempenhoOf(app.db, partnerFor(request.user, request.query.parceiro_id)),
  );
};

/**
 * The staff dashboard's commission cards: everything still to pay, and what was paid this month (São
 * Paulo), exact decimal texts; null for an external user, whose figures are in 'Meu desempenho'.
 */
export async function commissionKpis(db: Executor, staff: boolean): Promise<{ a_pagar: string; pagas_no_mes: string } | null> {
  if (!staff) return null;
  const [row] = resultRows<{ a_pagar: string; pagas_no_mes: string }>(
    await db.execute(sql`
      SELECT (SELECT ${moneyText(sql`sum(valor)`)} FROM comissoes WHERE estado = 'a_pagar') AS a_pagar,
             (SELECT ${moneyText(sql`sum(valor)`)} FROM comissoes
               WHERE estado = 'paga' AND pago_em >= date_trunc('month', now() AT TIME ZONE ${COMPANY_TIME_ZONE})::date) AS pagas_no_mes`),
  );
  return row;
}
