// The routes of every declared resource (common/resources/), mounted by server/routes/index.ts. Each
// declaration names its table by its SQL name; the Drizzle table of that name serves it.
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { registry, type ResourceDeclaration } from '../../common/resources';
import * as schema from '../db/schema';
import { crudRoutes, type CrudHooks } from './crudRoutes';

/** Rules beyond the declaration, keyed by resource name (none yet: foreign keys already refuse deleting a row in use). */
const hooks: Record<string, CrudHooks> = {};

const tables = new Map<string, PgTable & { id: PgColumn }>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable & { id: PgColumn } => is(value, PgTable) && 'id' in value)
    .map((table) => [getTableName(table), table]),
);

function tableOf(declaration: ResourceDeclaration) {
  const table = tables.get(declaration.table);
  if (!table) throw new Error(`${declaration.name}: no Drizzle table named ${declaration.table} in server/db/schema`);
  return table;
}

export const declaredRoutes: { prefix: string; plugin: FastifyPluginAsync }[] = registry.map(
  (declaration) => ({
    prefix: `/${declaration.apiPath}`,
    plugin: crudRoutes(declaration, tableOf(declaration), hooks[declaration.name]) as FastifyPluginAsync,
  }),
);
