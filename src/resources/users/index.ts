// The 'admin' resource (/admin, 'Gestão de Usuários'): users, served by /api/v1/users. The list is
// loaded on demand, so the public pages do not download it.
import { lazyScreen } from '../../layout/lazyScreen';
import type { User } from './types';

export default {
  list: lazyScreen(() => import('./UserList')),
  recordRepresentation: (user: User) => user.full_name || user.email,
};
