// The list page of a declared resource: react-admin's ListBase and DataTable with the declared columns,
// the text search over the searchable fields, a select per declared filter, and the portal's empty
// states and footer (src/components/list).
import { CreateButton, DataTable, ListBase, useCanAccess, useResourceContext, type RaRecord } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../common/resources';
import {
  ClearFiltersButton,
  ListCard,
  ListDataTable,
  ListEmpty,
  ListFooter,
  ListHeader,
  ListSearch,
  ListSelectFilter,
  ListToolbar,
} from '../../components/list';

const PER_PAGE = 10;

/** A cell: the label of an enum or boolean value, otherwise the value itself. */
const cellText = (field: FieldDeclaration, value: unknown) =>
  field.choices?.find((choice) => choice.id === value)?.name ?? (value == null ? '—' : String(value));

export function ResourceList({ declaration }: { declaration: ResourceDeclaration }) {
  const resource = useResourceContext();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const fields = Object.entries(declaration.fields).filter((entry): entry is [string, FieldDeclaration] => !!entry[1]);
  const searchable = fields.some(([, field]) => field.searchable);
  const { texts } = declaration;
  const addButton = canCreate ? <CreateButton label={texts.createTitle} /> : undefined;
  return (
    <ListBase perPage={PER_PAGE} sort={{ field: declaration.orderBy, order: 'ASC' }}>
      <ListHeader title={texts.title} actions={addButton} />
      <ListToolbar>
        {searchable ? <ListSearch placeholder={texts.searchPlaceholder} /> : null}
        {fields
          .filter(([, field]) => field.filter)
          .map(([source, field]) => (
            <ListSelectFilter
              key={source}
              source={source}
              label={field.label}
              allLabel={field.allLabel ?? 'Todos'}
              choices={field.choices ?? []}
            />
          ))}
        <ClearFiltersButton />
      </ListToolbar>
      <ListCard>
        <ListDataTable
          rowClick="edit"
          bulkActionButtons={false}
          empty={<ListEmpty filtered={texts.emptyFiltered} empty={texts.empty} action={addButton} />}
        >
          {fields
            .filter(([, field]) => field.column)
            .map(([source, field]) => (
              <DataTable.Col
                key={source}
                source={source}
                label={field.label}
                disableSort={!field.sortable}
                render={(record: RaRecord) => cellText(field, record[source])}
              />
            ))}
        </ListDataTable>
        <ListFooter
          noun={texts.noun}
          totals={fields.filter(([, field]) => field.total).map(([source]) => ({ source }))}
        />
      </ListCard>
    </ListBase>
  );
}
