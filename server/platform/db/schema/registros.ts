import { sql } from 'drizzle-orm';
import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { REGISTRO_ESTADOS } from '../../../../common/resources/registros';
import { idTable, refersTo } from './columns';
import { oportunidades, theses } from './opportunities';
import { persons } from './persons';
import { authorship, users } from './users';

/**
 * Deal registrations (common/resources/registros.ts, migration 0170_registros.sql): a partner's claim of a
 * company (cnpj_raiz, the CNPJ's first 8 characters) for a thesis. Each list filter has an index ending
 * in the list's order (created_at, id); the search has trigram indexes on the razão social and the CNPJ.
 */
export const registros = idTable(
  'registros',
  {
    parceiro_id: refersTo('parceiro_id', () => persons.id, 'cascade').notNull(),
    cnpj: text('cnpj').notNull(),
    cnpj_raiz: text('cnpj_raiz').notNull(),
    razao_social: text('razao_social').notNull(),
    tese_id: refersTo('tese_id', () => theses.id, 'restrict').notNull(),
    observacao: text('observacao'),
    estado: text('estado', { enum: REGISTRO_ESTADOS }).notNull().default('pendente'),
    motivo: text('motivo'),
    oportunidade_id: refersTo('oportunidade_id', () => oportunidades.id, 'set null'),
    valido_ate: timestamp('valido_ate', { withTimezone: true }),
    /** When the 'expirando' event went out for the current valido_ate (cleared by an extension). */
    aviso_expiracao_em: timestamp('aviso_expiracao_em', { withTimezone: true }),
    decidido_por_id: refersTo('decidido_por_id', () => users.id, 'set null'),
    decidido_em: timestamp('decidido_em', { withTimezone: true }),
    ...authorship(),
  },
  (t) => [
    index('registros_order_idx').on(t.created_at, t.id),
    index('registros_estado_idx').on(t.estado, t.created_at, t.id),
    index('registros_parceiro_idx').on(t.parceiro_id, t.created_at, t.id),
    index('registros_tese_idx').on(t.tese_id, t.created_at, t.id),
    index('registros_razao_social_idx').on(t.razao_social, t.id),
    index('registros_valido_ate_idx').on(t.valido_ate, t.id),
    index('registros_chave_idx').on(t.cnpj_raiz, t.tese_id, t.estado),
    index('registros_aprovados_idx').on(t.valido_ate).where(sql`${t.estado} = 'aprovado'`),
    index('registros_razao_social_trgm_idx').using('gin', sql`search_text(${t.razao_social}) gin_trgm_ops`),
    index('registros_cnpj_trgm_idx').using('gin', sql`${t.cnpj} gin_trgm_ops`),
  ],
);

export type Registro = typeof registros.$inferSelect;
