// The history of an opportunity (GET /oportunidades/{id}/historico, newest first) as lines of its
// 'Atividades' timeline (src/features/atividades/AtividadesCard.tsx): what changed, who changed it and
// when. Events (created, tag, document) in words, field changes as 'Label: old → new', each value
// written as its declared field is (fieldText: R$, %, dd/mm/aaaa), codes turned into the catalogues'
// names and persons and users into the names the server sent (old_label and new_label).
import { useGetList } from 'react-admin';
import { oportunidades } from '../../../common/resources/oportunidades';
import type { HistoryLine } from '../atividades/public';
import { fieldText } from '../../ui/kit/declaredFields';
import type { HistoryEntry } from './types';
import type { OportunidadeEnums } from './useOportunidadeEnums';

const HISTORY_LIMIT = 100;

export function useHistory(oportunidadeId: number) {
  return useGetList<HistoryEntry>('oportunidadeHistorico', {
    filter: { oportunidade_id: oportunidadeId },
    pagination: { page: 1, perPage: HISTORY_LIMIT },
    sort: { field: 'created_at', order: 'DESC' },
  });
}

/** What a reference the server could not name is called, with its id ('Pessoa #77'). */
const referenceNoun: Record<string, string> = { pessoas: 'Pessoa', users: 'Usuário' };

function valueText(source: string, value: string | null, name: string | null | undefined, enums: OportunidadeEnums): string {
  if (value === null || value === '') return '—';
  const catalogue = { estagio: enums.stageLabel, status_resultado: enums.statusLabel, tese: enums.thesisLabel }[source];
  if (catalogue) return catalogue(Number(value));
  const field = oportunidades.fields[source as keyof typeof oportunidades.fields];
  if (field?.input === 'reference') return name ?? `${referenceNoun[field.reference ?? '']} #${value}`;
  return field ? fieldText(field, value) : value;
}

function describeHistory(entry: HistoryEntry, enums: OportunidadeEnums): string {
  const { field, old_value: before, new_value: after } = entry;
  switch (field) {
    case 'criacao':
      return `Oportunidade criada: ${after ?? ''}`.trim();
    case 'tag':
      return after ? `Tag adicionada: ${after}` : `Tag removida: ${before ?? ''}`;
    case 'anexo':
      return after ? `Documento adicionado: ${after}` : `Documento removido: ${before ?? ''}`;
    default:
      return `${entry.field_label}: ${valueText(field, before, entry.old_label, enums)} → ${valueText(field, after, entry.new_label, enums)}`;
  }
}

/** The history as timeline lines, each entry in words. */
export const historyLines = (entries: HistoryEntry[], enums: OportunidadeEnums): HistoryLine[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: entry.created_at,
    text: describeHistory(entry, enums),
    who: entry.user_name ?? 'Sistema',
  }));
