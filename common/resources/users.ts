// Users: the portal's accounts. Administrators manage them at /admin ('Gestão de Usuários'); staff read
// the list to pick an executivo or a partner; every user reaches its own account through /me.
import { defineCustomResource } from './types';

export const users = defineCustomResource({
  name: 'users',
  route: 'admin',
  apiPath: 'users',
  idParam: 'user_id',
  representation: 'full_name',
  fields: {},
  access: {
    /** GET /users/: staff pick users in forms (executivo, vínculos' partner), so the API list is theirs. */
    list: 'staff',
    /** The 'Gestão de Usuários' screen (/admin) and its menu entry: administrators only. */
    manage: 'admins',
    create: 'admins',
    read: 'admins',
    edit: 'admins',
    delete: 'admins',
    /** POST /users/bulk: (de)activation and deletion, the edit's and delete's audience. */
    bulk: 'admins',
    recoveryPreview: 'superusers',
  },
  menu: { label: 'Usuários', icon: 'admin', section: 'admin' },
  texts: { title: 'Usuários' },
  /** The pickers read the same API list under react-admin's name 'users', guarded by users.list. */
  collections: { users: { path: 'users' } },
});
