// The list page of a declared resource, built like every other portal list (src/ui/list): the
// search and the declared filters in the URL, the declared columns, the page size chooser, the portal's
// empty states and footer, 'Exportar' when the kit serves GET /<path>/export (exported fields), 'Importar'
// when it serves POST /<path>/import (an importKey), and the bulk bar when the declaration has bulk actions
// and the user may run them (POST /<path>/bulk). What a resource's list has of its own comes from its
// portal part's `list` (./listParts.ts).
import { CreateButton, useCanAccess, useGetIdentity, useResourceContext, type RaRecord } from 'react-admin';
import { columnFields, exportFileBase, listTexts, optionalColumns, servesExport, type ResourceDeclaration } from '../../../common/resources';
import { ImportButton } from '../import/ImportButton';
import { ListExportButton, ListPage, ListTable } from '../list';
import { DeclaredBulkBar } from './DeclaredBulkBar';
import { DeclaredFilterInputs } from './DeclaredFilterInputs';
import { declaredFilters } from './declaredFilters';
import { useComputedColumnsFilter } from './declaredColumns';
import { declaredFields } from './declaredFields';
import { DialogCreateButton } from './DialogCreateButton';
import { rowActionsColumn, useDeclaredColumns } from './listColumns';
import type { ListParts } from './listParts';

const PER_PAGE = 10;

/**
 * `parts`: the resource's portal part's own cells, buttons and rules for its list (src/resources.tsx);
 * `pages`: which record pages the resource has, where a row click may lead (the kit's, less the
 * declaration's `omitPages`, by default).
 */
export function ResourceList({
  declaration,
  parts = {},
  pages = { edit: !declaration.omitPages?.includes('edit'), show: !declaration.omitPages?.includes('show') },
}: {
  declaration: ResourceDeclaration;
  parts?: ListParts;
  pages?: { edit: boolean; show: boolean };
}) {
  const resource = useResourceContext();
  const { identity } = useGetIdentity();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canBulk } = useCanAccess({ resource, action: 'bulk' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const fields = declaredFields(declaration);
  const columns = useDeclaredColumns(columnFields(declaration.fields), parts);
  // The computed columns the user shows are asked of the API with the page (`?columns=`).
  const computed = useComputedColumnsFilter(declaration.fields);
  const searchable = fields.some(([, field]) => field.searchable);
  const texts = { ...declaration.texts, ...listTexts(declaration) };
  const bulkBar = canBulk ? (parts.bulkActions ?? (declaration.bulk && <DeclaredBulkBar declaration={declaration} />)) : undefined;
  const { createDialog, isRowSelectable } = parts;
  const createTitle = canCreate ? texts.createTitle : undefined;
  const addButton =
    createTitle && (createDialog ? <DialogCreateButton label={createTitle} Dialog={createDialog} /> : <CreateButton label={createTitle} />);
  // A row opens the record's edit page for whom may edit (or when it is the only one), else its show
  // page; nothing without either (records edited in dialogs of the list's own).
  const rowClick = pages.edit && (canEdit || !pages.show) ? 'edit' : pages.show ? 'show' : false;
  const exportButton = servesExport(declaration) ? <ListExportButton fileBase={exportFileBase(declaration)} /> : null;
  // An import creates rows: offered where the kit serves it (an importKey) to whom may create them.
  const importButton = declaration.importKey && canCreate ? <ImportButton path={declaration.apiPath} noun={texts.noun} /> : null;
  // Without a declared order (a list the kit's routes do not serve), the API's own.
  const order = declaration.defaultOrder;
  return (
    <ListPage
      filters={declaredFilters(fields, declaration.listFilters)}
      filter={computed}
      perPage={PER_PAGE}
      sort={order && { field: order.field, order: order.direction === 'desc' ? 'DESC' : 'ASC' }}
      sortable={fields.filter(([, field]) => field.sortable).map(([source]) => source)}
      pageTitle={texts.heading && texts.title}
      title={texts.heading ?? texts.title}
      errorMessage={texts.loadError}
      actions={
        <>
          {parts.actions}
          {exportButton}
          {importButton}
          {addButton}
        </>
      }
      search={searchable ? texts.searchPlaceholder : undefined}
      filterInputs={
        <DeclaredFilterInputs fields={fields} order={parts.filterOrder} choices={parts.filterChoices} listFilters={declaration.listFilters} />
      }
    >
      <ListTable
        noun={texts.noun}
        totals={fields.filter(([, field]) => field.total).map(([source]) => ({ source }))}
        rowClick={rowClick}
        states={{ loading: texts.loading, error: texts.loadError }}
        bulkActionButtons={!!bulkBar}
        bulkActionsToolbar={bulkBar || undefined}
        isRowSelectable={isRowSelectable && ((record: RaRecord) => isRowSelectable(record, identity))}
        empty={texts.empty}
        emptyFiltered={texts.emptyFiltered}
        emptyAction={addButton || undefined}
        hiddenByDefault={optionalColumns(declaration.fields)}
      >
        {columns}
        {parts.rowActions && rowActionsColumn(parts.rowActions)}
      </ListTable>
    </ListPage>
  );
}
