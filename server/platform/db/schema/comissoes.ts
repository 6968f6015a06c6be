import { sql } from 'drizzle-orm';
import { date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idTable, money, ownerId, percentage, refersTo } from './columns';
import { authorship } from './users';
import { oportunidades } from './opportunities';
import { persons } from './persons';

/** Partner commissions (migration 0190_comissoes.sql; common/resources/comissoes.ts and its siblings). */

/** A partner person's share of the fees (0-100) from `inicio` on; history kept. */
export const comissaoTermos = idTable(
  'comissao_termos',
  {
    person_id: ownerId('person_id', () => persons.id),
    percentual: percentage('percentual').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    ...authorship(),
  },
  (t) => [uniqueIndex('comissao_termos_person_inicio_key').on(t.person_id, t.inicio)],
);

/** What the company received on a won opportunity. */
export const recebimentos = idTable(
  'recebimentos',
  {
    oportunidade_id: ownerId('oportunidade_id', () => oportunidades.id),
    data: date('data', { mode: 'string' }).notNull(),
    valor_recuperado: money('valor_recuperado').notNull(),
    honorarios_recebidos: money('honorarios_recebidos').notNull(),
    observacao: text('observacao'),
    ...authorship(),
  },
  (t) => [
    index('recebimentos_oportunidade_idx').on(t.oportunidade_id, t.data, t.id),
    index('recebimentos_order_idx').on(t.data, t.id),
  ],
);

/** A payout of a_pagar entries. */
export const comissaoLotes = idTable(
  'comissao_lotes',
  {
    pago_em: date('pago_em', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    quantidade: integer('quantidade').notNull(),
    ...authorship(),
  },
  (t) => [index('comissao_lotes_order_idx').on(t.pago_em, t.id)],
);

/** The ledger. */
export const comissoes = idTable(
  'comissoes',
  {
    oportunidade_id: ownerId('oportunidade_id', () => oportunidades.id),
    parceiro_id: refersTo('parceiro_id', () => persons.id, 'restrict').notNull(),
    recebimento_id: refersTo('recebimento_id', () => recebimentos.id, 'set null'),
    competencia: text('competencia').notNull(),
    base: money('base').notNull(),
    percentual: percentage('percentual').notNull(),
    valor: money('valor').notNull(),
    estado: text('estado').notNull(),
    origem: text('origem').notNull(),
    pago_em: date('pago_em', { mode: 'string' }),
    lote_id: refersTo('lote_id', () => comissaoLotes.id),
    created_at: createdAt(),
  },
  // The partner's and the state's indexes also INCLUDE (valor) in SQL (migration 0190), which Drizzle's
  // index builder does not write: the list's count and total then read the index alone.
  (t) => [
    index('comissoes_order_idx').on(t.competencia, t.id),
    index('comissoes_parceiro_idx').on(t.parceiro_id, t.competencia, t.id),
    index('comissoes_parceiro_estado_idx').on(t.parceiro_id, t.estado, t.competencia, t.id),
    index('comissoes_estado_idx').on(t.estado, t.competencia, t.id),
    index('comissoes_oportunidade_idx').on(t.oportunidade_id, t.competencia, t.id),
    index('comissoes_lote_idx').on(t.lote_id).where(sql`${t.lote_id} IS NOT NULL`),
    index('comissoes_recebimento_idx').on(t.recebimento_id).where(sql`${t.recebimento_id} IS NOT NULL`),
  ],
);

export type Comissao = typeof comissoes.$inferSelect;
export type Recebimento = typeof recebimentos.$inferSelect;
