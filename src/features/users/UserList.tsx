// /admin 'Gestão de Usuários': search, status and role filters in the URL, ten users a
// page. Administrators add, edit, (de)activate and delete users, select several at once and export CSV;
// their own row is marked 'Você' and cannot be changed here.
import { useMediaQuery, useTheme } from '@mui/material';
import { DataTable, useCanAccess, useGetIdentity } from 'react-admin';
import { exportFileBase, type FieldDeclaration } from '../../../common/resources';
import { userFields as fields, users } from '../../../common/resources/users';
import { ListExportButton, ListPage, ListSelectFilter, ListTable, type UrlListOptions } from '../../ui/list';
import { DeclaredBulkBar } from '../../ui/kit/DeclaredBulkBar';
import { declaredFilters } from '../../ui/kit/declaredFilters';
import { AddUserButton } from './AddUserDialog';
import type { User } from './types';
import { NameCell, RoleCell, StatusCell } from './UserCells';
import { UserRowActions } from './UserRowActions';

const declared: [string, FieldDeclaration][] = Object.entries(fields);

const userList = {
  resource: 'admin',
  filters: declaredFilters(declared),
  perPage: 10,
  /** The declared columns the API sorts users by. */
  sortable: declared.filter(([, field]) => field.column && field.sortable).map(([source]) => source),
} satisfies UrlListOptions;

/** Status before Função above the list, while the columns show Função first; then the sign-up's state ('Aguardando aprovação'). */
const filterSources = ['is_active', 'role', 'cadastro'] as const;

const Column = DataTable.Col<User>;
const { texts } = users;

const UserList = () => {
  const { canAccess: canManage = false } = useCanAccess({ resource: 'users', action: 'edit' });
  const { identity } = useGetIdentity();
  const isSelf = (user: User) => user.id === identity?.id;
  // Below lg (phones, and 1024 px laptops, where the side menu leaves some 750 px) Email, Função and
  // Status fold under the name (as the other lists fold their columns), so the name and the actions fit
  // the width without a sideways scroll.
  const folded = useMediaQuery(useTheme().breakpoints.down('lg'));

  return (
    <ListPage
      {...userList}
      pageTitle={texts.title}
      title="Gestão de Usuários"
      actions={
        canManage && (
          <>
            <ListExportButton fileBase={exportFileBase(users)} />
            <AddUserButton />
          </>
        )
      }
      search={texts.searchPlaceholder}
      filterInputs={
        <>
          {filterSources.map((source) => {
            const { label, allLabel, choices } = fields[source];
            return <ListSelectFilter key={source} source={source} label={label} allLabel={allLabel} choices={choices} />;
          })}
        </>
      }
    >
      <ListTable<User>
        noun={texts.noun}
        rowClick={false}
        bulkActionButtons={canManage}
        bulkActionsToolbar={canManage ? <DeclaredBulkBar declaration={users} /> : undefined}
        isRowSelectable={(user) => !isSelf(user)}
        emptyFiltered={texts.emptyFiltered}
        empty={texts.empty}
      >
        <Column source="full_name" label={fields.full_name.label} render={(user) => <NameCell user={user} isSelf={isSelf(user)} folded={folded} />} />
        {!folded && <Column source="email" label={fields.email.label} />}
        {!folded && <Column label={fields.role.label} render={(user) => <RoleCell user={user} />} />}
        {!folded && <Column label={fields.is_active.label} render={(user) => <StatusCell user={user} />} />}
        {canManage && (
          <Column label="Ações" render={(user) => <UserRowActions user={user} isSelf={isSelf(user)} />} />
        )}
      </ListTable>
    </ListPage>
  );
};

export default UserList;
