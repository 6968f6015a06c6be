// The bulk bar of a list: react-admin's BulkActionsToolbar (placed by the theme on its own line, never
// over the search and filters: src/ui/layout/theme/components.ts) saying how many rows are selected in pt-BR
// ('1.234 selecionadas'), with "Selecionar todos os N resultados" once the whole page is ticked and the
// filter has more rows than the page.
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, useDataTableCallbacksContext } from 'react-admin';
import { BulkNounsContext, formatCount, selectedText, useBulkListContext, useBulkSelection, type BulkNouns } from './bulkContext';

function SelectAllMatchingButton() {
  const { list, allMatching } = useBulkSelection();
  const { data = [], selectedIds, total = 0, onSelectAllMatching } = list;
  // The page counts as ticked when every row that may be ticked is (the users list's own row may not).
  const { isRowSelectable = () => true } = useDataTableCallbacksContext();
  const selectable = data.filter((record) => isRowSelectable(record));
  const pageTicked = selectable.length > 0 && selectable.every((record) => selectedIds.includes(record.id));
  if (allMatching || !pageTicked || total <= selectedIds.length || !onSelectAllMatching) return null;
  return (
    <Button size="small" onClick={onSelectAllMatching} sx={{ ml: 1 }}>
      {`Selecionar todos os ${formatCount(total)} resultados`}
    </Button>
  );
}

export function BulkSelectionToolbar({ nouns, children }: { nouns: BulkNouns; children: ReactNode }) {
  const { count, allMatching } = useBulkSelection();
  const list = useBulkListContext();
  const label = allMatching
    ? `${selectedText(nouns, count)} (todos os resultados)`
    : selectedText(nouns, list.selectedIds.length);
  return (
    <BulkNounsContext.Provider value={nouns}>
      <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatchingButton />}>
        {children}
      </BulkActionsToolbar>
    </BulkNounsContext.Provider>
  );
}
