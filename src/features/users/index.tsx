// The 'admin' resource's portal part (/admin, 'Gestão de Usuários'): users, served by /api/v1/users. Its
// list is the kit's (the declaration's columns, filters, export and bulk bar) with the cells, rules and
// dialogs of its own below: accounts are added, edited, (de)activated and deleted in dialogs, and the
// signed-in user's own row is marked 'Você' and cannot be changed here. The dialogs load on demand, so
// the console does not download them with the list (the kit's form dialog and the audit card are lazy).
import type { PortalParts } from '../../ui/kit/resourceViews';
import { userName, type User } from './types';
import { userForm } from './userForm';
import { isOwnRow, NameCell, RoleCell, StatusCell } from './UserCells';
import { UserRowActions } from './UserRowActions';

export default {
  list: {
    cells: {
      full_name: (user) => <NameCell user={user as User} />,
      role: (user) => <RoleCell user={user as User} />,
      is_active: (user) => <StatusCell user={user as User} />,
    },
    rowActions: UserRowActions,
    isRowSelectable: (user, identity) => !isOwnRow(user, identity),
    // Below lg (phones, and 1024 px laptops, where the side menu leaves some 750 px) Email, Função and
    // Status fold under the name, so the name and the actions fit the width without a sideways scroll.
    folded: { into: 'full_name', columns: ['email', 'role', 'is_active'], below: 'lg' },
    // The SPEC's filters: status, then role; then the sign-up's state ('Aguardando aprovação').
    filterOrder: ['is_active', 'role', 'cadastro'],
  },
  // 'Adicionar Usuário' and 'Editar Usuário' are the kit's dialogs (the declaration's `form`) with these parts.
  form: userForm,
  recordRepresentation: (user: User) => userName(user),
} satisfies PortalParts;
