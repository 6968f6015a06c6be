// The history of an opportunity (GET /oportunidades/{id}/historico, newest first) as lines of its
// 'Atividades' timeline (src/features/atividades/AtividadesCard.tsx): what changed, who changed it and when.
import { useGetList } from 'react-admin';
import type { HistoryLine } from '../atividades/public';
import { describeHistory, type HistoryLabels } from './historyText';
import type { HistoryEntry } from './types';

export const HISTORY_LIMIT = 100;

export function useHistory(oportunidadeId: number) {
  return useGetList<HistoryEntry>('oportunidadeHistorico', {
    filter: { oportunidade_id: oportunidadeId },
    pagination: { page: 1, perPage: HISTORY_LIMIT },
    sort: { field: 'created_at', order: 'DESC' },
  });
}

/** The history as timeline lines, each entry in words. */
export const historyLines = (entries: HistoryEntry[], labels: HistoryLabels): HistoryLine[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: entry.created_at,
    text: describeHistory(entry, labels),
    who: entry.user_name ?? 'Sistema',
  }));
