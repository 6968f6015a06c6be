// Which /api/v1 path serves each react-admin resource. Resource names follow the portal's URLs;
// the API speaks its own names. Every path comes from the declarations in common/resources/.
import type { Identifier, RaRecord } from 'react-admin';
import { declarations, routeName, type Collection, type ResourceDeclaration } from '../../common/resources';
import { childCollection } from '../../common/resources/children';
import { persons } from '../../common/resources/persons';

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
   * 'users.manage' (administrators), not the API's 'users.list' (every staff role, for pickers).
   */
  policyActions?: Record<string, string>;
  /**
   * Rows named by their key fields, not an id (a declaration's `rowKey`: a link): react-admin's delete
   * sends `DELETE <path>/` with those fields of the record (`previousData`) as its body.
   */
  keyedDelete?: { path: string; key: readonly string[] };
};

/** A path template's `:name` parts filled from a filter or a record, e.g. 'persons/:person_id/addresses'. */
const fill = (template: string) => (values: Json) =>
  template.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));

/** How a declaration's rows are deleted when a key, not an id, names them (the kit's DELETE / with a body). */
const keyedDelete = (declaration: ResourceDeclaration): Partial<ResourceRoute> =>
  declaration.rowKey ? { keyedDelete: { path: `${declaration.apiPath}/`, key: declaration.rowKey } } : {};

/** A collection a declaration reads: its rows are deleted as the declaration's own (a user's linked persons: their links). */
function collectionRoute(collection: Collection, declaration: ResourceDeclaration): ResourceRoute {
  return {
    path: collection.path,
    policy: declaration.name,
    ...keyedDelete(declaration),
    ...(collection.listPath ? { listPath: fill(collection.listPath) } : {}),
    ...(collection.createPath ? { createPath: fill(collection.createPath) } : {}),
    ...(collection.updateMethod ? { updateMethod: collection.updateMethod } : {}),
    ...(collection.searchParam ? { searchParam: collection.searchParam } : {}),
  };
}

/** A declaration's own route; a `manage` permission guards its screen's list. */
function declaredRoute(declaration: ResourceDeclaration): ResourceRoute {
  return {
    path: declaration.portalPath ?? declaration.apiPath,
    policy: declaration.name,
    ...('manage' in declaration.access ? { policyActions: { list: 'manage' } } : {}),
    ...(declaration.updateMethods ? { updateMethod: declaration.updateMethods[0] } : {}),
    ...(declaration.searchParam ? { searchParam: declaration.searchParam } : {}),
    ...keyedDelete(declaration),
    ...portalAdapters[routeName(declaration)],
  };
}

/** How the portal reads an API answer that is not the record itself. */
const portalAdapters: Record<string, Partial<ResourceRoute>> = {
  pessoas: {
    fromOne: (body) =>
      body?.person
        ? {
            ...body.person,
            // Each list the person owns, under its declared name (common/resources/persons/).
            ...Object.fromEntries((persons.children ?? []).map(({ name }) => [name, body[name] ?? []])),
            odoo_sync: body.odoo_sync ?? null,
          }
        : body,
  },
};

/** Every declared resource (common/resources/) and the collections it reads, by react-admin resource name. */
export const resourceRoutes: Record<string, ResourceRoute> = {
  ...Object.fromEntries(
    declarations.flatMap((declaration) => [
      [routeName(declaration), declaredRoute(declaration)],
      ...Object.entries(declaration.collections ?? {}).map(([name, collection]) => [name, collectionRoute(collection, declaration)]),
      ...(declaration.children ?? []).map((child) => [child.name, collectionRoute(childCollection(child), declaration)]),
    ]),
  ),
  /** The audit trail (server/features/auditoria/routes.ts): read-only, not a declared resource. */
  auditoria: { path: 'auditoria', policy: 'auditoria' },
};

export function routeOf(resource: string): ResourceRoute {
  const route = resourceRoutes[resource];
  if (!route) throw new Error(`Recurso sem caminho na API: ${resource}`);
  return route;
}
