// Turns a resource declaration (common/resources/) and its Drizzle table into the routes of a catalogue:
// GET / (paged {data, count}, search, filters, the declared default order), GET/PATCH/DELETE /:<idParam>,
// POST / (less the declared `omitRoutes`); GET /export (the list's rows as CSV or XLSX) when fields are
// exported; POST /bulk (./crudBulk.ts) when `bulk` is declared; and the server part's `extra` routes. Every
// write goes through ./rowWrites.ts (the declared rules, the hooks, the row scope). Each route carries
// request and response schemas (so /api/docs documents every answer and Fastify serialises through them)
// and the declaration's permission in `config.access` for the guard.
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredExportColumns } from '../../common/export/declared';
import { pageTexts, requiredSchema, servesRoute, type GeneratedDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import { withRules } from '../../common/resources/rules';
import type { CrudAction } from '../../common/resources/types';
import type { Permission, PolicyResource } from '../../common/policy';
import { allOf, containsText, getOr404, idParams, listRows, pageQuery } from '../crud';
import type { User } from '../db/schema';
import { tableBatches } from '../export/tableBatches';
import { sortOrder, sortQuery, type SortParams } from '../listSort';
import { exportRoute, withExportParams } from '../routes/rowSetRoutes';
import { crudBulkRoute } from './crudBulk';
import { declaredColumns } from './declaredColumns';
import { declaredOrder } from './declaredOrder';
import type { ServerParts, StoredRow } from './parts';
import { rowWrites, type CrudTable } from './rowWrites';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function crudRoutes(declaration: GeneratedDeclaration, table: CrudTable, parts: ServerParts = {}): FastifyPluginAsyncZod {
  const { schemas, texts, fields } = declaration;
  const access = (action: CrudAction) => {
    // Without its audience the route would be guarded by a permission the policy does not hold.
    if (!declaration.access[action]) throw new Error(`${declaration.name}: serves ${action} but declares no access.${action}`);
    return { access: `${declaration.name}.${action}` as Permission };
  };
  const serves = (action: CrudAction) => servesRoute(declaration, action);
  // The declared scope and the server's condition agree, so rows are never left open by omission.
  if (('owned' in declaration.rowScope) !== Boolean(parts.scope)) {
    throw new Error(`${declaration.name}: rowScope ${'owned' in declaration.rowScope ? 'owned needs' : 'shared takes no'} server part scope`);
  }
  const columns = table as unknown as Record<string, PgColumn>;
  const searchable = Object.values(declaredColumns(fields, table, 'searchable'));
  const sortColumns = declaredColumns(fields, table, 'sortable');
  const params = idParams(declaration.idParam);
  const rowId = (request: { params: Record<string, number> }) => request.params[declaration.idParam];
  /** What both the list and the export filter by: the declared filters and the search. */
  const searchQuery = z.object({ query: z.string().trim().max(100).optional() });
  const filterQuery = (schemas.filters ?? z.object({})).extend(searchQuery.shape);
  const listQuery = pageQuery.extend(filterQuery.shape).extend(sortQuery(sortColumns).shape);
  const page = pageOf(schemas.row);
  const exportColumns = declaredExportColumns<Record<string, unknown>>(fields);
  const scope = (user: User) => parts.scope?.(user);
  const filterWhere = (user: User, { query, ...filters }: { query?: string } & Record<string, unknown>) =>
    allOf(
      scope(user),
      query ? (parts.search ? parts.search(query) : containsText(searchable, query)) : undefined,
      ...Object.entries(filters)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => (parts.filters?.[name] ? parts.filters[name](value, user) : eq(columns[name], value))),
    );
  const writes = rowWrites(declaration, table, parts);
  /** The committed row, once the after-commit hook has run. */
  const committed = async (app: App, action: 'create' | 'update' | 'delete', row: StoredRow) => {
    await parts.hooks?.afterCommit?.({ action, row }, app);
    return row;
  };

  return async (app) => {
    if (serves('list')) {
      app.get(
        '/',
        { config: access('list'), schema: { querystring: listQuery, response: { 200: page } } },
        async (request) => {
          const { skip, limit, sort, order, ...filters } = request.query as { skip: number; limit: number } & SortParams;
          return listRows(app.db, table, {
            where: filterWhere(request.user, filters),
            orderBy: sortOrder(sortColumns, { sort, order }, table.id, declaredOrder(declaration, table)),
            page: { skip, limit },
          });
        },
      );
    }

    if (exportColumns.length) {
      exportRoute(app, { resource: declaration.name as PolicyResource }, {
        summary: `Exporta ${pageTexts(declaration).noun} do filtro (ou dos ids) em CSV ou XLSX`,
        // Typed as the search alone: a declaration's own filters are only known to it.
        query: withExportParams(filterQuery as unknown as typeof searchQuery),
        fileName: declaration.apiPath,
        columns: exportColumns,
        batches: (db, user, { ids, filter }) =>
          tableBatches(db, table, ids ? allOf(inArray(table.id, ids), scope(user)) : filterWhere(user, filter)),
      });
    }

    if (serves('read')) {
      app.get(`/:${declaration.idParam}`, { config: access('read'), schema: { params, response: { 200: schemas.row } } }, (request) =>
        getOr404(app.db, table, rowId(request), texts.notFound, scope(request.user)),
      );
    }

    if (serves('create')) {
      app.post(
        '/',
        { config: access('create'), schema: { body: withRules(requiredSchema(declaration, 'create'), declaration.rules), response: { 201: schemas.row } } },
        async (request, reply) => {
          await parts.before?.create?.(request);
          const row = await app.db.transaction((tx) => writes.create({ tx, user: request.user }, request.body as Record<string, unknown>));
          return reply.code(201).send(await committed(app, 'create', row));
        },
      );
    }

    if (serves('edit')) {
      app.patch(
        `/:${declaration.idParam}`,
        { config: access('edit'), schema: { params, body: requiredSchema(declaration, 'update'), response: { 200: schemas.row } } },
        async (request) =>
          committed(
            app,
            'update',
            await app.db.transaction((tx) => writes.update({ tx, user: request.user }, rowId(request), request.body as Record<string, unknown>)),
          ),
      );
    }

    if (serves('delete')) {
      app.delete(
        `/:${declaration.idParam}`,
        { config: access('delete'), schema: { params, response: { 200: schemas.row } } },
        async (request) =>
          committed(app, 'delete', await app.db.transaction((tx) => writes.remove({ tx, user: request.user }, rowId(request)))),
      );
    }

    crudBulkRoute(app, declaration, table, { filterQuery, filterWhere, scope, writes, afterCommit: parts.hooks?.afterCommit });
    if (parts.extra) await app.register(parts.extra);
  };
}
