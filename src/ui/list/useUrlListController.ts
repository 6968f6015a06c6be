// react-admin's useListController, with the URL's flat search params as the one source of the page, the
// filters, the sort and the page size (react-admin's own sync writes ?filter={json}&perPage=…, and a
// store that brings old filters back). The controller fetches, checks access and builds the
// ListControllerResult, so everything that reads the ListContext (DataTable, bulk buttons) works
// unchanged; this hook reads the URL, writes it, and keeps the controller's state in step with it. The
// export is the server's (ListExportButton.tsx), so the list offers no in-browser one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useAuthenticated,
  useCanAccess,
  useListController,
  useNotify,
  useResourceContext,
  type FilterPayload,
  type GetListParams,
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

  // react-admin's controller asks for the list once the user is authenticated and the access check has
  // answered, whatever the answer; a refused role is sent to /access-denied without its list being asked
  // for. These are the controller's own queries (same keys), read without their side effects.
  const { isPending: authPending } = useAuthenticated({ enabled: !disableAuthentication, logoutOnFailure: false });
  const { canAccess } = useCanAccess({ action: 'list', resource, enabled: !disableAuthentication && !authPending });

  const controller = useListController<RecordType>({
    resource,
    // The URL is read and written here, and the selection is this page's only (useListSelection.ts).
    disableSyncWithLocation: true,
    storeKey: false,
    exporter: false,
    disableAuthentication,
    // The filter goes in whole as the controller's permanent one: its own filter state stays empty.
    filter: queryFilter,
    // The controller's first sort and page size; it then keeps them in its own state, kept in step below.
    sort,
    perPage,
    queryOptions: {
      // Only the URL's page: not the controller's first one, nor its old one while it catches up.
      enabled: (query) => {
        const { pagination, sort: asked } = query.queryKey[2] as Required<Pick<GetListParams, 'pagination' | 'sort'>>;
        const asksTheUrls = pagination.page === page && pagination.perPage === perPage && sameSort(asked, sort);
        return asksTheUrls && (disableAuthentication || (!authPending && canAccess === true));
      },
      // In place of the controller's toast (one toast, with the list's own text when it has one).
      onError: (error) =>
        notify(errorMessage ?? ((error as Error)?.message || 'ra.notification.http_error'), { type: 'error' }),
    },
  });
  const inStep = controller.page === page && controller.perPage === perPage && sameSort(controller.sort, sort);
  const { data, total, isPending, isFetching } = controller;

  // The controller has no props for its page, and its sort and page size are props only until its first
  // change: a URL that says otherwise (a link, a click, Back) is handed to its setters, which apply on the
  // next tick. Its list is not asked for meanwhile (enabled above). Sort and page size start it at page 1,
  // so the page goes last. `leaving` is the page the URL is leaving for one the controller was already sent
  // to (the page past the end, below): the URL changes in a transition, later than the controller, which is
  // not sent back meanwhile.
  const leaving = useRef<number | null>(null);
  useEffect(() => {
    if (leaving.current === page) return;
    leaving.current = null;
    if (inStep) return;
    if (!sameSort(controller.sort, sort)) controller.setSort(sort);
    if (controller.perPage !== perPage) controller.setPerPage(perPage);
    controller.setPage(page);
  });

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
  // The controller keeps which filters are shown; their values live in the URL.
  const { showFilter: showControllerFilter, hideFilter: hideControllerFilter } = controller;
  const showFilter = useCallback(
    (name: string, value: unknown) => {
      showControllerFilter(name, undefined);
      if (value !== undefined) setFilters({ ...filterValues, [name]: value });
    },
    [showControllerFilter, filterValues, setFilters],
  );
  const hideFilter = useCallback(
    (name: string) => {
      hideControllerFilter(name);
      const { [name]: _removed, ...rest } = filterValues;
      setFilters(rest);
    },
    [hideControllerFilter, filterValues, setFilters],
  );

  // A page past the end (an old link, or the last row of the last page deleted) shows the last page. The
  // controller checks its page too, but sends an empty one to page 1: this runs after its check, so the
  // controller's next page is this one.
  useEffect(() => {
    if (!inStep || isPending || isFetching) return;
    const lastPage = total == null ? page : Math.max(1, Math.ceil(total / perPage));
    // An empty page the total does not explain goes to page 1, as the controller's does.
    const target = page > lastPage ? lastPage : page > 1 && !data?.length ? 1 : page;
    if (target === page) return;
    leaving.current = page;
    controller.setPage(target);
    navigate({ page: target, filter: filterValues }, true);
  });

  const selection = useListSelection(JSON.stringify([resource, page, perPage, sort, queryFilter]));
  // The answer of the last bulk action, shown by UrlListBase: held here, above the table, since the table
  // (and its bulk bar) is gone when the action leaves the list empty.
  const [bulkSummary, setBulkSummary] = useState<BulkSummary | null>(null);

  return {
    ...controller,
    // What the URL says, at once; the controller follows on the next tick.
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
  } as unknown as ListControllerResult<RecordType>;
}

const sameSort = (a: SortPayload, b: SortPayload) => a.field === b.field && a.order === b.order;
