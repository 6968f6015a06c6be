// /Vinculos 'Gerenciador de vínculos': the external users a link manager looks after,
// searched by name or email, ten a page; a row opens that user's vínculos at /Vinculos/{id}.
import { useMediaQuery, useTheme } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { vinculos } from '../../../common/resources/vinculos';
import { ListPage, ListTable, RowTitleCell, type UrlListOptions } from '../../ui/list';
import { ActiveBadge } from '../persons/public';
import { ListError, ListLoading } from './ListState';
import { LINKS_PER_PAGE, LOAD_ERROR, type VinculoUser } from './types';
import { noMatches } from '../../../common/resources/texts';
import { LOADING } from '../../ui/layout/ScreenLoading';

const { fields } = vinculos;

const vinculoUserList = {
  resource: 'Vinculos',
  filters: { query: 'text' },
  perPage: LINKS_PER_PAGE,
  sortable: Object.entries(fields).flatMap(([source, field]) => (field?.sortable ? [source] : [])),
  errorMessage: LOAD_ERROR,
} satisfies UrlListOptions;

const Column = DataTable.Col<VinculoUser>;

export default function VinculoList() {
  return (
    <ListPage {...vinculoUserList} pageTitle="Vínculos" title="Gerenciador de vínculos" search="Buscar por nome ou email...">
      <VinculoUsersTable />
    </ListPage>
  );
}

function VinculoUsersTable() {
  const { isPending, error } = useListContext<VinculoUser>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const placeholder = isPending ? (
    <ListLoading text={LOADING.links} />
  ) : error ? (
    <ListError text={LOAD_ERROR} />
  ) : undefined;
  return (
    <ListTable<VinculoUser>
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

const vinculoCount = (count: number) =>
  count === 0 ? 'Nenhuma pessoa vinculada' : count === 1 ? '1 pessoa vinculada' : `${count} pessoas vinculadas`;

/** The name, how many persons the user has, and on phones (no Email column) the email too. */
const NameCell = ({ user, withEmail }: { user: VinculoUser; withEmail: boolean }) => (
  <RowTitleCell
    title={user.full_name || 'N/A'}
    faded={!user.full_name}
    details={[withEmail && user.email, vinculoCount(user.links_count)]}
  />
);
