import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider } from 'react-admin';
import { BulkSummaryDialog } from './bulk/BulkSummaryDialog';
import { useUrlListController, type UrlListOptions } from './useUrlListController';

/**
 * Like react-admin's <ListBase>, with the page and filters in flat search params. It shows the
 * answer of a bulk action too: the table and its bulk bar may be gone by then (the action emptied the list).
 */
export function UrlListBase({ children, ...options }: UrlListOptions & { children: ReactNode }) {
  const controller = useUrlListController(options);
  return (
    <ResourceContextProvider value={controller.resource}>
      <ListContextProvider value={controller}>
        {children}
        <BulkSummaryDialog />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
