// The list machinery every portal list is built on: page and filters live in the URL as flat
// search params (/pessoas?page=2&query=silva&person_type=1&is_active=true&role=1), so a list can be
// bookmarked, shared and reloaded; a bad page reads as 1, unknown values are ignored, and
// react-admin's ?filter={json} links and quoted strings of the old portal still work.
//
//   const userList = { filters: { query: 'text', is_active: 'boolean', role: 'number' }, perPage: 10 } satisfies UrlListOptions;
//
//   <ListPage {...userList} pageTitle="Usuários" title="Gestão de Usuários"
//     actions={<><ListExportButton fileBase="usuarios" /><CreateButton /></>}
//     search="Buscar por nome ou email..."                              // 500 ms debounce, or Enter
//     filterInputs={<>
//       <ListStatusFilter />                                            // Todos os status / Ativo / Inativo
//       <ListSelectFilter source="role" label="Função" allLabel="Todas as funções" choices={...} />
//     </>}>                                                             // then 'Limpar Filtros', only when filtered
//     <ListTable noun="usuários" rowClick="edit"                          // 'Mostrando X de Y usuários' + pages
//       empty={{ title, text }} emptyFiltered={{ title, text }}>          // nothing yet / nothing matches
//       <DataTable.Col source="full_name" label="Nome Completo" />
//     </ListTable>
//   </ListPage>
//
// ListPage is a <UrlListBase> with the heading, toolbar and title; UrlListBase alone serves a screen laid out
// otherwise (a user's vínculos).
//
// UrlListBase provides an ordinary react-admin ListContext, so useListContext(), DataTable and bulk
// buttons work as documented; the filter names are sent to the API as they are (query, role...),
// and ListExportButton asks the server for the file of the same filters (or of the selection). The
// selection is held in memory for what is on screen (useListSelection.ts): a new page, filter or reload
// clears it. Bulk actions go through POST /<resource>/bulk (bulk/): <DataTable bulkActionsToolbar={
// <BulkSelectionToolbar nouns=...><BulkActivationButtons /></BulkSelectionToolbar>}> offers "Selecionar
// todos os N resultados" too. A filter kept out of the URL (a parent id) goes in the `filter` prop. A
// list's table is a <ListDataTable> (a DataTable whose hidden columns are kept per user and list, and whose
// row checkboxes are named after their row), usually inside a <ListTable> (the card with the footer and
// the empty states): the toolbar's 'Colunas' and 'Visualizações' (views/) then work on it;
// <ListPage views={[...]}> adds built-in views.
export { ACTIVATION_LABELS, BulkActivationButtons } from './BulkActivationButtons';
export { BulkChoiceDialog } from './bulk/BulkChoiceDialog';
export { BulkConfirmButton } from './bulk/BulkConfirmButton';
export { BulkDialogButton, BulkProgress, useBulkDialog } from './bulk/bulkDialog';
export { BulkSelectionToolbar } from './bulk/BulkSelectionToolbar';
export { countOf, useBulkNouns, type BulkNouns } from './bulk/bulkContext';
export { useBulkAction } from './bulk/useBulkAction';
export { ClearFiltersButton } from './ClearFiltersButton';
export { DetailsButton } from './DetailsButton';
export { ListEmpty, ListLoadError, type EmptyText } from './ListEmpty';
export { ListExportButton } from './ListExportButton';
export { ListFooter, type ListTotal } from './ListFooter';
export { ListOdooSync } from './ListOdooSync';
export { ListAmountFilter, ListDayFilter, ListSwitchFilter } from './ListFilterInputs';
export { ListPage, ListTableCard } from './ListPage';
export { ListTable } from './ListTable';
export { ListError } from './ListError';
export { NamedRowsBody } from './NamedRowsBody';
export { RowTitleCell } from './RowTitleCell';
export { ListSearch, SEARCH_DEBOUNCE_MS } from './ListSearch';
export { SearchField } from './SearchField';
export { useSearchText } from './useSearchText';
export { ListSelectFilter, ListStatusFilter, statusFilterChoices, type FilterChoice } from './ListSelectFilter';
export { ListCard, ListHeader, ListToolbar } from './ListToolbar';
export {
  hasFilterValues,
  parseListLocation,
  parsePage,
  writeListLocation,
  type FilterKind,
  type FilterSpec,
} from './searchParams';
export { UrlListBase } from './UrlListBase';
export { ListDataTable } from './views/ListDataTable';
export type { BuiltInView } from './views/useSavedViews';
export { useUrlListController, type UrlListOptions } from './useUrlListController';
