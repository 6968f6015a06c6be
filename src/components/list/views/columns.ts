// Where a list's hidden columns are kept: react-admin's store (localStorage, one per browser) under a key
// naming the signed-in user and the list, so two people sharing a browser each keep their own columns
// (remembered per user and resource). DataTable and ColumnsButton both take it as storeKey.
import { useGetIdentity, useResourceContext, useStore } from 'react-admin';

export function useColumnsStoreKey(): string {
  const resource = useResourceContext();
  const { identity } = useGetIdentity();
  return `${resource}.datatable.user-${identity?.id ?? 'anon'}`;
}

/** The list's hidden columns (DataTable.Col source, or label when it has none) and their setter. */
export function useHiddenColumns() {
  return useStore<string[]>(useColumnsStoreKey(), []);
}
