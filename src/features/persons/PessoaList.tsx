// /pessoas 'Gestão de Pessoas': search, filters and page in the URL, ten a page. The declaration
// (common/resources/persons.ts) gives the columns' labels, the filters and what sorts.
import { Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataTable } from 'react-admin';
import { labelOf, personRoleFilterChoices } from '../../../common/enums';
import { persons } from '../../../common/resources/persons';
import type { FieldChoice, FieldDeclaration, ListTexts } from '../../../common/resources/types';
import {
  DetailsButton,
  ListDataActions,
  ListPage,
  ListTable,
  type UrlListOptions,
} from '../../ui/list';
import { columnFields, optionalColumns } from '../../../common/resources/columns';
import { declaredColumn, useComputedColumnsFilter } from '../../ui/kit/declaredColumns';
import { DeclaredFilterInputs } from '../../ui/kit/DeclaredFilterInputs';
import { declaredFilters } from '../../ui/kit/declaredFilters';
import { AddPessoaButton } from './AddPessoaButton';
import { useIntegration } from '../../ui/integrations/IntegrationsStatus';
import { ActiveBadge, OdooSyncBadge, showsOdooBadge } from './PersonBadges';
import { PersonNameCell } from './PersonNameCell';
import { PessoaBulkActions } from './PessoaBulkActions';
import type { Person } from './types';

/** What the list shows besides its rows: a list needs them all, so the declaration must state them. */
const texts: ListTexts = persons.texts;
const fields = persons.fields as Record<string, FieldDeclaration>;
const declared = Object.entries(fields);

/** The role filter reads in the plural and offers three roles (a person who is both is in either). */
const filterChoices: Record<string, readonly FieldChoice[]> = { role: personRoleFilterChoices };

const personList = {
  filters: declaredFilters(declared),
  perPage: 10,
  /** The columns the API sorts persons by. */
  sortable: declared.filter(([, field]) => field.sortable && field.column).map(([source]) => source),
} satisfies UrlListOptions;

/** An enum field's declared labels, by value. */
const labelsOf = (source: string) => Object.fromEntries((fields[source].choices ?? []).map((choice) => [String(choice.id), choice.name]));
const typeLabels = labelsOf('person_type');
const roleLabels = labelsOf('role');

const Column = DataTable.Col<Person>;

/** The columns the user may add in 'Colunas' (city, phone, e-mail, created date, number of opportunities). */
const addedColumns = columnFields(fields).filter(([, field]) => field.column === 'optional');
const hiddenByDefault = optionalColumns(fields);

export default function PessoaList() {
  // The computed ones the user shows are asked of the API with the page (GET /persons/?columns=).
  const computed = useComputedColumnsFilter(fields);
  return (
    <ListPage
      {...personList}
      filter={computed}
      pageTitle={texts.title}
      title="Gestão de Pessoas"
      actions={
        <>
          <ListDataActions path={persons.apiPath} noun={texts.noun} odoo={{ resource: 'pessoas', action: 'syncOdoo' }} />
          <AddPessoaButton />
        </>
      }
      search={texts.searchPlaceholder}
      filterInputs={<DeclaredFilterInputs fields={declared} choices={filterChoices} />}
    >
      <PersonTable />
    </ListPage>
  );
}

function PersonTable() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Below lg the side menu leaves a 1024 px laptop some 750 px: 'Ver detalhes' shrinks to its icon.
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  // Without Odoo the column would only hold dashes.
  const odoo = useIntegration('odoo');
  return (
    <ListTable<Person>
      noun={texts.noun}
      rowClick="edit"
      bulkActionsToolbar={<PessoaBulkActions />}
      emptyFiltered={texts.emptyFiltered}
      empty={texts.empty}
      hiddenByDefault={hiddenByDefault}
    >
      <Column source="name" label={fields.name.label} render={(person) => <PersonNameCell person={person} />} />
      {!phone && <Column label={fields.person_type.label} render={(person) => labelOf(typeLabels, person.person_type)} />}
      {!phone && <Column label={fields.role.label} render={(person) => labelOf(roleLabels, person.role ?? null)} />}
      <Column label={fields.is_active.label} render={(person) => <ActiveBadge person={person} />} />
      {!phone && odoo && <Column label="Odoo" render={(person) => <OdooCell person={person} />} />}
      {addedColumns.map(([source, field]) => declaredColumn(source, field))}
      <Column label="Ações" align="right">
        <DetailsButton<Person> to={(person) => `/pessoas/${person.id}`} compact={narrow} />
      </Column>
    </ListTable>
  );
}

const OdooCell = ({ person }: { person: Person }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    {showsOdooBadge(person) && <OdooSyncBadge person={person} />}
    <Typography variant="body2" color="text.secondary">
      {person.odoo_company_id ?? '—'}
    </Typography>
  </Stack>
);
