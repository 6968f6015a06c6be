// The 'admin' resource's portal part (/admin, 'Gestão de Usuários'): users, served by /api/v1/users. Its
// list is its own page (the account dialogs live in it); it is loaded on demand, so the public pages do
// not download it.
import { lazyScreen } from '../../ui/layout/lazyScreen';
import type { PortalParts } from '../../ui/kit/resourceViews';
import type { User } from './types';

export default {
  pages: { list: lazyScreen(() => import('./UserList')) },
  recordRepresentation: (user: User) => user.full_name || user.email,
} satisfies PortalParts;
