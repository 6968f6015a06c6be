// The routes of every declared resource (common/resources/), each mounted at its declared API path by
// server/routes/index.ts. The kit serves a generated declaration from the Drizzle table of its SQL name;
// a custom one is served by its own routes, named here.
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { generatedResources, registry, type CustomDeclaration, type DeclaredResource, type GeneratedDeclaration } from '../../common/resources';
import * as schema from '../db/schema';
import { atividadeParts } from '../atividades/parts';
import { registroParts } from '../registros/parts';
import { termoParts } from '../onboarding/termosParts';
import { comissaoLoteParts, comissaoParts, comissaoTermoParts, recebimentoParts } from '../comissoes/parts';
import { anexoParts } from '../routes/anexos';
import oportunidades from '../routes/oportunidades';
import persons from '../routes/persons';
import { tagParts } from '../routes/tags';
import vinculos from '../routes/vinculos';
import users from '../routes/users';
import { crudNestedRoutes, crudRoutes } from './crudRoutes';
import { derivedTable, storesEveryField } from './derivedTable';
import type { ServerParts } from './parts';

type CustomName = Extract<DeclaredResource, { kind: 'custom' }>['name'];

/**
 * The named overrides: each custom resource's own routes. An opportunity's own tags and documents
 * (/oportunidades/{id}/tags, /oportunidades/{id}/anexos) are routes of the opportunities.
 */
const customRoutes: Record<CustomName, FastifyPluginAsync[]> = {
  users: [users],
  persons: [persons],
  vinculos: [vinculos],
  oportunidades: [oportunidades],
};

/**
 * Each generated resource's server part (./parts.ts: hooks, row scope, extra routes), keyed by resource
 * name; teses needs none (foreign keys already refuse deleting a thesis in use).
 */
const serverParts: Partial<Record<GeneratedDeclaration['name'], ServerParts>> = {
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

const schemaTables = new Map<string, PgTable & { id: PgColumn }>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable & { id: PgColumn } => is(value, PgTable) && 'id' in value)
    .map((table) => [getTableName(table), table]),
);
const tables = new Map(schemaTables);

/**
 * The table a generated declaration is served from: its Drizzle table in server/db/schema, or, when its
 * fields say what they store, the table derived from them (./derivedTable.ts), made once.
 */
function tableOf(declaration: GeneratedDeclaration) {
  const table = tables.get(declaration.table);
  if (table) return table;
  if (!storesEveryField(declaration)) {
    throw new Error(`${declaration.name}: no Drizzle table named ${declaration.table} in server/db/schema, and not every field declares stored`);
  }
  const derived = derivedTable(declaration);
  tables.set(declaration.table, derived);
  return derived;
}

/** The tables derived from declarations (tests/api/schemaDrift.test.ts compares them with the migrations). */
export const derivedTables = () => generatedResources.filter((declaration) => !schemaTables.has(declaration.table)).map(tableOf);

const pluginsOf = (declaration: GeneratedDeclaration | CustomDeclaration): FastifyPluginAsync[] =>
  declaration.kind === 'generated'
    ? [crudRoutes(declaration, tableOf(declaration), serverParts[declaration.name]) as FastifyPluginAsync]
    : customRoutes[declaration.name as CustomName];

/** A generated declaration's `nested` rows, also served under their parent's path. */
const nestedOf = (declaration: GeneratedDeclaration | CustomDeclaration) =>
  declaration.kind === 'generated' && declaration.nested
    ? [
        {
          prefix: `/${declaration.nested.parentPath}`,
          plugin: crudNestedRoutes(declaration, tableOf(declaration), serverParts[declaration.name]) as FastifyPluginAsync,
        },
      ]
    : [];

export const declaredRoutes: { prefix: string; plugin: FastifyPluginAsync }[] = registry.flatMap((declaration) => [
  ...pluginsOf(declaration).map((plugin) => ({ prefix: `/${declaration.apiPath}`, plugin })),
  ...nestedOf(declaration),
]);
