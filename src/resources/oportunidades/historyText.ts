// One history entry (GET /oportunidades/{id}/historico) as a sentence: events (created, tag, document)
// in words, field changes as 'Label: old → new' with codes turned into names.
import { formatMoney, formatPercent } from '../../i18n/format';
import type { HistoryEntry } from './types';

export type HistoryLabels = {
  stage: (id: number) => string;
  status: (id: number) => string;
  thesis: (id: number) => string;
  person: (id: number) => string;
  user: (id: number) => string;
};

const EMPTY = '—';

function valueText(field: string, value: string | null, labels: HistoryLabels): string {
  if (value === null || value === '') return EMPTY;
  const id = Number(value);
  switch (field) {
    case 'estagio':
      return labels.stage(id);
    case 'status_resultado':
      return labels.status(id);
    case 'tese':
      return labels.thesis(id);
    case 'cliente_id':
    case 'parceiro_id':
      return labels.person(id);
    case 'executivo_vendas_id':
    case 'equipe_parceiro_id':
      return labels.user(id);
    case 'receita_esperada':
      return formatMoney(value);
    case 'honorarios':
      return formatPercent(value);
    default:
      return value;
  }
}

export function describeHistory(entry: HistoryEntry, labels: HistoryLabels): string {
  const { field, old_value: before, new_value: after } = entry;
  switch (field) {
    case 'criacao':
      return `Oportunidade criada: ${after ?? ''}`.trim();
    case 'tag':
      return after ? `Tag adicionada: ${after}` : `Tag removida: ${before ?? ''}`;
    case 'anexo':
      return after ? `Documento adicionado: ${after}` : `Documento removido: ${before ?? ''}`;
    default:
      return `${entry.field_label}: ${valueText(field, before, labels)} → ${valueText(field, after, labels)}`;
  }
}
