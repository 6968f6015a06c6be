// react-admin's list controller, with the URL's flat search params as the one source of the page and
// the filters (react-admin's own keeps them as ?filter={json}). The result is a ListControllerResult, so
// everything that reads the ListContext (DataTable, bulk buttons) works unchanged. The export is the
// server's (ListExportButton.tsx), so the list offers no in-browser one.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useAuthenticated,
  useCanAccess,
  useGetList,
  useNotify,
  useRequireAccess,
  useResourceContext,
  type FilterPayload,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { BulkSummary } from './bulk/bulkContext';
import { parseListLocation, writeListLocation, type FilterSpec } from './searchParams';
import { useListSelection } from './useListSelection';

export type UrlListOptions = {
  resource?: string;
  /** The search params the list understands, e.g. { query: 'text', is_active: 'boolean', role: 'number' }. */
  filters: FilterSpec;
  perPage?: number;
  /** A filter always applied, not shown in the URL (e.g. a parent id). */
  filter?: FilterPayload;
  sort?: SortPayload;
  /** The fields the API sorts this list by: their column headers sort it, kept in the URL (?sort=&order=). */
  sortable?: readonly string[];
  disableAuthentication?: boolean;
  /** The error toast's text when the list cannot load; the server's reason when not given. */
  errorMessage?: string;
};

/** No field: the API's own order (the dataProvider then sends no sort). */
const noSort: SortPayload = { field: '', order: 'ASC' };

/** The page sizes offered after the list's own default size. */
export const PAGE_SIZES = [25, 50, 100] as const;

export function useUrlListController<RecordType extends RaRecord = RaRecord>(
  options: UrlListOptions,
): ListControllerResult<RecordType> {
  const { filters: spec, perPage: defaultPerPage = 10, filter: permanent, sort: defaultSort = noSort } = options;
  const { sortable = [], disableAuthentication = false, errorMessage } = options;
  const resource = useResourceContext(options);
  if (!resource) throw new Error('useUrlListController needs a resource');
  const notify = useNotify();

  const { isPending: authPending } = useAuthenticated({ enabled: !disableAuthentication });
  const access = { action: 'list', resource, enabled: !disableAuthentication && !authPending };
  const { isPending: accessPending } = useRequireAccess(access);
  // The same cached check: useRequireAccess sends a refused role to /access-denied but keeps the answer.
  const { canAccess } = useCanAccess(access);

  const [searchParams, setSearchParams] = useSearchParams();
  const specKey = JSON.stringify(spec);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the spec is compared by value
  const { page, filter: filterValues } = useMemo(() => parseListLocation(searchParams, spec), [searchParams, specKey]);
  const sortField = searchParams.get('sort');
  const sortOrder = searchParams.get('order') === 'desc' ? 'DESC' : 'ASC';
  const sort = useMemo<SortPayload>(
    () => (sortField && sortable.includes(sortField) ? { field: sortField, order: sortOrder } : defaultSort),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists are compared by value
    [sortField, sortOrder, sortable.join(), defaultSort.field, defaultSort.order],
  );
  const sizeParam = Number(searchParams.get('per_page'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : defaultPerPage;
  const queryFilter = useMemo(() => ({ ...filterValues, ...permanent }), [filterValues, permanent]);

  const navigate = useCallback(
    (next: { page: number; filter: FilterPayload }, replace: boolean) =>
      setSearchParams((current) => writeListLocation(current, spec, next), { replace }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, specKey],
  );
  // Filters replace the history entry (typing a search is not a step back), pages add one.
  const setFilters = useCallback(
    (filter: FilterPayload) => navigate({ page: 1, filter: filter ?? {} }, true),
    [navigate],
  );
  const setPage = useCallback((next: number) => navigate({ page: next, filter: filterValues }, false), [navigate, filterValues]);
  /** Sort and page size also start again at page 1; they are the list's own params, like its filters. */
  const setListParam = useCallback(
    (values: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          for (const [name, value] of Object.entries(values)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setSort = useCallback(
    (next: SortPayload) => {
      if (!sortable.includes(next.field)) return;
      setListParam({ sort: next.field, order: next.order === 'DESC' ? 'desc' : 'asc' });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setListParam, sortable.join()],
  );
  const setPerPage = useCallback(
    (next: number) => setListParam({ per_page: next === defaultPerPage ? null : String(next) }),
    [setListParam, defaultPerPage],
  );

  const [displayedFilters, setDisplayedFilters] = useState<Record<string, boolean>>({});
  const showFilter = useCallback(
    (name: string, value: unknown) => {
      setDisplayedFilters((shown) => ({ ...shown, [name]: true }));
      if (value !== undefined) setFilters({ ...filterValues, [name]: value });
    },
    [filterValues, setFilters],
  );
  const hideFilter = useCallback(
    (name: string) => {
      setDisplayedFilters((shown) => ({ ...shown, [name]: false }));
      const { [name]: _removed, ...rest } = filterValues;
      setFilters(rest);
    },
    [filterValues, setFilters],
  );

  const selection = useListSelection(JSON.stringify([resource, page, perPage, sort, queryFilter]));
  // The answer of the last bulk action, shown by UrlListBase: held here, above the table, since the table
  // (and its bulk bar) is gone when the action leaves the list empty.
  const [bulkSummary, setBulkSummary] = useState<BulkSummary | null>(null);

  const query = useGetList<RecordType>(
    resource,
    { pagination: { page, perPage }, sort, filter: queryFilter },
    {
      // A refused role is sent to /access-denied; its list is never asked for (react-admin's own would).
      enabled: disableAuthentication || (!authPending && !accessPending && canAccess === true),
      placeholderData: (previous) => previous,
      retry: false,
      onError: (error) =>
        notify(errorMessage ?? ((error as Error)?.message || 'ra.notification.http_error'), { type: 'error' }),
    },
  );
  const { data, total, isPending, isFetching } = query;

  // A page past the end (an old link, or the last row of the last page deleted) shows the last page.
  useEffect(() => {
    if (isPending || isFetching || total == null) return;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    if (page > lastPage) navigate({ page: lastPage, filter: filterValues }, true);
  }, [isPending, isFetching, total, perPage, page, filterValues, navigate]);

  return {
    ...query,
    data,
    total,
    meta: query.meta,
    resource,
    sort,
    // Without sortable fields, no setSort: the DataTable headers are then plain labels.
    setSort: sortable.length ? setSort : (undefined as unknown as ListControllerResult['setSort']),
    page,
    perPage,
    setPage,
    setPerPage,
    // Read by ListFooter's page size chooser: the list's own size first.
    perPageChoices: [...new Set([defaultPerPage, ...PAGE_SIZES])],
    filter: permanent,
    filterValues,
    displayedFilters,
    setFilters,
    showFilter,
    hideFilter,
    selectedIds: selection.selectedIds,
    onSelect: selection.select,
    onToggleItem: selection.toggle,
    onUnselectItems: selection.clear,
    // react-admin's SelectAllButton: every row on screen, since the selection is this page's only.
    onSelectAll: () => selection.select((data ?? []).map((record) => record.id)),
    // "Selecionar todos os N resultados" (BulkSelectionToolbar.tsx); bulk actions then send the filter.
    allMatching: selection.allMatching,
    onSelectAllMatching: () => selection.selectAllMatching((data ?? []).map((record) => record.id)),
    bulkSummary,
    setBulkSummary,
    defaultTitle: resource,
    hasNextPage: total != null ? page * perPage < total : undefined,
    hasPreviousPage: page > 1,
  } as unknown as ListControllerResult<RecordType>;
}
