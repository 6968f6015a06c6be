// The list page of a declared resource, built like every other portal list (src/components/list): the
// search and the declared filters in the URL, the declared columns, the page size chooser, the portal's
// empty states and footer, 'Exportar' when fields are exported (the kit's GET /<path>/export), and the
// bulk bar when the declaration has bulk actions and the user may run them (POST /<path>/bulk).
import { CreateButton, DataTable, ReferenceField, useCanAccess, useResourceContext, type RaRecord } from 'react-admin';
import { pageTexts, type GeneratedDeclaration } from '../../../common/resources';
import { ListExportButton, ListPage, ListTable } from '../../components/list';
import { ActiveBadge } from '../../components/StatusBadge';
import { DeclaredBulkBar } from './DeclaredBulkBar';
import { DeclaredFilterInputs } from './DeclaredFilterInputs';
import { declaredFilters } from './declaredFilters';
import { declaredFields, fieldText } from './declaredFields';

const PER_PAGE = 10;

export function ResourceList({ declaration }: { declaration: GeneratedDeclaration }) {
  const resource = useResourceContext();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canBulk } = useCanAccess({ resource, action: 'bulk' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const fields = declaredFields(declaration);
  const searchable = fields.some(([, field]) => field.searchable);
  const texts = { ...declaration.texts, ...pageTexts(declaration) };
  const bulk = canBulk ? declaration.bulk : undefined;
  const addButton = canCreate ? <CreateButton label={texts.createTitle} /> : undefined;
  const exportButton = fields.some(([, field]) => field.exported) ? <ListExportButton fileBase={declaration.apiPath} /> : null;
  return (
    <ListPage
      filters={declaredFilters(fields, declaration.listFilters)}
      perPage={PER_PAGE}
      sort={{ field: declaration.defaultOrder.field, order: declaration.defaultOrder.direction === 'desc' ? 'DESC' : 'ASC' }}
      sortable={fields.filter(([, field]) => field.sortable).map(([source]) => source)}
      title={texts.title}
      actions={
        <>
          {exportButton}
          {addButton}
        </>
      }
      search={searchable ? texts.searchPlaceholder : undefined}
      filterInputs={<DeclaredFilterInputs fields={fields} listFilters={declaration.listFilters} />}
    >
      <ListTable
        noun={texts.noun}
        totals={fields.filter(([, field]) => field.total).map(([source]) => ({ source }))}
        rowClick={canEdit ? 'edit' : 'show'}
        bulkActionButtons={!!bulk}
        bulkActionsToolbar={bulk ? <DeclaredBulkBar declaration={declaration} /> : undefined}
        empty={texts.empty}
        emptyFiltered={texts.emptyFiltered}
        emptyAction={addButton}
      >
        {fields
          .filter(([, field]) => field.column)
          .map(([source, field]) => (
            <DataTable.Col
              key={source}
              source={source}
              label={field.label}
              disableSort={!field.sortable}
              render={(record: RaRecord) =>
                field.activeFlag ? (
                  <ActiveBadge active={Boolean(record[source])} labels={[fieldText(field, true), fieldText(field, false)]} />
                ) : field.input === 'reference' && field.reference && record[source] != null ? (
                  // The referenced record by its representation (a user's name), not its id.
                  <ReferenceField source={source} reference={field.reference} link={false} record={record} />
                ) : (
                  fieldText(field, record[source])
                )
              }
            />
          ))}
      </ListTable>
    </ListPage>
  );
}
