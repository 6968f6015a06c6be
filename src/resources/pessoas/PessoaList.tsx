// /pessoas 'Gestão de Pessoas': search, filters and page in the URL, ten a page.
import { Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataTable } from 'react-admin';
import { labelOf, personRoleFilterChoices, personRoleLabels, personTypeChoices, personTypeLabels } from '../../../common/enums';
import {
  DetailsButton,
  ListDataActions,
  ListPage,
  ListSelectFilter,
  ListStatusFilter,
  ListTable,
  type UrlListOptions,
} from '../../components/list';
import { AddPessoaButton } from './AddPessoaButton';
import { ActiveBadge, OdooSyncBadge, showsOdooBadge } from './PersonBadges';
import { PersonNameCell } from './PersonNameCell';
import { PessoaBulkActions } from './PessoaBulkActions';
import type { Person } from './types';

const personList = {
  filters: { query: 'text', person_type: 'number', is_active: 'boolean', role: 'number' },
  perPage: 10,
  /** The columns the API sorts persons by (server/persons/filters.ts). */
  sortable: ['name'],
} satisfies UrlListOptions;

const Column = DataTable.Col<Person>;

export default function PessoaList() {
  return (
    <ListPage
      {...personList}
      pageTitle="Pessoas"
      title="Gestão de Pessoas"
      actions={
        <>
          <ListDataActions path="persons" noun="pessoas" odoo={{ resource: 'pessoas', action: 'syncOdoo' }} />
          <AddPessoaButton />
        </>
      }
      search="Buscar por nome, documento ou nome fantasia..."
      filterInputs={
        <>
          <ListSelectFilter source="person_type" label="Tipo" allLabel="Todos os tipos" choices={personTypeChoices} />
          <ListSelectFilter source="role" label="Papel" allLabel="Todos os papéis" choices={personRoleFilterChoices} />
          <ListStatusFilter />
        </>
      }
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
  return (
    <ListTable<Person>
      noun="pessoas"
      rowClick="edit"
      bulkActionsToolbar={<PessoaBulkActions />}
      emptyFiltered={{ title: 'Nenhuma pessoa encontrada', text: 'Tente ajustar os filtros de busca' }}
      empty={{ title: 'Nenhuma pessoa cadastrada', text: 'Adicione uma nova pessoa para começar' }}
    >
      <Column source="name" label="Nome" render={(person) => <PersonNameCell person={person} />} />
      {!phone && <Column label="Tipo" render={(person) => labelOf(personTypeLabels, person.person_type)} />}
      {!phone && <Column label="Papel" render={(person) => labelOf(personRoleLabels, person.role ?? null)} />}
      <Column label="Status" render={(person) => <ActiveBadge person={person} />} />
      {!phone && <Column label="Odoo" render={(person) => <OdooCell person={person} />} />}
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
