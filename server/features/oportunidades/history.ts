// The opportunity's history: one row per changed field (who, when, old and new value), written in the
// same transaction as the change itself. Besides the columns, a few events have their own field name.
import { desc, eq } from 'drizzle-orm';
import type { Page } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidadeHistorico, users, type Oportunidade } from '../../platform/db/schema';
import { personNamesById } from '../persons/public';
import { userNamesById } from '../users/public';

/** The columns a person can change, with the label the history shows. */
export const TRACKED_FIELDS = {
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

export type TrackedField = keyof typeof TRACKED_FIELDS;

/**
 * Events that are not a column: created (new_value = title), a tag added (new_value = tag name) or
 * removed (old_value), a document added (new_value = file name), removed (old_value) or re-described.
 */
export const HISTORY_EVENTS = {
  criacao: 'Criação',
  tag: 'Tags',
  anexo: 'Documentos',
  anexo_descricao: 'Descrição do documento',
} as const;

export type HistoryField = TrackedField | keyof typeof HISTORY_EVENTS;
export type HistoryEntry = { field: HistoryField; old_value: string | null; new_value: string | null };

const labels: Record<string, string> = { ...TRACKED_FIELDS, ...HISTORY_EVENTS };
export const historyFieldLabel = (field: string) => labels[field] ?? field;

const asText = (value: unknown) => (value == null ? null : String(value));

/** One entry per tracked field whose value differs between the row and the changes. */
export function diffFields(current: Oportunidade, changes: Partial<Oportunidade>): HistoryEntry[] {
  return (Object.keys(TRACKED_FIELDS) as TrackedField[])
    .filter((field) => field in changes && asText(changes[field]) !== asText(current[field]))
    .map((field) => ({ field, old_value: asText(current[field]), new_value: asText(changes[field]) }));
}

export async function recordHistory(
  tx: Executor,
  oportunidadeId: number,
  userId: number | null,
  entries: HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(oportunidadeHistorico)
    .values(entries.map((entry) => ({ ...entry, oportunidade_id: oportunidadeId, user_id: userId })));
}

const PERSON_FIELDS = new Set(['cliente_id', 'parceiro_id']);
const USER_FIELDS = new Set(['executivo_vendas_id', 'equipe_parceiro_id']);

type StoredEntry = { field: string; old_value: string | null; new_value: string | null };

/**
 * The names behind the ids a page of history mentions (clients and partners, executives and teams), as
 * old_label and new_label: the reader may not be allowed to open those persons or list those users.
 */
export async function withReferenceNames<E extends StoredEntry>(db: Executor, entries: E[]) {
  const idsOf = (fields: Set<string>) => [
    ...new Set(
      entries
        .filter((e) => fields.has(e.field))
        .flatMap((e) => [e.old_value, e.new_value])
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
  const userIds = idsOf(USER_FIELDS);
  const personNames = await personNamesById(db, idsOf(PERSON_FIELDS));
  const userNames = await userNamesById(db, userIds);
  return entries.map((entry) => {
    const names = PERSON_FIELDS.has(entry.field) ? personNames : USER_FIELDS.has(entry.field) ? userNames : null;
    const label = (value: string | null) => (names && value !== null ? (names.get(Number(value)) ?? null) : null);
    return { ...entry, old_label: label(entry.old_value), new_label: label(entry.new_value) };
  });
}

/** One page of the opportunity's history, newest first, each entry with its label, author and names. */
export async function historyPage(db: Executor, oportunidadeId: number, page: Page) {
  const where = eq(oportunidadeHistorico.oportunidade_id, oportunidadeId);
  const rows = await db
    .select({ entry: oportunidadeHistorico, user_name: users.full_name, user_email: users.email })
    .from(oportunidadeHistorico)
    .leftJoin(users, eq(users.id, oportunidadeHistorico.user_id))
    .where(where)
    .orderBy(desc(oportunidadeHistorico.created_at), desc(oportunidadeHistorico.id))
    .limit(page.limit)
    .offset(page.skip);
  return {
    data: await withReferenceNames(
      db,
      rows.map(({ entry, user_name, user_email }) => ({
        ...entry,
        field_label: historyFieldLabel(entry.field),
        user_name: user_name ?? user_email,
      })),
    ),
    count: await db.$count(oportunidadeHistorico, where),
  };
}
