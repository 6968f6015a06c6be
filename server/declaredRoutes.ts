// The routes of every declared resource (common/resources/), each mounted at its declared API path by
// server/routes.ts: the kit's generated routes (./crudRoutes.ts), served from the Drizzle table of
// the declaration's SQL name, less its `omitRoutes`, and its server part's `extra` routes beside them.
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { declarations, routeName, servesExport, servesRoute, type DeclaredResource, type ResourceDeclaration } from '../common/resources';
import type { CrudAction } from '../common/resources/types';
import * as schema from './platform/db/schema';
import { atividadeParts } from './features/atividades/parts';
import { registroParts } from './features/registros/parts';
import { termoParts } from './features/termos/termosParts';
import { comissaoLoteParts, comissaoParts, comissaoTermoParts, recebimentoParts } from './features/comissoes/parts';
import { anexoParts } from './features/anexos/routes';
import { oportunidadeParts } from './features/oportunidades/parts';
import { personParts } from './features/persons/routes';
import { personChildParts } from './features/persons/children';
import { tagParts } from './features/tags/routes';
import { vinculoParts } from './features/vinculos/parts';
import { userParts } from './features/users/parts';
import { crudNestedRoutes, crudRoutes } from './resource/crudRoutes';
import { derivedTable, storesEveryField } from './resource/derivedTable';
import type { ServerParts } from './resource/parts';
import type { References } from './resource/references';

/**
 * Each resource's server part (./parts.ts: hooks, row scope, filters, extra routes), keyed by resource
 * name; teses needs none (foreign keys already refuse deleting a thesis in use). The persons' and the
 * opportunities' routes that the kit does not serve are their own (`extra`); a person's lists (addresses,
 * contacts, bank accounts: its declaration's `children`) are the kit's; an opportunity's own tags and documents
 * (/oportunidades/{id}/tags, /oportunidades/{id}/anexos) are routes of the opportunities.
 */
const serverParts: Partial<Record<DeclaredResource['name'], ServerParts>> & Record<string, ServerParts | undefined> = {
  users: userParts,
  persons: personParts,
  ...personChildParts,
  vinculos: vinculoParts,
  oportunidades: oportunidadeParts,
  tags: tagParts,
  anexos: anexoParts,
  atividades: atividadeParts,
  registros: registroParts,
  termos: termoParts,
  comissoes: comissaoParts,
  comissao_termos: comissaoTermoParts,
  recebimentos: recebimentoParts,
  comissao_lotes: comissaoLoteParts,
};

// A table keyed otherwise than by `id` is only served to a declaration with that `rowKey`, whose routes
// (crudRoutes.ts deleteOf) never reach for the id.
const schemaTables = new Map<string, PgTable & { id: PgColumn }>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable & { id: PgColumn } => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);
const tables = new Map(schemaTables);

/**
 * The table a declaration's generated routes are served from: its Drizzle table in server/platform/db/schema, or,
 * when its fields say what they store, the table derived from them (./derivedTable.ts), made once.
 */
function tableOf(declaration: ResourceDeclaration) {
  const name = declaration.table;
  const table = tables.get(name);
  if (table) return table;
  if (!storesEveryField(declaration)) {
    throw new Error(`${declaration.name}: no Drizzle table named ${name} in server/platform/db/schema, and not every field declares stored`);
  }
  const derived = derivedTable(declaration);
  tables.set(name, derived);
  return derived;
}

/** The tables derived from declarations (tests/api/schemaDrift.test.ts compares them with the migrations). */
export const derivedTables = () =>
  declarations.filter((declaration) => !schemaTables.has(declaration.table)).map(tableOf);

const CRUD_ACTIONS: readonly CrudAction[] = ['list', 'read', 'create', 'edit', 'delete'];

/** Whether the kit generates any route of the declaration; one that generates none needs no table. */
const generatesRoutes = (declaration: ResourceDeclaration) =>
  CRUD_ACTIONS.some((action) => servesRoute(declaration, action)) || servesExport(declaration) || Boolean(declaration.bulk);

/** A declaration's server part, once its declared scope and the server's condition are seen to agree. */
function partsOf(declaration: ResourceDeclaration) {
  const parts = serverParts[declaration.name];
  // The declared scope and the server's condition agree, so rows are never left open by omission.
  if (('owned' in declaration.rowScope) !== Boolean(parts?.scope)) {
    throw new Error(`${declaration.name}: rowScope ${'owned' in declaration.rowScope ? 'owned needs' : 'shared takes no'} server part scope`);
  }
  return parts;
}

/**
 * A reference's target: the declaration whose portal route or collection it names, its table (declared,
 * else of its name) and representation, and its server part's row scope.
 */
const references: References = (reference) => {
  const declaration = declarations.find((candidate) => routeName(candidate) === reference || reference in (candidate.collections ?? {}));
  const table = declaration && tableOf(declaration);
  if (!declaration || !table) return undefined;
  const representation = (table as unknown as Record<string, PgColumn | undefined>)[declaration.representation];
  return representation && { resource: declaration.name, table, representation, scope: serverParts[declaration.name]?.scope };
};

/** The child lists whose primary rows a declaration's import reads (its `importOptions.children`), with their tables and server parts. */
const importedChildren = (declaration: ResourceDeclaration) =>
  (declaration.importOptions?.children ?? []).map((name) => {
    const child = declaration.children?.find((candidate) => candidate.name === name);
    if (!child) throw new Error(`${declaration.name}: importOptions.children names '${name}', which is not one of its children`);
    return { declaration: child, table: tableOf(child), parts: partsOf(child) };
  });

const pluginsOf = (declaration: ResourceDeclaration): FastifyPluginAsync[] => {
  const parts = partsOf(declaration);
  if (generatesRoutes(declaration)) {
    return [crudRoutes(declaration, tableOf(declaration), parts, references, importedChildren(declaration)) as FastifyPluginAsync];
  }
  return [parts?.extra ?? []].flat();
};

/** A declaration's `nested` rows, also served under their parent's path. */
const nestedOf = (declaration: ResourceDeclaration) =>
  declaration.nested
    ? [
        {
          prefix: `/${declaration.nested.parentPath}`,
          plugin: crudNestedRoutes(declaration, tableOf(declaration), partsOf(declaration)) as FastifyPluginAsync,
        },
      ]
    : [];

/** A declaration's routes, then its children's (the lists it owns, each `nested` under it). */
export const declaredRoutes: { prefix: string; plugin: FastifyPluginAsync }[] = declarations.flatMap((declaration) => [
  ...pluginsOf(declaration).map((plugin) => ({ prefix: `/${declaration.apiPath}`, plugin })),
  ...[declaration, ...(declaration.children ?? [])].flatMap(nestedOf),
]);
