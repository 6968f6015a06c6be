// /Vinculos 'Gerenciador de vínculos': the external users a link manager looks after,
// searched by name or email, ten a page; a row opens that user's vínculos at /Vinculos/{id}.
import { useMediaQuery, useTheme } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { vinculos } from '../../../common/resources/vinculos';
import { ListPage, ListTable, RowTitleCell, type UrlListOptions } from '../../components/list';
import { ActiveBadge } from '../pessoas/PersonBadges';
import { ListError, ListLoading } from './ListState';
import { LINKS_PER_PAGE, LOAD_ERROR, type LinkedUser } from './types';
import { noMatches } from '../../../common/resources/texts';
import { LOADING } from '../../layout/ScreenLoading';

const { fields } = vinculos;

const linkedUserList = {
  resource: 'Vinculos',
  filters: { query: 'text' },
  perPage: LINKS_PER_PAGE,
  sortable: Object.entries(fields).flatMap(([source, field]) => (field?.sortable ? [source] : [])),
  errorMessage: LOAD_ERROR,
} satisfies UrlListOptions;

const Column = DataTable.Col<LinkedUser>;

export default function VinculoList() {
  return (
    <ListPage {...linkedUserList} pageTitle="Vínculos" title="Gerenciador de vínculos" search="Buscar por nome ou email...">
      <LinkedUsersTable />
    </ListPage>
  );
}

function LinkedUsersTable() {
  const { isPending, error } = useListContext<LinkedUser>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const placeholder = isPending ? (
    <ListLoading text={LOADING.links} />
  ) : error ? (
    <ListError text={LOAD_ERROR} />
  ) : undefined;
  return (
    <ListTable<LinkedUser>
      noun="vínculos"
      placeholder={placeholder}
      rowClick="edit"
      bulkActionButtons={false}
      emptyFiltered={noMatches('Nenhum usuário encontrado')}
      empty={{ title: 'Nenhum usuário para vincular', text: 'Usuários Licenciados, Parceiros e Indicadores aparecem aqui' }}
    >
      <Column source="full_name" label={fields.full_name?.label} render={(user) => <NameCell user={user} withEmail={phone} />} />
      {!phone && <Column source="email" label={fields.email?.label} />}
      {!phone && <Column label={fields.role?.label} render={(user) => labelOf(userRoleLabels, user.role)} />}
      <Column label={fields.is_active?.label} render={(user) => <ActiveBadge person={user} />} />
    </ListTable>
  );
}

const linkedCount = (count: number) =>
  count === 0 ? 'Nenhuma pessoa vinculada' : count === 1 ? '1 pessoa vinculada' : `${count} pessoas vinculadas`;

/** The name, how many persons the user has, and on phones (no Email column) the email too. */
const NameCell = ({ user, withEmail }: { user: LinkedUser; withEmail: boolean }) => (
  <RowTitleCell
    title={user.full_name || 'N/A'}
    faded={!user.full_name}
    details={[withEmail && user.email, linkedCount(user.links_count)]}
  />
);
