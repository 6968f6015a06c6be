// The signed-in user's saved views of the current list (GET/POST/DELETE /views), and what opening one
// does: the list's search params in the URL (the page left out, so it opens on page 1) and its columns
// (hidden ones, and the shown ones in their order) in the store the DataTable reads (columns.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useResourceContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ViewParams } from '../../../../common/views';
import type { PortalDataProvider } from '../../../dataProvider';
import { useListColumns, type ColumnsView } from './columns';

/** A view every user of a list has, computed when opened ('Ganhas este mês' is this month's). */
export type BuiltInView = { name: string; search: () => Record<string, string> };

/** Search params that are not the view's: the page, and react-admin's own list bookkeeping. */
const NOT_SAVED = new Set(['page', 'displayedFilters']);

/** The list location in the URL as a view keeps it. */
export const searchOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...params].filter(([name]) => !NOT_SAVED.has(name)));

/** Whether the URL shows exactly this view's search (its entry is then marked as the current one). */
export const sameSearch = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const VIEWS_STALE_MS = 5 * 60_000;

export function useSavedViews() {
  const resource = useResourceContext() as string;
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const columns = useListColumns();
  const queryKey = ['views', resource];
  const { data: views = [], isPending, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getViews(resource),
    // A list's views change only through save and remove below, which refresh them: mounting the list
    // again (back from a detail page) need not ask.
    staleTime: VIEWS_STALE_MS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: (name: string) =>
      dataProvider.saveView({
        resource,
        name,
        params: { search: searchOf(searchParams), hidden_columns: columns.hidden, columns: columns.shown },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => dataProvider.deleteView(id), onSuccess: refresh });

  const applyColumns = columns.apply;
  const open = useCallback(
    (params: ColumnsView & Pick<ViewParams, 'search'>) => {
      setSearchParams(new URLSearchParams(params.search));
      applyColumns(params);
    },
    [setSearchParams, applyColumns],
  );

  return { views, isPending, error, save, remove, open, current: searchOf(searchParams) };
}
