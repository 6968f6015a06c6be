// Lotes de pagamento: paying the a_pagar entries of a selection of the ledger at once, and reversing it
// on the day it was made. The selection is the ledger list's own (its filters within the caller's
// scope, or ids: server/resource/listCondition.ts), so a lote pays what the list shows. Its payments
// per partner carry the partner's primary bank account and PIX key: masked but for the last 4
// characters, in full in the bank's CSV only for whom may see them (administrators), recorded as a reveal.
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditAction } from '../../../common/audit';
import { comissoes as ledgerDeclaration } from '../../../common/resources/comissoes/ledger';
import { LOTE_ESTORNO_FORA_DO_DIA, LOTE_NOT_FOUND, LOTE_VAZIO } from '../../../common/resources/comissoes/lotes';
import type { ExportColumn } from '../../../common/export/columns';
import { fileAnswer } from '../../../common/resources/apiValues';
import { recordAudit } from '../../platform/audit/record';
import { allOf, getOr404, idParams } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { comissaoLotes, comissoes } from '../../platform/db/schema';
import { conflict, unprocessable } from '../../platform/errors';
import { CONTENT_TYPES, exportFile, sendExport } from '../../resource/export/writer';
import { keysOf, mayRevealBankData, opened, presented } from '../../platform/protected/bankData';
import { listCondition, type ListFilter } from '../../resource/listCondition';
import type { ResourceHooks } from '../../resource/parts';
import { COMPANY_TIME_ZONE } from '../../../common/days';
import { syncLedger } from './ledger';
import { partnerUserIds } from '../notificacoes/public';
import { notify } from '../notificacoes/public';
import { comissaoParts } from './ledgerParts';
import { routeOptions } from '../../platform/http/routeOptions';

const today = sql`(now() AT TIME ZONE ${COMPANY_TIME_ZONE})::date`;

/** The ledger list's selection: its filter or ids, within the caller's scope. */
const ledgerSelection = listCondition(ledgerDeclaration, comissoes, comissaoParts);

/** A partner's month a lote paid: the statement the partner may now be told of. */
export type ClosedStatement = { parceiro_id: number; competencia: string; lote_id: number };

/**
 * Called once a lote's payment committed, for each partner and month it paid: the partner's users are told
 * that month's statement is closed (common/notificacoes.ts 'extrato_fechado'; in the portal and by e-mail,
 * as each one chose), with a link to 'Meu desempenho', where the statement is downloaded.
 */
export async function statementClosed(app: FastifyInstance, statement: ClosedStatement): Promise<void> {
  const [year, month] = statement.competencia.split('-');
  await app.db.transaction(async (tx) =>
    notify(tx, {
      event: 'extrato_fechado',
      to: await partnerUserIds(tx, statement.parceiro_id),
      title: `Seu extrato de comissões de ${month}/${year} foi fechado`,
      link: '/meu-desempenho',
    }),
  );
}

export const loteHooks: ResourceHooks = {
  /**
   * Pays the selection's a_pagar entries under the lote's id (taken first; the entries' reference to it
   * is checked at commit), and answers the lote's row with their count and exact sum.
   */
  beforeCreate: async (values, { tx, user }) => {
    const { ids, filter, pago_em } = values as { ids?: number[]; filter?: ListFilter; pago_em?: string };
    const selection = ledgerSelection;
    const where = allOf(ids ? inArray(comissoes.id, ids) : selection.filterWhere(user, filter ?? {}), selection.scope(user));
    const [{ id }] = resultRows<{ id: number }>(
      await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('comissao_lotes', 'id'))::integer AS id`),
    );
    const day = pago_em ? sql`${pago_em}::date` : today;
    const [paid] = resultRows<{ quantidade: number; total: string; pago_em: string }>(
      await tx.execute(sql`
        WITH chosen AS (
          SELECT id FROM comissoes WHERE ${where ?? sql`true`} AND estado = 'a_pagar' ORDER BY id FOR UPDATE
        ), paid AS (
          UPDATE comissoes SET estado = 'paga', pago_em = ${day}, lote_id = ${id}
           WHERE id IN (SELECT id FROM chosen) RETURNING valor
        )
        SELECT count(*)::integer AS quantidade, coalesce(sum(valor), 0)::text AS total, ${day}::text AS pago_em FROM paid`),
    );
    if (!paid.quantidade) throw unprocessable(['body', ids ? 'ids' : 'filter'], LOTE_VAZIO);
    return { id, pago_em: paid.pago_em, total: paid.total, quantidade: paid.quantidade };
  },
  afterCommit: async ({ action, row }, app) => {
    if (action !== 'create') return;
    const closed = resultRows<ClosedStatement>(
      await app.db.execute(sql`
        SELECT DISTINCT parceiro_id, competencia, lote_id FROM comissoes WHERE lote_id = ${row.id} ORDER BY parceiro_id, competencia`),
    );
    for (const statement of closed) await statementClosed(app, statement);
  },
  /** A reversal, only on the lote's own day: its entries are a_pagar again (or cancelled, if reopened since). */
  beforeDelete: async (stored, { tx }) => {
    const [lote] = resultRows<{ same_day: boolean }>(
      await tx.execute(sql`SELECT (created_at AT TIME ZONE ${COMPANY_TIME_ZONE})::date = ${today} AS same_day FROM comissao_lotes WHERE id = ${stored.id}`),
    );
    if (!lote?.same_day) throw conflict(LOTE_ESTORNO_FORA_DO_DIA);
    const back = resultRows<{ oportunidade_id: number }>(
      await tx.execute(sql`
        UPDATE comissoes SET estado = 'a_pagar', pago_em = NULL, lote_id = NULL
         WHERE lote_id = ${stored.id} RETURNING oportunidade_id`),
    );
    for (const id of new Set(back.map((row) => row.oportunidade_id))) await syncLedger(tx, id);
  },
};

type Payment = {
  parceiro_id: number;
  parceiro_nome: string;
  documento: string;
  quantidade: number;
  valor: string;
  bank_account_id: number | null;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  pix_key: string | null;
};

/** A lote's payments, one per partner, with the partner's primary bank account (else its first). */
async function payments(db: Executor, loteId: number): Promise<Payment[]> {
  return resultRows<Payment>(
    await db.execute(sql`
      SELECT s.parceiro_id, p.name AS parceiro_nome, p.document AS documento, s.quantidade, s.valor,
             b.id AS bank_account_id, b.bank_code || ' ' || b.bank_name AS banco, b.agency AS agencia,
             b.account AS conta, b.pix_key
        FROM (SELECT parceiro_id, count(*)::integer AS quantidade, sum(valor)::text AS valor
                FROM comissoes WHERE lote_id = ${loteId} GROUP BY parceiro_id) s
        JOIN persons p ON p.id = s.parceiro_id
        LEFT JOIN LATERAL (
          SELECT * FROM bank_accounts b WHERE b.person_id = s.parceiro_id ORDER BY b.is_primary DESC, b.id LIMIT 1
        ) b ON true
       ORDER BY p.name, s.parceiro_id`),
  );
}

const payment = z.object({
  parceiro_id: z.number().int(),
  parceiro_nome: z.string(),
  quantidade: z.number().int(),
  valor: z.string(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  /** Masked but for its last 4 characters. */
  conta: z.string().nullable(),
  pix_key: z.string().nullable(),
});

const bankColumns: ExportColumn<Payment>[] = [
  { header: 'Parceiro', kind: 'text', value: (row) => row.parceiro_nome },
  { header: 'CPF/CNPJ', kind: 'text', value: (row) => row.documento },
  { header: 'Banco', kind: 'text', value: (row) => row.banco },
  { header: 'Agência', kind: 'text', value: (row) => row.agencia },
  { header: 'Conta', kind: 'text', value: (row) => row.conta },
  { header: 'Chave PIX', kind: 'text', value: (row) => row.pix_key },
  { header: 'Comissões', kind: 'integer', value: (row) => row.quantidade },
  { header: 'Valor (R$)', kind: 'decimal', value: (row) => row.valor },
];

const PROTECTED = ['conta', 'pix_key'] as const;

export const loteRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParams('lote_id');
  const lotePayments = async (loteId: number) => {
    await getOr404(app.db, comissaoLotes, loteId, LOTE_NOT_FOUND);
    return (await payments(app.db, loteId)).map((row) => opened(keysOf(app.config), row, PROTECTED));
  };

  app.get(
    '/:lote_id/pagamentos',
    routeOptions('comissao_lotes.read', 'Os pagamentos do lote, um por parceiro, com a conta e a chave PIX mascaradas', {
      params,
      response: { 200: z.array(payment) },
    }),
    async (request) => (await lotePayments(request.params.lote_id)).map((row) => presented(row, false, PROTECTED)),
  );

  app.get(
    '/:lote_id/arquivo-banco',
    routeOptions('comissao_lotes.read', 'O CSV do lote para o banco (dados bancários completos só para quem pode vê-los)', {
      params,
      response: { 200: fileAnswer('O arquivo CSV (separado por ;)', [CONTENT_TYPES.csv]) },
    }),
    async (request, reply) => {
      const rows = await lotePayments(request.params.lote_id);
      const shown = rows.map((row) => presented(row, mayRevealBankData(request.user, row.parceiro_id), PROTECTED));
      const revealed = shown.filter((row, index) => row.conta !== presented(rows[index], false, PROTECTED).conta);
      if (revealed.length) {
        await recordAudit(app.db, request, {
          action: AuditAction.Reveal,
          resource: 'bank_accounts',
          record_id: null,
          changes: { lote_id: request.params.lote_id, bank_account_ids: revealed.map((row) => row.bank_account_id) },
        });
      }
      async function* batches() {
        yield shown;
      }
      return sendExport(reply, exportFile(`lote-${request.params.lote_id}-banco`, 'csv', bankColumns, batches()));
    },
  );
};
