// Vínculos: which persons an external user (a partner) serves. Link managers (administrators and team
// members) list the external users at /Vinculos and link or unlink persons at /Vinculos/{user_id}. The
// API calls them userPersonsLinks.
import { defineCustomResource } from './types';

export const vinculos = defineCustomResource({
  name: 'vinculos',
  route: 'Vinculos',
  apiPath: 'userPersonsLinks',
  portalPath: 'userPersonsLinks/details',
  idParam: 'user_id',
  representation: 'full_name',
  fields: {},
  access: { list: 'linkManagers', create: 'linkManagers', delete: 'linkManagers' },
  menu: { label: 'Vínculos', icon: 'link', section: 'work' },
  texts: { title: 'Vínculos' },
  collections: { userPersons: { path: 'userPersonsLinks/user', listPath: 'userPersonsLinks/user/:user_id/persons' } },
});
