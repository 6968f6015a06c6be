// Which /api/v1 path serves each react-admin resource. Resource names follow the portal's URLs;
// the API speaks its own names. Adding a resource adds one entry here.
import type { Identifier, RaRecord } from 'react-admin';
import { registry } from '../../common/resources';

/** Filters, bodies and answers are the API's JSON; each route knows the fields it reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export type ResourceRoute = {
  /** The collection's path, e.g. 'users'. One record lives at `${path}/${id}` unless onePath says otherwise. */
  path: string;
  /** For lists that hang under a parent, e.g. a person's addresses. */
  listPath?: (filter: Json) => string;
  onePath?: (id: Identifier) => string;
  createPath?: (data: Json) => string;
  /** Turns a GET-one answer into the record (e.g. the person detail shape). */
  fromOne?: (body: Json) => RaRecord;
  /** The query-string name of the text search; react-admin's filter is `q`. */
  searchParam?: string;
  updateMethod?: 'PUT' | 'PATCH';
  /** The common/policy.ts resource that guards it, when its name differs (e.g. 'admin' -> 'users'). */
  policy?: string;
  /**
   * The policy action that guards a react-admin action, when it differs: the /admin screen's list is
   * 'users.manage' (role 1), not the API's 'users.list' (every staff role, for pickers).
   */
  policyActions?: Record<string, string>;
};

/** The declared resources (common/resources/): their API path; a `manage` permission guards the screen's list. */
const declaredRoutes: Record<string, ResourceRoute> = Object.fromEntries(
  registry.map((declaration) => [
    declaration.name,
    { path: declaration.apiPath, ...(declaration.access.manage ? { policyActions: { list: 'manage' } } : {}) },
  ]),
);

export const resourceRoutes: Record<string, ResourceRoute> = {
  admin: { path: 'users', policy: 'users', policyActions: { list: 'manage' } },
  users: { path: 'users' },
  pessoas: { path: 'persons', policy: 'persons', fromOne: (body) => (body?.person ? { ...body.person, addresses: body.addresses ?? [], contacts: body.contacts ?? [], bank_accounts: body.bank_accounts ?? [], odoo_sync: body.odoo_sync ?? null } : body) },
  personSearch: { path: 'persons/search', policy: 'persons', listPath: (filter) => `persons/search/${encodeURIComponent(String(filter.q ?? ''))}` },
  addresses: { policy: 'persons', path: 'persons/addresses', listPath: (filter) => `persons/${filter.person_id}/addresses`, createPath: (data) => `persons/${data.person_id}/addresses`, updateMethod: 'PUT' },
  contacts: { policy: 'persons', path: 'persons/contacts', listPath: (filter) => `persons/${filter.person_id}/contacts`, createPath: (data) => `persons/${data.person_id}/contacts`, updateMethod: 'PUT' },
  bank_accounts: { policy: 'persons', path: 'persons/bank-accounts', listPath: (filter) => `persons/${filter.person_id}/bank-accounts`, createPath: (data) => `persons/${data.person_id}/bank-accounts`, updateMethod: 'PUT' },
  Vinculos: { path: 'userPersonsLinks/details', policy: 'vinculos' },
  userPersons: { path: 'userPersonsLinks/user', policy: 'vinculos', listPath: (filter) => `userPersonsLinks/user/${filter.user_id}/persons` },
  oportunidades: { path: 'oportunidades' },
  tags: { path: 'oportunidades/tags' },
  anexos: { path: 'oportunidades/anexos', policy: 'oportunidades', listPath: (filter) => `oportunidades/${filter.oportunidade_id}/anexos` },
  oportunidadeHistorico: { path: 'oportunidades/historico', policy: 'oportunidades', listPath: (filter) => `oportunidades/${filter.oportunidade_id}/historico` },
  oportunidadeEnums: { path: 'oportunidades/enums', policy: 'oportunidades', listPath: (filter) => `oportunidades/enums/${filter.kind}` },
  ...declaredRoutes,
};

export function routeOf(resource: string): ResourceRoute {
  const route = resourceRoutes[resource];
  if (!route) throw new Error(`Recurso sem caminho na API: ${resource}`);
  return route;
}
