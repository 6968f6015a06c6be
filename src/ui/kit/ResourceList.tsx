// The list page of a declared resource, built like every other portal list (src/ui/list): the
// search and the declared filters in the URL, the declared columns, the page size chooser, the portal's
// empty states and footer, 'Exportar' when the kit serves GET /<path>/export (exported fields), 'Importar'
// when it serves POST /<path>/import (an importKey), and the bulk bar when the declaration has bulk actions
// and the user may run them (POST /<path>/bulk). What a resource's list has of its own comes from its
// portal part's `list` (./listParts.ts).
import { useEffect } from 'react';
import { CreateButton, useCanAccess, useGetIdentity, useResourceContext, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { columnFields, exportFileBase, listTexts, optionalColumns, servesExport, type ResourceDeclaration } from '../../../common/resources';
import { ImportButton } from '../import/ImportButton';
import { ListExportButton, ListPage, ListTable } from '../list';
import { DeclaredBulkBar } from './DeclaredBulkBar';
import { DeclaredFilterInputs } from './DeclaredFilterInputs';
import { declaredFilters } from './declaredFilters';
import { useComputedColumnsFilter } from './declaredColumns';
import { declaredFields, sortableSources } from './declaredFields';
import { DialogCreateButton } from './DialogCreateButton';
import { rowActionsColumn, useDeclaredColumns } from './listColumns';
import type { ListParts } from './listParts';

const PER_PAGE = 10;

/** A list without another view always shows its table. */
const tableOnly = () => false;
/** A list whose choices are all declared asks the API for none. */
const noChoices = () => ({});

/** Half MUI's 16 px beside each cell (a `compact` list's): nine columns share a laptop's 1,000 px beside the side menu. */
const compactCells = { '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } };

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
  const useChoices = parts.useChoices ?? noChoices;
  const choices = useChoices();
  const recordName = (record: RaRecord) => String(record[declaration.representation] ?? record.id);
  const columns = useDeclaredColumns(columnFields(declaration.fields), parts, { canEdit: !!canEdit, choices, recordName });
  const useOtherView = parts.viewSwitch?.useShown ?? tableOnly;
  const otherView = useOtherView();
  const { search } = useLocation();
  const { onSearch } = parts;
  useEffect(() => onSearch?.(search), [onSearch, search]);
  // The computed columns the user shows are asked of the API with the page (`?columns=`).
  const computed = useComputedColumnsFilter(declaration.fields);
  const searchable = fields.some(([, field]) => field.searchable);
  const texts = { ...declaration.texts, ...listTexts(declaration) };
  const bulk = parts.bulkSet && declaration.bulk ? { ...declaration.bulk, set: parts.bulkSet } : declaration.bulk;
  const bulkBar = canBulk ? (parts.bulkActions ?? (bulk && <DeclaredBulkBar declaration={declaration} bulk={bulk} choices={choices} />)) : undefined;
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
      perPage={parts.perPage ?? PER_PAGE}
      sort={order && { field: order.field, order: order.direction === 'desc' ? 'DESC' : 'ASC' }}
      sortable={sortableSources(declaration)}
      pageTitle={texts.heading && texts.title}
      title={texts.heading ?? texts.title}
      errorMessage={texts.loadError}
      actions={
        <>
          {parts.viewSwitch?.control}
          {parts.actions}
          {exportButton}
          {importButton}
          {addButton}
        </>
      }
      search={searchable ? texts.searchPlaceholder : undefined}
      views={parts.views}
      filterInputs={
        <DeclaredFilterInputs
          fields={fields}
          order={parts.filterOrder}
          choices={{ ...choices, ...parts.filterChoices }}
          listFilters={declaration.listFilters}
          more={parts.moreFilters}
          hidden={otherView ? parts.viewSwitch?.hidesFilters : undefined}
        />
      }
    >
      {otherView ? (
        parts.viewSwitch?.view
      ) : (
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
          sx={parts.compact ? compactCells : undefined}
        >
          {columns}
          {parts.rowActions && rowActionsColumn(parts.rowActions)}
        </ListTable>
      )}
    </ListPage>
  );
}
