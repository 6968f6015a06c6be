// The list machinery every portal list is built on: page and filters live in the URL as SPEC's flat
// search params (/pessoas?page=2&query=silva&person_type=1&is_active=true&role=1), so a list can be
// bookmarked, shared and reloaded; a bad page reads as 1, unknown values are ignored, and
// react-admin's ?filter={json} links and quoted strings of the old portal still work.
//
//   const filters = { query: 'text', is_active: 'boolean', role: 'number' } satisfies FilterSpec;
//
//   <UrlListBase filters={filters} perPage={10}>
//     <ListHeader title="Gestão de Usuários" actions={<><ListExportButton path="users" fileBase="usuarios" /><AddUserButton /></>} />
//     <ListToolbar>
//       <ListSearch placeholder="Buscar por nome ou email..." />        // 500 ms debounce, or Enter
//       <ListStatusFilter />                                            // Todos os status / Ativo / Inativo
//       <ListSelectFilter source="role" label="Função" allLabel="Todas as funções" choices={...} />
//       <ClearFiltersButton />                                          // 'Limpar Filtros', only when filtered
//     </ListToolbar>
//     <ListCard>                                                        // table, bulk bar and footer
//       <DataTable rowClick="edit" bulkActionButtons={<BulkUpdateButton ... />}
//         empty={<ListEmpty filtered={{ title, text }} empty={{ title, text }} />}>
//         <DataTable.Col source="full_name" label="Nome Completo" />
//       </DataTable>
//       <ListFooter noun="usuários" />                                  // 'Mostrando X de Y usuários' + pages
//     </ListCard>
//   </UrlListBase>
//
// UrlListBase provides an ordinary react-admin ListContext, so useListContext(), DataTable, bulk buttons
// work as documented; the filter names are sent to the API as they are (query, role...), and
// ListExportButton asks the server for the file of the same filters (or of the selection). The selection is held in
// memory for what is on screen (useListSelection.ts): a new page, filter or reload clears it. The API
// does not sort, so the column headers are plain labels. A filter kept out of the URL (a parent id) goes in the `filter` prop.
export { BulkActivationButtons, type ActivationTexts } from './BulkActivationButtons';
export { ClearFiltersButton } from './ClearFiltersButton';
export { DetailsButton } from './DetailsButton';
export { ListEmpty, type EmptyText } from './ListEmpty';
export { ListExportButton } from './ListExportButton';
export { ListFooter } from './ListFooter';
export { NamedRowsBody } from './NamedRowsBody';
export { ListSearch, SEARCH_DEBOUNCE_MS } from './ListSearch';
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
export { MAX_PAGE_SIZE, useUrlListController, type UrlListOptions } from './useUrlListController';
