// The opportunity's history, the kit's (server/resource/rowHistory.ts): one row per changed field (who,
// when, old and new value), written in the same transaction as the change itself, and GET
// /{oportunidade_id}/historico, newest first, a page at a time. Besides the columns, a few events have
// their own field name.
import { sql } from 'drizzle-orm';
import { oportunidadeHistoryEntry, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import { oportunidadeHistorico, oportunidades, users, type Oportunidade } from '../../platform/db/schema';
import { rowHistory } from '../../resource/rowHistory';
import { personNamesById } from '../persons/public';
import { userNamesById } from '../users/public';

/** The columns a person can change, with the label the history shows. */
const TRACKED_FIELDS = {
  titulo: 'Título',
  descricao: 'Descrição',
  cliente_id: 'Cliente',
  parceiro_id: 'Parceiro',
  executivo_vendas_id: 'Executivo de vendas',
  equipe_parceiro_id: 'Equipe do parceiro',
  tese: 'Tese',
  estagio: 'Estágio',
  honorarios: 'Honorários',
  receita_esperada: 'Receita esperada',
  status_resultado: 'Status',
  motivo_perda: 'Motivo da perda',
  odoo_id: 'ID Odoo',
  id_externo: 'ID externo',
  data_prevista_fechamento: 'Fechamento previsto',
  probabilidade: 'Probabilidade (%)',
  comissao_percentual: 'Comissão do parceiro (%)',
} as const satisfies Partial<Record<keyof Oportunidade, string>>;

/**
 * Events that are not a column: created (new_value = title), a tag added (new_value = tag name) or
 * removed (old_value), a document added (new_value = file name), removed (old_value) or re-described.
 */
const HISTORY_EVENTS = {
  criacao: 'Criação',
  tag: 'Tags',
  anexo: 'Documentos',
  anexo_descricao: 'Descrição do documento',
} as const;

export const oportunidadeHistory = rowHistory({
  row: { declaration: oportunidadeDeclaration, table: oportunidades, scope: oportunidadeScope },
  table: oportunidadeHistorico,
  rowColumn: oportunidadeHistorico.oportunidade_id,
  tracked: TRACKED_FIELDS,
  events: HISTORY_EVENTS,
  // By full name, else e-mail.
  author: { table: users, name: sql<string | null>`coalesce(${users.full_name}, ${users.email})` },
  // The clients and partners, executives and teams an entry names.
  names: { pessoas: personNamesById, users: userNamesById },
  entry: oportunidadeHistoryEntry,
  summary: 'O histórico da oportunidade',
});

export const { diff: diffFields, record: recordHistory } = oportunidadeHistory;
