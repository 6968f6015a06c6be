// The list page of a declared resource, built like every other portal list (src/ui/list): the
// search and the declared filters in the URL, the declared columns, the page size chooser, the portal's
// empty states and footer, 'Exportar' when the kit serves GET /<path>/export (exported fields), 'Importar'
// when it serves POST /<path>/import (an importKey), and the bulk bar when the declaration has bulk actions
// and the user may run them (POST /<path>/bulk).
import type { ReactNode } from 'react';
import { CreateButton, useCanAccess, useResourceContext } from 'react-admin';
import { columnFields, exportFileBase, listTexts, optionalColumns, requiredOrder, servesExport, type ResourceDeclaration } from '../../../common/resources';
import { ImportButton } from '../import/ImportButton';
import { ListExportButton, ListPage, ListTable } from '../list';
import { DeclaredBulkBar } from './DeclaredBulkBar';
import { DeclaredFilterInputs } from './DeclaredFilterInputs';
import { declaredFilters } from './declaredFilters';
import { declaredColumn, type ListCells } from './declaredColumns';
import { declaredFields } from './declaredFields';

const PER_PAGE = 10;

/**
 * `cells`: the resource's portal parts' own cells for some declared columns; `actions`: its own buttons
 * beside 'Exportar' (both named in src/resources.tsx).
 */
export function ResourceList({
  declaration,
  cells = {},
  actions,
}: {
  declaration: ResourceDeclaration;
  cells?: ListCells;
  actions?: ReactNode;
}) {
  const resource = useResourceContext();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canBulk } = useCanAccess({ resource, action: 'bulk' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const fields = declaredFields(declaration);
  const searchable = fields.some(([, field]) => field.searchable);
  const texts = { ...declaration.texts, ...listTexts(declaration) };
  const bulk = canBulk ? declaration.bulk : undefined;
  const addButton = canCreate && texts.createTitle ? <CreateButton label={texts.createTitle} /> : undefined;
  // A row opens the record's edit page for whom may edit, else its show page; without one, the edit
  // route's own detail page (a portal part's, e.g. /Vinculos/{id}).
  const rowClick = canEdit || declaration.omitPages?.includes('show') ? 'edit' : 'show';
  const exportButton = servesExport(declaration) ? <ListExportButton fileBase={exportFileBase(declaration)} /> : null;
  // An import creates rows: offered where the kit serves it (an importKey) to whom may create them.
  const importButton = declaration.importKey && canCreate ? <ImportButton path={declaration.apiPath} noun={texts.noun} /> : null;
  const order = requiredOrder(declaration);
  return (
    <ListPage
      filters={declaredFilters(fields, declaration.listFilters)}
      perPage={PER_PAGE}
      sort={{ field: order.field, order: order.direction === 'desc' ? 'DESC' : 'ASC' }}
      sortable={fields.filter(([, field]) => field.sortable).map(([source]) => source)}
      pageTitle={texts.heading && texts.title}
      title={texts.heading ?? texts.title}
      errorMessage={texts.loadError}
      actions={
        <>
          {actions}
          {exportButton}
          {importButton}
          {addButton}
        </>
      }
      search={searchable ? texts.searchPlaceholder : undefined}
      filterInputs={<DeclaredFilterInputs fields={fields} listFilters={declaration.listFilters} />}
    >
      <ListTable
        noun={texts.noun}
        totals={fields.filter(([, field]) => field.total).map(([source]) => ({ source }))}
        rowClick={rowClick}
        states={{ loading: texts.loading, error: texts.loadError }}
        bulkActionButtons={!!bulk}
        bulkActionsToolbar={bulk ? <DeclaredBulkBar declaration={declaration} /> : undefined}
        empty={texts.empty}
        emptyFiltered={texts.emptyFiltered}
        emptyAction={addButton}
        hiddenByDefault={optionalColumns(declaration.fields)}
      >
        {columnFields(declaration.fields).map(([source, field]) => declaredColumn(source, field, { cell: cells[source] }))}
      </ListTable>
    </ListPage>
  );
}
