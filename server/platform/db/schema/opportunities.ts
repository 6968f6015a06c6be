import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ResultStatus, Stage } from '../../../../common/enums';
import { createdAt, idTable, money, ownerId, percentage, refersTo } from './columns';
import { persons } from './persons';
import { authorship, authorshipAndUpdate, users } from './users';

export const stages = pgTable('stages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
});

export const theses = idTable(
  'theses',
  {
    name: text('name').notNull(),
    descricao: text('descricao'),
    ativa: boolean('ativa').notNull().default(true),
  },
  (t) => [uniqueIndex('theses_name_key').on(sql`lower(${t.name})`)],
);

export const resultStatuses = pgTable('result_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const oportunidades = idTable('oportunidades', {
  titulo: text('titulo').notNull(),
  descricao: text('descricao'),
  cliente_id: refersTo('cliente_id', () => persons.id, 'restrict'),
  parceiro_id: refersTo('parceiro_id', () => persons.id, 'restrict'),
  executivo_vendas_id: refersTo('executivo_vendas_id', () => users.id, 'set null'),
  equipe_parceiro_id: refersTo('equipe_parceiro_id', () => users.id, 'set null'),
  tese: refersTo('tese', () => theses.id),
  estagio: refersTo('estagio', () => stages.id).notNull().default(Stage.Lead),
  honorarios: numeric('honorarios', { precision: 7, scale: 2 }),
  receita_esperada: money('receita_esperada'),
  status_resultado: refersTo('status_resultado', () => resultStatuses.id).notNull().default(ResultStatus.Open),
  motivo_perda: text('motivo_perda'),
  odoo_id: integer('odoo_id'),
  id_externo: text('id_externo'),
  ...authorshipAndUpdate(),
  /** When it was won or lost; null while open (migration 0004_dashboard.sql). */
  closed_at: timestamp('closed_at', { withTimezone: true }),
  /** The forecast (migration 0150_oportunidade_forecast.sql): YYYY-MM-DD, and 0-100 or null for the stage's default. */
  data_prevista_fechamento: date('data_prevista_fechamento', { mode: 'string' }),
  probabilidade: smallint('probabilidade'),
  /** The partner's share of the fees on this opportunity, over its terms (migration 0190_comissoes.sql). */
  comissao_percentual: percentage('comissao_percentual'),
}, (t) => [
  // The dashboard's and the board's queries (migration 0004_dashboard.sql).
  index('oportunidades_status_closed_at_idx').on(t.status_resultado, t.closed_at),
  index('oportunidades_created_at_idx').on(t.created_at),
  index('oportunidades_open_updated_at_idx').on(t.updated_at).where(sql.raw(`status_resultado = ${ResultStatus.Open}`)),
  // The imports find a row by its ID externo (migration 0012_import.sql).
  index('oportunidades_id_externo_idx').on(t.id_externo),
  index('oportunidades_estagio_created_at_idx').on(t.estagio, t.created_at.desc(), t.id.desc()),
  // The list's 'Minhas' and 'fechada' filters (migration 0011_saved_views.sql).
  index('oportunidades_equipe_parceiro_id_idx').on(t.equipe_parceiro_id),
  index('oportunidades_closed_at_idx').on(t.closed_at),
  // The forecast's filter and the dashboard's forecast (migration 0150_oportunidade_forecast.sql).
  index('oportunidades_data_prevista_fechamento_idx').on(t.data_prevista_fechamento),
  index('oportunidades_open_forecast_idx')
    .on(t.data_prevista_fechamento)
    .where(sql.raw(`status_resultado = ${ResultStatus.Open}`)),
]);

export const tags = idTable('tags', {
  name: text('name').notNull(),
  color: text('color').notNull().default('blue'),
  created_at: createdAt(),
});

export const oportunidadeTags = pgTable(
  'oportunidade_tags',
  {
    oportunidade_id: ownerId('oportunidade_id', () => oportunidades.id),
    tag_id: ownerId('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.oportunidade_id, t.tag_id] })],
);

export const anexos = idTable('anexos', {
  oportunidade_id: ownerId('oportunidade_id', () => oportunidades.id),
  nome_arquivo: text('nome_arquivo').notNull(),
  descricao: text('descricao'),
  tamanho_bytes: bigint('tamanho_bytes', { mode: 'number' }).notNull(),
  content_type: text('content_type').notNull(),
  storage_key: text('storage_key').notNull(),
  ...authorship(),
});

export const oportunidadeHistorico = idTable('oportunidade_historico', {
  oportunidade_id: ownerId('oportunidade_id', () => oportunidades.id),
  user_id: refersTo('user_id', () => users.id, 'set null'),
  field: text('field').notNull(),
  old_value: text('old_value'),
  new_value: text('new_value'),
  created_at: createdAt(),
});

export type Oportunidade = typeof oportunidades.$inferSelect;
export type Tag = typeof tags.$inferSelect;
export type Anexo = typeof anexos.$inferSelect;
