// A list's columns as the signed-in user arranged them: which are hidden and in what order, kept in
// react-admin's store (localStorage, one per browser) under a key naming the user and the list, so two
// people sharing a browser each keep their own (remembered per user and resource). DataTable and
// ColumnsButton both take it as storeKey; the order is react-admin's `${storeKey}_columnRanks` (the
// table's children's indices in display order). The table (ListDataTable) tells the rest of the list
// (the saved views) its columns' ids and the ones hidden until added through ListColumnsContext.
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useResourceContext, useStore } from 'react-admin';
import { useUserStoreKey } from '../../useUserStoreKey';

/**
 * 'columns' since lists have columns hidden until added ('optional' in the declarations): a hidden list
 * stored before then (under 'datatable') does not name them and would show them all.
 */
export function useColumnsStoreKey(): string {
  const resource = useResourceContext();
  return useUserStoreKey(`${resource}.columns`);
}

/** The table's columns (DataTable.Col source, or label when it has none) and those hidden until added. */
export type ListColumns = { ids: readonly string[]; hiddenByDefault: readonly string[] };

const noColumns: ListColumns = { ids: [], hiddenByDefault: [] };

export const ListColumnsContext = createContext<{ columns: ListColumns; setColumns: (columns: ListColumns) => void }>({
  columns: noColumns,
  setColumns: () => undefined,
});

/** The ids of the columns shown, in display order, from react-admin's ranks and the hidden ones. */
export function shownColumns(ids: readonly string[], ranks: readonly number[] | undefined, hidden: readonly string[]) {
  const order = [...(ranks ?? [])];
  for (let index = order.length; index < ids.length; index++) order.push(index);
  return order.map((index) => ids[index]).filter((id) => Boolean(id) && !hidden.includes(id));
}

/** What a saved view restores: the columns hidden, and those shown in their order when it names them. */
export type ColumnsView = { hidden_columns?: readonly string[]; columns?: readonly string[] };

/**
 * The list's hidden columns (hidden until added by default), its shown columns in display order, and
 * `apply`, which arranges the table as a saved view says.
 */
export function useListColumns() {
  const storeKey = useColumnsStoreKey();
  const { columns } = useContext(ListColumnsContext);
  const { ids, hiddenByDefault } = columns;
  const [hidden, setHidden] = useStore<string[]>(storeKey, [...hiddenByDefault]);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const shown = useMemo(() => shownColumns(ids, ranks, hidden), [ids, ranks, hidden]);

  const apply = useCallback(
    (view: ColumnsView) => {
      if (!view.columns) {
        // A view saved before it kept its columns: the default ones, less those it hid.
        if (view.hidden_columns) setHidden([...new Set([...view.hidden_columns, ...hiddenByDefault])]);
        return;
      }
      const named = view.columns.filter((id) => id && ids.includes(id));
      setHidden(ids.filter((id) => id && !named.includes(id)));
      // By index: the view's columns first in its order, then the others where they are.
      const indices = ids.map((_, index) => index);
      const first = named.map((id) => ids.indexOf(id));
      setRanks([...first, ...indices.filter((index) => !first.includes(index))]);
    },
    [ids, hiddenByDefault, setHidden, setRanks],
  );
  return { hidden, shown, apply };
}

/** The list's hidden columns and their setter (hidden until added, by default, for the given ones). */
export function useHiddenColumns(hiddenByDefault: readonly string[] = []) {
  return useStore<string[]>(useColumnsStoreKey(), [...hiddenByDefault]);
}
