// What the bulk bar and its buttons read from the list (useUrlListController.ts keeps it): the selection,
// whether it was extended to every row of the filter, and the last bulk answer; plus how the list names
// its rows ('pessoa', 'pessoas', feminine), given by BulkSelectionToolbar.
import { createContext, useContext } from 'react';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { BulkAnswer, BulkTarget } from '../../../dataProvider/bulk';

/** What the summary dialog shows: the action's name ('Inativar') and the server's answer. */
export type BulkSummary = { title: string; answer: BulkAnswer };

type BulkListContext = {
  resource: string;
  selectedIds: Identifier[];
  data?: RaRecord[];
  total?: number;
  filter?: Record<string, unknown>;
  filterValues: Record<string, unknown>;
  onUnselectItems: () => void;
  allMatching?: boolean;
  onSelectAllMatching?: () => void;
  bulkSummary?: BulkSummary | null;
  setBulkSummary?: (summary: BulkSummary | null) => void;
};

export const useBulkListContext = () => useListContext() as unknown as BulkListContext;

const countFormat = new Intl.NumberFormat('pt-BR');
/** 1234 -> '1.234'. */
export const formatCount = (count: number) => countFormat.format(count);

/** How a list names its rows in the bulk bar, questions and summary. */
export type BulkNouns = { one: string; many: string; feminine: boolean };
export const BulkNounsContext = createContext<BulkNouns>({ one: 'item', many: 'itens', feminine: false });
export const useBulkNouns = () => useContext(BulkNounsContext);

/** '1 pessoa', '1.234 pessoas'. */
export const countOf = (nouns: BulkNouns, count: number) => `${formatCount(count)} ${count === 1 ? nouns.one : nouns.many}`;

/** '1 selecionada', '1.234 selecionados'. */
export const selectedText = (nouns: BulkNouns, count: number) =>
  `${formatCount(count)} ${nouns.feminine ? 'selecionada' : 'selecionado'}${count === 1 ? '' : 's'}`;

/**
 * The selection as a bulk call names it, and how many rows that is; `filter` is every row of the list (its
 * filters and the one kept out of the URL), which the selection names once extended to all results.
 */
export function useBulkSelection() {
  const list = useBulkListContext();
  const allMatching = Boolean(list.allMatching);
  const count = allMatching ? (list.total ?? 0) : list.selectedIds.length;
  const filter = { ...list.filterValues, ...list.filter };
  const target: BulkTarget = allMatching ? { filter } : { ids: list.selectedIds };
  return { count, allMatching, target, filter, list };
}
