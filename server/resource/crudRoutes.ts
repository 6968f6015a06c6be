// Turns a resource declaration (common/resources/) and its Drizzle table into the routes of a catalogue:
// GET / (paged {data, count}, search, filters, the declared default order), GET/PATCH/DELETE /:<idParam>,
// POST /, GET /export (the list's rows as CSV or XLSX) when fields are exported, less the declared
// `omitRoutes`; POST /bulk (./crudBulk.ts) when `bulk` is declared; and the server part's `extra` routes. Every
// write goes through ./rowWrites.ts (the declared rules, the hooks, the row scope). Each route carries
// request and response schemas (so /api/docs documents every answer and Fastify serialises through them)
// and the declaration's permission in `config.access` for the guard.
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredExportColumns } from '../../common/export/declared';
import { exportFileBase, pageTexts, requiredSchema, servesExport, servesRoute, type ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import { withRules } from '../../common/resources/rules';
import type { CrudAction } from '../../common/resources/types';
import type { Permission, PolicyResource } from '../../common/policy';
import { allOf, getOr404, idParams, listRows, pageQuery } from './crud';
import { tableBatches } from './export/tableBatches';
import { sortOrder, sortQuery, type SortParams } from './listSort';
import { exportRoute, withExportParams } from './rowSetRoutes';
import { crudBulkRoute } from './crudBulk';
import { preparedPages } from './preparedPages';
import { declaredColumns } from './declaredColumns';
import { listCondition, listTotals, searchQuery, totalFields } from './listCondition';
import { declaredOrder } from './declaredOrder';
import type { ServerParts, StoredRow } from './parts';
import { rowWrites, type CrudTable } from './rowWrites';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** DELETE's acknowledgement where the declaration words one (`texts.deleted`), the FastAPI template's. */
const deletedAnswer = z.object({ message: z.string() });

export function crudRoutes(declaration: ResourceDeclaration, table: CrudTable, parts: ServerParts = {}): FastifyPluginAsyncZod {
  const { schemas, texts, fields } = declaration;
  const access = (action: CrudAction) => {
    // Without its audience the route would be guarded by a permission the policy does not hold.
    if (!declaration.access[action]) throw new Error(`${declaration.name}: serves ${action} but declares no access.${action}`);
    return { access: `${declaration.name}.${action}` as Permission };
  };
  const serves = (action: CrudAction) => servesRoute(declaration, action);
  const sortColumns = declaredColumns(fields, table, 'sortable');
  const params = idParams(declaration.idParam);
  const rowId = (request: { params: Record<string, number> }) => request.params[declaration.idParam];
  const { filterQuery, filterWhere, filterShape, scope } = listCondition(declaration, table, parts);
  const listQuery = pageQuery.extend(filterQuery.shape).extend(sortQuery(sortColumns).shape);
  const sums = totalFields(declaration);
  const page = sums.length
    ? pageOf(schemas.row).extend({ sums: z.object(Object.fromEntries(sums.map((field) => [field, z.string()]))) })
    : pageOf(schemas.row);
  const exportColumns = declaredExportColumns<Record<string, unknown>>(fields);
  if (parts.preparedList && (parts.scope || parts.search || sums.length)) {
    throw new Error(`${declaration.name}: a prepared list takes no row scope, custom search or totals`);
  }
  const pages = parts.preparedList ? preparedPages(table, parts.preparedList) : undefined;
  const writes = rowWrites(declaration, table, parts);
  const createStatus = declaration.createStatus ?? 201;
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
          const orderBy = sortOrder(sortColumns, { sort, order }, table.id, declaredOrder(declaration, table));
          if (pages) {
            const shape = filterShape(filters);
            const build = (param: Parameters<typeof shape.where>[0]) => ({ where: shape.where(param, request.user), orderBy });
            return pages(app.db, { key: JSON.stringify([shape.key, sort, order]), values: shape.values, build }, { skip, limit });
          }
          const where = filterWhere(request.user, filters);
          // With declared totals, the count comes with them, in one pass over the filter's rows.
          const totals = sums.length ? await listTotals(app.db, table, sums, where) : undefined;
          const rows = await listRows(app.db, table, {
            where,
            orderBy,
            page: { skip, limit },
            count: totals?.count,
          });
          return totals ? { ...rows, sums: totals.sums } : rows;
        },
      );
    }

    if (servesExport(declaration)) {
      exportRoute(app, { resource: declaration.name as PolicyResource }, {
        summary: `Exporta ${pageTexts(declaration).noun} do filtro (ou dos ids) em CSV ou XLSX`,
        // Typed as the search alone: a declaration's own filters are only known to it.
        query: withExportParams(filterQuery as unknown as typeof searchQuery),
        fileName: exportFileBase(declaration),
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

    if (serves('create') && !declaration.nested) {
      app.post(
        '/',
        {
          config: access('create'),
          schema: { body: withRules(requiredSchema(declaration, 'create'), declaration.rules), response: { [createStatus]: schemas.row } },
        },
        async (request, reply) => {
          const body = (await parts.before?.create?.(request)) ?? (request.body as Record<string, unknown>);
          const row = await app.db.transaction((tx) => writes.create({ tx, user: request.user }, body));
          return reply.code(createStatus).send(await committed(app, 'create', row));
        },
      );
    }

    if (serves('edit')) {
      app.patch(
        `/:${declaration.idParam}`,
        { config: access('edit'), schema: { params, body: requiredSchema(declaration, 'update'), response: { 200: schemas.row } } },
        async (request) => {
          const body = (await parts.before?.update?.(request)) ?? (request.body as Record<string, unknown>);
          return committed(app, 'update', await app.db.transaction((tx) => writes.update({ tx, user: request.user }, rowId(request), body)));
        },
      );
    }

    if (serves('delete')) {
      app.delete(
        `/:${declaration.idParam}`,
        { config: access('delete'), schema: { params, response: { 200: texts.deleted ? deletedAnswer : schemas.row } } },
        async (request) => {
          const row = await committed(app, 'delete', await app.db.transaction((tx) => writes.remove({ tx, user: request.user }, rowId(request))));
          return texts.deleted ? { message: texts.deleted } : row;
        },
      );
    }

    crudBulkRoute(app, declaration, table, { filterQuery, filterWhere, scope, writes, afterCommit: parts.hooks?.afterCommit });
    if (parts.extra) await app.register(parts.extra);
  };
}

/**
 * The routes of a declaration's `nested` rows under their parent's path: GET lists the parent's rows (the
 * list's page and order), POST creates one for it, its column set from the path; mounted at the
 * parent's apiPath by server/declaredRoutes.ts.
 */
export function crudNestedRoutes(declaration: ResourceDeclaration, table: CrudTable, parts: ServerParts = {}): FastifyPluginAsyncZod {
  const { nested, schemas } = declaration;
  if (!nested) throw new Error(`${declaration.name}: declares no nested parent`);
  const columns = table as unknown as Record<string, PgColumn>;
  const path = `/:${nested.parentIdParam}/${nested.segment}`;
  const params = idParams(nested.parentIdParam);
  const parentId = (request: { params: Record<string, number> }) => request.params[nested.parentIdParam];
  const writes = rowWrites(declaration, table, parts);
  const sortColumns = declaredColumns(declaration.fields, table, 'sortable');
  return async (app) => {
    if (servesRoute(declaration, 'list')) {
      app.get(
        path,
        { config: { access: `${declaration.name}.list` as Permission }, schema: { params, querystring: pageQuery, response: { 200: pageOf(schemas.row) } } },
        (request) =>
          listRows(app.db, table, {
            where: allOf(eq(columns[nested.column], parentId(request)), parts.scope?.(request.user)),
            orderBy: sortOrder(sortColumns, { order: 'asc' }, table.id, declaredOrder(declaration, table)),
            page: request.query as { skip: number; limit: number },
          }),
      );
    }
    if (servesRoute(declaration, 'create')) {
      app.post(
        path,
        {
          config: { access: `${declaration.name}.create` as Permission },
          schema: { params, body: withRules(requiredSchema(declaration, 'create'), declaration.rules), response: { 201: schemas.row } },
        },
        async (request, reply) => {
          const values = { ...(request.body as Record<string, unknown>), [nested.column]: parentId(request) };
          const row = await app.db.transaction((tx) => writes.create({ tx, user: request.user }, values));
          await parts.hooks?.afterCommit?.({ action: 'create', row }, app);
          return reply.code(201).send(row);
        },
      );
    }
  };
}
