import { useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider } from 'react-admin';
import { BulkSummaryDialog } from './bulk/BulkSummaryDialog';
import { useUrlListController, type UrlListOptions } from './useUrlListController';
import { ListColumnsContext, type ListColumns } from './views/columns';

/**
 * Like react-admin's <ListBase>, with the page and filters in flat search params. It shows the
 * answer of a bulk action too: the table and its bulk bar may be gone by then (the action emptied the list).
 */
export function UrlListBase({ children, ...options }: UrlListOptions & { children: ReactNode }) {
  const controller = useUrlListController(options);
  // The table's columns, which it tells here for the toolbar's saved views (views/columns.ts).
  const [columns, setColumns] = useState<ListColumns>({ ids: [], hiddenByDefault: [] });
  const columnsContext = useMemo(() => ({ columns, setColumns }), [columns]);
  return (
    <ResourceContextProvider value={controller.resource}>
      <ListContextProvider value={controller}>
        <ListColumnsContext.Provider value={columnsContext}>
          {children}
          <BulkSummaryDialog />
        </ListColumnsContext.Provider>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
