// Vínculos: which persons an external user (a partner) serves. Link managers (administrators and team
// members) list the external users at /Vinculos and link or unlink persons at /Vinculos/{user_id}. The
// API calls them userPersonsLinks.
import { z } from 'zod';
import { VinculoCreationMethod, userRoleChoices } from '../enums';
import { apiTimestamp, idRow, nullableText } from './apiValues';
import { booleanChoices } from './fieldPresets';
import { recordId } from './requestValues';
import { defineResource } from './types';
import { userSearchTexts } from './users';

/** A row of /Vinculos (GET /userPersonsLinks/details): an external user and how many persons it has. */
export const vinculoUser = idRow({
  full_name: nullableText,
  email: z.string(),
  role: z.number().int(),
  is_active: z.boolean(),
  person_id: z.number().int().nullable(),
  links_count: z.number().int(),
});

/** The body of POST /userPersonsLinks: who is linked to whom. */
export const createVinculoBody = z.object({
  user_id: recordId,
  person_id: recordId,
  /** Accepted for the portal's sake and ignored: the author of a link is always the caller. */
  created_by_id: recordId.nullish(),
  creation_method: z.number().int().min(1).max(32767).default(VinculoCreationMethod.Manual),
});

/** A link as POST and DELETE /userPersonsLinks answer it. */
export const vinculoRow = z.object({
  user_id: z.number().int(),
  person_id: z.number().int(),
  created_by_id: z.number().int().nullable(),
  creation_method: z.number().int(),
  created_at: apiTimestamp,
});

/** The /Vinculos list's own filter: `query` finds a name or an email. */
export const vinculoUsersFilters = z.object({ query: z.string().trim().max(200).optional() });

export const vinculos = defineResource({
  name: 'vinculos',
  route: 'Vinculos',
  apiPath: 'userPersonsLinks',
  portalPath: 'userPersonsLinks/details',
  idParam: 'user_id',
  representation: 'full_name',
  fields: {
    full_name: { label: 'Nome Completo', input: 'text', column: true, sortable: true, searchable: true },
    email: { label: 'Email', input: 'email', column: true, sortable: true, searchable: true },
    role: { label: 'Função', input: 'enum', choices: userRoleChoices, column: true },
    is_active: {
      label: 'Status',
      input: 'boolean',
      column: true,
      activeFlag: true,
      choices: booleanChoices('Ativo', 'Inativo'),
    },
  },
  schemas: {
    row: vinculoUser,
    create: createVinculoBody,
    filters: vinculoUsersFilters,
    written: vinculoRow,
  },
  access: { list: 'linkManagers', create: 'linkManagers', delete: 'linkManagers' },
  menu: { icon: 'link', section: 'work' },
  texts: {
    title: 'Vínculos',
    notFound: 'Vínculo não encontrado',
    duplicate: 'Vínculo já existe',
    heading: 'Gerenciador de vínculos',
    noun: 'vínculos',
    loading: 'Carregando vínculos...',
    loadError: 'Erro ao carregar vínculos',
    empty: { title: 'Nenhum usuário para vincular', text: 'Usuários Licenciados, Parceiros e Indicadores aparecem aqui' },
    /** It lists the external users, searched as /admin's users are. */
    ...userSearchTexts,
    /** A person's row of /Vinculos/{user_id}: the link between the partner (while it loads, 'o usuário') and the person. */
    deletion: {
      title: 'Remover vínculo',
      confirm: (link: { partner?: string; person: string }) => `Remover o vínculo entre ${link.partner ?? 'o usuário'} e ${link.person}?`,
      warning: 'Esta ação não pode ser desfeita',
      confirmLabel: 'Remover',
      done: 'Vínculo removido com sucesso',
    },
  },
  rowScope: { shared: 'staff only: link managers reach every link; no external role reaches one' },
  /**
   * The kit writes the links (POST and DELETE /, the body naming the link) and lists the users (GET /details)
   * and one user's persons (GET /user/{user_id}/persons), views of other tables (server/resource/viewList.ts).
   */
  table: 'user_person_links',
  rowKey: ['user_id', 'person_id'],
  /** A link's changes show in its person's Auditoria. */
  auditParent: { resource: 'persons', column: 'person_id' },
  omitRoutes: ['list', 'read', 'edit', 'export'],
  /** Links are added in the detail page (/Vinculos/{user_id}, its portal part's edit page). */
  omitPages: ['create', 'show'],
  collections: { userPersons: { path: 'userPersonsLinks/user', listPath: 'userPersonsLinks/user/:user_id/persons' } },
});

/** The user whose linked persons GET /user/{user_id}/persons lists, named beside them: a team member may not read /users/{id}. */
export const partner = vinculoUser.pick({ id: true, full_name: true, email: true, role: true });
