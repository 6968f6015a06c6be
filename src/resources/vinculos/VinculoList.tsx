// /Vinculos 'Gerenciador de vínculos': the external users a link manager looks after,
// searched by name or email, ten a page; a row opens that user's vínculos at /Vinculos/{id}.
import { useMediaQuery, useTheme } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { ListDataTable, ListEmpty, ListPage, ListTableCard, type UrlListOptions } from '../../components/list';
import { NameCell } from '../../components/list/NameCell';
import { ActiveBadge } from '../pessoas/PersonBadges';
import { ListError, ListLoading } from './ListState';
import { LINKS_PER_PAGE, LOAD_ERROR, type LinkedUser } from './types';

const linkedUserList = {
  resource: 'Vinculos',
  filters: { query: 'text' },
  perPage: LINKS_PER_PAGE,
  /** The columns the API sorts linked users by (server/routes/userPersonsLinks/schemas.ts). */
  sortable: ['full_name', 'email'],
  errorMessage: LOAD_ERROR,
} satisfies UrlListOptions;

const Column = DataTable.Col<LinkedUser>;

export default function VinculoList() {
  return (
    <ListPage
      {...linkedUserList}
      pageTitle="Vínculos"
      title="Gerenciador de vínculos"
      search="Buscar por nome ou email..."
    >
      <ListTableCard noun="vínculos">
        <LinkedUsersTable />
      </ListTableCard>
    </ListPage>
  );
}

function LinkedUsersTable() {
  const { isPending, error } = useListContext<LinkedUser>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (isPending) return <ListLoading text="Carregando vínculos..." />;
  if (error) return <ListError text={LOAD_ERROR} />;
  return (
    <ListDataTable<LinkedUser>
      rowClick="edit"
      bulkActionButtons={false}
      empty={
        <ListEmpty
          filtered={{ title: 'Nenhum usuário encontrado', text: 'Tente ajustar os filtros de busca' }}
          empty={{
            title: 'Nenhum usuário para vincular',
            text: 'Usuários Licenciados, Parceiros e Indicadores aparecem aqui',
          }}
        />
      }
    >
      <Column source="full_name" label="Nome Completo" render={(user) => <UserNameCell user={user} withEmail={phone} />} />
      {!phone && <Column source="email" label="Email" />}
      {!phone && <Column label="Função" render={(user) => labelOf(userRoleLabels, user.role)} />}
      <Column label="Status" render={(user) => <ActiveBadge person={user} />} />
    </ListDataTable>
  );
}

const linkedCount = (count: number) =>
  count === 0 ? 'Nenhuma pessoa vinculada' : count === 1 ? '1 pessoa vinculada' : `${count} pessoas vinculadas`;

/** The name, how many persons the user has, and on phones (no Email column) the email too. */
const UserNameCell = ({ user, withEmail }: { user: LinkedUser; withEmail: boolean }) => (
  <NameCell name={user.full_name || 'N/A'} muted={!user.full_name} lines={[withEmail && user.email, linkedCount(user.links_count)]} />
);
