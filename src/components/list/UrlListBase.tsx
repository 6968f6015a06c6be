import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider } from 'react-admin';
import { useUrlListController, type UrlListOptions } from './useUrlListController';

/** Like react-admin's <ListBase>, with the page and filters in SPEC's flat search params. */
export function UrlListBase({ children, ...options }: UrlListOptions & { children: ReactNode }) {
  const controller = useUrlListController(options);
  return (
    <ResourceContextProvider value={controller.resource}>
      <ListContextProvider value={controller}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}
