// Keeps the commission ledger (comissoes) in step with an opportunity, inside the caller's transaction:
// its win or reopening (server/features/oportunidades/update.ts and its import), a recebimento added or deleted,
// the partner's terms changed. Every amount is computed by the database in numeric and rounded half to
// even to cents once per entry (round_half_even_cents, migration 0190), never in a JS float.
//
// - won, with a partner and a share in force: each recebimento without a live entry gets an 'a_pagar'
//   (honorarios_recebidos × the share on the recebimento's day); the unpaid ones follow the partner and
//   the terms now in force; one 'prevista' holds what is still expected (receita_esperada × honorários% −
//   the fees received so far, × the share on the day of the win), and goes when nothing is;
// - not won (reopened, lost): its 'prevista' and 'a_pagar' entries are cancelled; paid ones stay paid.
import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '../../../common/days';
import { ResultStatus } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';

/**
 * The share (0-100) in force for the opportunity `o` on `day`: its own, else its partner's latest term
 * begun by then; null when there is none.
 */
export const shareOn = (day: SQL) => sql`coalesce(o.comissao_percentual, (
  SELECT t.percentual FROM comissao_termos t
   WHERE t.person_id = o.parceiro_id AND t.inicio <= ${day}
   ORDER BY t.inicio DESC LIMIT 1))`;

type Expected = { parceiro_id: number; competencia: string; share: string | null; base: string; valor: string | null; pending: boolean };

/** The ledger of one opportunity brought in line with it; call after any change that may move it. */
export async function syncLedger(tx: Executor, oportunidadeId: number): Promise<void> {
  const [opportunity] = resultRows<{ status_resultado: number; parceiro_id: number | null }>(
    await tx.execute(sql`SELECT status_resultado, parceiro_id FROM oportunidades WHERE id = ${oportunidadeId} FOR UPDATE`),
  );
  if (!opportunity) return;
  if (opportunity.status_resultado !== ResultStatus.Won || opportunity.parceiro_id == null) {
    await tx.execute(sql`
      UPDATE comissoes SET estado = 'cancelada'
       WHERE oportunidade_id = ${oportunidadeId} AND estado IN ('prevista', 'a_pagar')`);
    return;
  }
  // The unpaid entries follow the partner and the terms in force on their recebimento's day.
  await tx.execute(sql`
    UPDATE comissoes c
       SET parceiro_id = o.parceiro_id, percentual = s.share, valor = round_half_even_cents(c.base * s.share / 100)
      FROM oportunidades o, recebimentos r, LATERAL (SELECT ${shareOn(sql`r.data`)} AS share) s
     WHERE c.oportunidade_id = ${oportunidadeId} AND c.estado = 'a_pagar'
       AND o.id = c.oportunidade_id AND r.id = c.recebimento_id AND s.share IS NOT NULL
       AND (c.percentual <> s.share OR c.parceiro_id <> o.parceiro_id)`);
  // Each recebimento without a live entry (new, or cancelled by a reopening) gets its a_pagar.
  await tx.execute(sql`
    INSERT INTO comissoes (oportunidade_id, parceiro_id, recebimento_id, competencia, base, percentual, valor, estado, origem)
    SELECT o.id, o.parceiro_id, r.id, to_char(r.data, 'YYYY-MM'), r.honorarios_recebidos, s.share,
           round_half_even_cents(r.honorarios_recebidos * s.share / 100), 'a_pagar', 'recebimento'
      FROM recebimentos r
      JOIN oportunidades o ON o.id = r.oportunidade_id,
           LATERAL (SELECT ${shareOn(sql`r.data`)} AS share) s
     WHERE r.oportunidade_id = ${oportunidadeId} AND s.share IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM comissoes c WHERE c.recebimento_id = r.id AND c.estado IN ('a_pagar', 'paga'))
     ORDER BY r.data, r.id`);
  await syncForecast(tx, oportunidadeId);
}

/** The one 'prevista' entry: what is still expected of the fees, at the share of the day of the win. */
async function syncForecast(tx: Executor, oportunidadeId: number) {
  const [expected] = resultRows<Expected>(
    await tx.execute(sql`
      SELECT o.parceiro_id, to_char(d.won, 'YYYY-MM') AS competencia, s.share::text AS share,
             round_half_even_cents(greatest(x.rest, 0))::text AS base,
             round_half_even_cents(x.rest * s.share / 100)::text AS valor,
             coalesce(x.rest > 0, false) AS pending
        FROM oportunidades o,
             LATERAL (SELECT (coalesce(o.closed_at, now()) AT TIME ZONE ${COMPANY_TIME_ZONE})::date AS won) d,
             LATERAL (SELECT ${shareOn(sql`d.won`)} AS share) s,
             LATERAL (SELECT o.receita_esperada * o.honorarios / 100
                             - coalesce((SELECT sum(r.honorarios_recebidos) FROM recebimentos r WHERE r.oportunidade_id = o.id), 0) AS rest) x
       WHERE o.id = ${oportunidadeId}`),
  );
  if (!expected?.pending || expected.share == null || expected.valor == null) {
    await tx.execute(sql`DELETE FROM comissoes WHERE oportunidade_id = ${oportunidadeId} AND estado = 'prevista'`);
    return;
  }
  const values = sql`parceiro_id = ${expected.parceiro_id}, competencia = ${expected.competencia},
    base = ${expected.base}::numeric, percentual = ${expected.share}::numeric, valor = ${expected.valor}::numeric`;
  const updated = resultRows<{ id: number }>(
    await tx.execute(sql`UPDATE comissoes SET ${values} WHERE oportunidade_id = ${oportunidadeId} AND estado = 'prevista' RETURNING id`),
  );
  if (updated.length) return;
  await tx.execute(sql`
    INSERT INTO comissoes (oportunidade_id, parceiro_id, competencia, base, percentual, valor, estado, origem)
    VALUES (${oportunidadeId}, ${expected.parceiro_id}, ${expected.competencia}, ${expected.base}::numeric,
            ${expected.share}::numeric, ${expected.valor}::numeric, 'prevista', 'ganho')`);
}

/** The won opportunities of a partner person, each brought in line (its terms changed). */
export async function syncPartnerLedger(tx: Executor, personId: number): Promise<void> {
  const won = resultRows<{ id: number }>(
    await tx.execute(sql`
      SELECT id FROM oportunidades
       WHERE (parceiro_id = ${personId} AND status_resultado = ${ResultStatus.Won})
          OR id IN (SELECT oportunidade_id FROM comissoes WHERE parceiro_id = ${personId} AND estado IN ('prevista', 'a_pagar'))
       ORDER BY id`),
  );
  for (const { id } of won) await syncLedger(tx, id);
}

/** Whether a change to an opportunity may move its ledger (its status, money, partner or share). */
export const movesLedger = (changes: Record<string, unknown>) =>
  ['status_resultado', 'receita_esperada', 'honorarios', 'parceiro_id', 'comissao_percentual'].some((field) => field in changes);
