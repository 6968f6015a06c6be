// One history entry (GET /oportunidades/{id}/historico) as a sentence: events (created, tag, document)
// in words, field changes as 'Label: old → new' with codes turned into names (the server names the
// persons and users, old_label and new_label).
import { formatMoney, formatPercent } from '../../i18n/format';
import type { HistoryEntry } from './types';

export type HistoryLabels = {
  stage: (id: number) => string;
  status: (id: number) => string;
  thesis: (id: number) => string;
};

const EMPTY = '—';

function valueText(field: string, value: string | null, name: string | null | undefined, labels: HistoryLabels): string {
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
      return name ?? `Pessoa #${id}`;
    case 'executivo_vendas_id':
    case 'equipe_parceiro_id':
      return name ?? `Usuário #${id}`;
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
      return `${entry.field_label}: ${valueText(field, before, entry.old_label, labels)} → ${valueText(field, after, entry.new_label, labels)}`;
  }
}
