import { sql } from 'drizzle-orm';
import { boolean, index, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { idTable, refersTo } from './columns';
import { oportunidades } from './opportunities';
import { persons } from './persons';
import { authorship, users } from './users';

/**
 * Notes, calls, meetings, tasks and e-mails logged by hand on an opportunity or a person
 * (common/resources/atividades.ts, migration 0140). Each list filter has an index that also keeps the
 * list's order (vence_em, created_at, id), so a filtered page reads in order.
 */
export const atividades = idTable(
  'atividades',
  {
    tipo: smallint('tipo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    oportunidade_id: refersTo('oportunidade_id', () => oportunidades.id, 'cascade'),
    pessoa_id: refersTo('pessoa_id', () => persons.id, 'cascade'),
    responsavel_id: refersTo('responsavel_id', () => users.id, 'set null'),
    vence_em: timestamp('vence_em', { withTimezone: true }),
    concluida: boolean('concluida').notNull().default(false),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    interna: boolean('interna').notNull().default(false),
    ...authorship(),
  },
  (t) => [
    index('atividades_order_idx').on(t.vence_em, t.created_at, t.id),
    index('atividades_oportunidade_idx').on(t.oportunidade_id, t.vence_em, t.created_at, t.id),
    index('atividades_pessoa_idx').on(t.pessoa_id, t.vence_em, t.created_at, t.id),
    index('atividades_responsavel_idx').on(t.responsavel_id, t.concluida, t.vence_em, t.created_at, t.id),
    index('atividades_tipo_idx').on(t.tipo, t.vence_em, t.created_at, t.id),
    index('atividades_concluida_idx').on(t.concluida, t.vence_em, t.created_at, t.id),
    // vencidas=true and the daily digest: open tasks by due time.
    index('atividades_open_tasks_idx')
      .on(t.vence_em, t.responsavel_id)
      .where(sql`${t.tipo} = 4 AND NOT ${t.concluida}`),
  ],
);

export type Atividade = typeof atividades.$inferSelect;
