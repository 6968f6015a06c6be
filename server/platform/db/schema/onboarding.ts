import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idTable, ownerId } from './columns';
import { users } from './users';

/** The partner agreement's versions (common/resources/termos.ts, migration 0180). */
export const termos = idTable(
  'termos',
  {
    versao: text('versao').notNull(),
    texto: text('texto').notNull(),
    vigente_desde: timestamp('vigente_desde', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('termos_versao_idx').on(sql`lower(${t.versao})`), index('termos_vigente_desde_idx').on(t.vigente_desde, t.id)],
);

/** Who accepted which version, when, from where (POST /users/me/aceite). */
export const termosAceites = idTable(
  'termos_aceites',
  {
    user_id: ownerId('user_id', () => users.id),
    termo_id: integer('termo_id')
      .notNull()
      .references(() => termos.id, { onDelete: 'restrict' }),
    aceito_em: timestamp('aceito_em', { withTimezone: true }).notNull().defaultNow(),
    client_address: text('client_address'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('termos_aceites_user_termo_idx').on(t.user_id, t.termo_id), index('termos_aceites_termo_idx').on(t.termo_id)],
);

/** One row per recipient and event (server/features/notificacoes/). */
export const notificacoes = idTable(
  'notificacoes',
  {
    user_id: ownerId('user_id', () => users.id),
    evento: text('evento').notNull(),
    titulo: text('titulo').notNull(),
    /** A line more (a refusal's reason), in the list and the e-mail. */
    texto: text('texto'),
    link: text('link'),
    no_app: boolean('no_app').notNull().default(true),
    por_email: boolean('por_email').notNull().default(false),
    email_enviado_em: timestamp('email_enviado_em', { withTimezone: true }),
    lida_em: timestamp('lida_em', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('notificacoes_user_idx').on(t.user_id, t.created_at.desc(), t.id.desc()).where(sql`${t.no_app}`),
    index('notificacoes_unread_idx')
      .on(t.user_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.no_app} AND ${t.lida_em} IS NULL`),
  ],
);

/** A user's choice per event; none means the catalogue's default (common/notificacoes.ts). */
export const notificacaoPreferencias = pgTable(
  'notificacao_preferencias',
  {
    user_id: ownerId('user_id', () => users.id),
    evento: text('evento').notNull(),
    no_app: boolean('no_app').notNull(),
    por_email: boolean('por_email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.evento] })],
);

export type Termo = typeof termos.$inferSelect;
export type Notificacao = typeof notificacoes.$inferSelect;
