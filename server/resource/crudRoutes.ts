// Turns a resource declaration (common/resources/) and its Drizzle table into the routes of a catalogue:
// GET / (paged {data, count}, search, filters, the declared default order), GET/PATCH/DELETE /:<idParam>
// (DELETE / with the key in its body for rows a declared `rowKey` names),
// POST / (a multipart form with files for a declared `createFiles`: ./createForm.ts), GET /export (the
// list's rows as CSV or XLSX) when fields are exported, less the declared
// `omitRoutes`; POST /bulk (./crudBulk.ts) when `bulk` is declared; PUT and GET <path>/:<idParam>, a row's
// background Odoo sync, for a server part's `odooSync`; and the server part's `extra` routes. Every
// write goes through ./rowWrites.ts (the declared rules, the hooks, the row scope). Each route carries
// request and response schemas (so /api/docs documents every answer and Fastify serialises through them)
// and the declaration's permission in `config.access` for the guard.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExportColumn } from '../../common/export/columns';
import { declaredExportColumns } from '../../common/export/declared';
import { exportFileBase, listTexts, requiredSchema, servesExport, servesRoute, updateMethodsOf, type ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import { computedColumns, computedColumnsQuery } from '../../common/resources/columns';
import { withRules } from '../../common/resources/rules';
import type { CrudAction } from '../../common/resources/types';
import type { Permission, PolicyResource } from '../../common/policy';
import { allOf, idParams, listRows, scopedRows, pageQuery, type ListResult, type Page } from './crud';
import { withComputedColumns } from './computedColumns';
import { tableBatches } from './export/tableBatches';
import { sortOrder, sortQuery, type SortParams } from './listSort';
import { exportRoute, importRoute, withExportParams } from './rowSetRoutes';
import { declaredImport } from './import/declaredImport';
import type { ImportedChild } from './import/batchedImport';
import { referenceTargets, withReferenceNames, type References } from './references';
import { crudBulkRoute } from './crudBulk';
import { preparedPages } from './preparedPages';
import { declaredColumns } from './declaredColumns';
import { listCondition, listTotals, searchQuery, totalFields, type ListFilter } from './listCondition';
import { declaredOrder } from './declaredOrder';
import { viewListRoute } from './viewList';
import type { User } from '../platform/db/schema';
import type { HookContext, ServerParts, StoredRow } from './parts';
import { rowWrites, type CrudTable } from './rowWrites';
import { commitQueue } from './commitQueue';
import { filedUnder, generatedSummaries } from './routeDocs';
import { createForm, type WriteTransaction } from './createForm';
import { syncRoutes } from '../platform/jobs/routes';
import { messageBody, messageSchema } from '../platform/http/message';
import { latestSyncStatus, syncStatusSchema } from '../platform/jobs/queue';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `references`: where a reference field's names are read (server/declaredRoutes.ts knows every declared
 * table), so the export writes names rather than ids.
 */
export function crudRoutes(
  declaration: ResourceDeclaration,
  table: CrudTable,
  parts: ServerParts = {},
  references?: References,
  importedChildren: readonly ImportedChild[] = [],
): FastifyPluginAsyncZod {
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
  const computed = computedColumns(fields);
  // A list with computed fields also takes `columns`, the ones to answer for the page's rows.
  // Extending the filters (not taking their shape) keeps their refinements: a range's end before its start is a 422.
  const listQuery = filterQuery
    .extend(pageQuery.shape)
    .extend(sortQuery(sortColumns).shape)
    .extend(computed.length ? { columns: computedColumnsQuery(fields) } : {});
  const sums = totalFields(declaration);
  const page = sums.length
    ? pageOf(schemas.row).extend({ sums: z.object(Object.fromEntries(sums.map((field) => [field, z.string()]))) })
    : pageOf(schemas.row);
  const exportColumns = declaredExportColumns<Record<string, unknown>>(fields);
  const exportedReferences = referenceTargets(
    Object.fromEntries(Object.entries(fields).filter(([, field]) => field?.exported)),
    references,
  );
  if (parts.preparedList && (parts.scope || parts.search || sums.length)) {
    throw new Error(`${declaration.name}: a prepared list takes no row scope, custom search or totals`);
  }
  if (parts.listPage && parts.preparedList) throw new Error(`${declaration.name}: a list read its own way takes no prepared pages`);
  if (serves('list') && computed.length && !parts.computedColumns) throw new Error(`${declaration.name}: computed fields need the server part's computedColumns`);
  const pages = parts.preparedList ? preparedPages(table, parts.preparedList) : undefined;
  /** The list's order when the request names none, built once (only a resource whose list the kit serves declares one). */
  const defaultOrder = serves('list') ? declaredOrder(declaration, table) : [];
  type ListRequest = { user: User; page: Page; sort: SortParams; filters: ListFilter };
  /** One page of the list: read the resource's own way, from prepared statements, or with its totals. */
  const readPage = async (
    db: App['db'],
    { user, page: bounds, sort, filters }: ListRequest,
  ): Promise<ListResult<StoredRow> & { sums?: Record<string, string>; answered?: boolean }> => {
    if (parts.listPage) return parts.listPage(db, { scope: scope(user), user, filters, page: bounds, sort });
    const orderBy = () => sortOrder(sortColumns, sort, table.id, defaultOrder);
    if (pages) {
      // The statement is built (its condition and order) only the first time its shape is asked.
      const shape = filterShape(filters);
      const build = (param: Parameters<typeof shape.where>[0]) => ({ where: shape.where(param, user), orderBy: orderBy() });
      return pages(db, { key: JSON.stringify([shape.key, sort.sort, sort.order]), values: shape.values, build }, bounds) as Promise<ListResult<StoredRow>>;
    }
    const where = filterWhere(user, filters);
    // With declared totals, the count comes with them, in one pass over the filter's rows.
    const totals = sums.length ? await listTotals(db, table, sums, where) : undefined;
    const rows = (await listRows(db, table, { where, orderBy: orderBy(), page: bounds, count: totals?.count })) as ListResult<StoredRow>;
    return totals ? { ...rows, sums: totals.sums } : rows;
  };
  const writes = rowWrites(declaration, table, parts);
  const createStatus = declaration.createStatus ?? 201;
  /** What the writes answer: the row, or the declared written view of it. */
  const written = schemas.written ?? schemas.row;
  const deleteRoute = deleteOf(declaration, written);
  const summary = generatedSummaries(declaration);
  const sync = parts.odooSync;
  /** One row as the caller reaches it, else the declared 404. */
  const reachable = scopedRows(table, texts.notFound, scope);

  return async (app) => {
    app.addHook('onRoute', filedUnder(declaration));
    /** Rows as answered: through the server part's read model, when the answer says more than the row. */
    const answered = (rows: StoredRow[]) => (parts.readModel?.present ? parts.readModel.present(app.db, rows) : rows);
    const answeredOne = async (row: StoredRow) => (await answered([row]))[0];

    for (const alias of serves('list') ? ['/', ...(parts.listAliases ?? [])] : []) {
      const { path, summary: aliasSummary = summary.list, filters: set = {} } = typeof alias === 'string' ? { path: alias } : alias;
      const { params: pathParams, querystring } = aliasQuery(listQuery, path, set);
      app.get(
        path,
        { config: access('list'), schema: { summary: aliasSummary, ...pathParams, querystring, response: { 200: page } } },
        async (request) => {
          const given = { ...(request.query as object), ...(request.params as object), ...set };
          const { skip, limit, sort, order, columns = [], ...filters } = given as { skip: number; limit: number; columns?: string[] } & SortParams;
          const { answered: ready, ...rows } = await readPage(app.db, { user: request.user, page: { skip, limit }, sort: { sort, order }, filters });
          const shown = ready ? rows : { ...rows, data: (await answered(rows.data)) as StoredRow[] };
          return withComputedColumns(app.db, { table, id: table.id }, shown, columns, () => parts.computedColumns!(request.user));
        },
      );
    }

    for (const by of serves('list') ? (parts.listsBy ?? []) : []) {
      const schema = { summary: by.summary, params: idParams(by.param), querystring: pageQuery, response: { 200: page } };
      app.get(`${by.path}/:${by.param}`, { config: access('list'), schema }, async (request) => {
        const filters = { [by.filter]: (request.params as Record<string, number>)[by.param] };
        const { answered: ready, ...rows } = await readPage(app.db, { user: request.user, page: request.query as Page, sort: { order: 'asc' }, filters });
        return ready ? rows : { ...rows, data: await answered(rows.data) };
      });
    }

    if (servesExport(declaration)) {
      const file = parts.readModel?.export;
      exportRoute(app, { resource: declaration.name as PolicyResource }, {
        summary: `Exporta ${listTexts(declaration).noun} do filtro (ou dos ids) em CSV ou XLSX`,
        // Typed as the search alone: a declaration's own filters are only known to it.
        query: withExportParams(filterQuery as unknown as typeof searchQuery),
        fileName: exportFileBase(declaration),
        // Rows read the resource's own way (parts.exportRows) come with their columns, so they agree; rows the
        // kit reads are completed by the read model's export (names and labels), else their references named.
        columns: (parts.exportRows?.columns as readonly ExportColumn<Record<string, unknown>>[] | undefined) ?? file?.columns ?? exportColumns,
        batches: async (db, user, { ids, filter }) =>
          parts.exportRows
            ? (parts.exportRows.batches(db, user, { ids, filter }) as Promise<AsyncIterable<Record<string, unknown>[]>>)
            : tableBatches(
                db,
                table,
                ids ? allOf(inArray(table.id, ids), scope(user)) : filterWhere(user, filter),
                file ? await file.batch(db) : withReferenceNames(db, user, exportedReferences),
              ),
      });
    }

    if (serves('read')) {
      const detail = parts.readModel?.detail;
      // An Odoo-synced row's detail ends with its latest background sync, so its page shows its state and error.
      const fields = { ...detail?.fields, ...(sync ? { odoo_sync: syncStatusSchema.nullable() } : {}) };
      const response = !detail && !sync ? schemas.row : detail?.under ? z.object({ [detail.under]: schemas.row, ...fields }) : schemas.row.extend(fields);
      app.get(`/:${declaration.idParam}`, { config: access('read'), schema: { summary: summary.read, params, response: { 200: response } } }, async (request) => {
        const row = (await reachable.find(app.db, request.user, rowId(request))) as StoredRow;
        const answer = await answeredOne(row);
        if (!detail && !sync) return answer;
        const added = {
          ...(await detail?.add(app.db, row, request)),
          ...(sync ? { odoo_sync: await latestSyncStatus(app.db, sync.kind, row.id) } : {}),
        };
        return detail?.under ? { [detail.under]: answer, ...added } : { ...answer, ...added };
      });
    }

    if (sync) {
      await app.register(
        syncRoutes({
          kind: sync.kind,
          path: `${sync.path}/:${declaration.idParam}`,
          param: declaration.idParam,
          tag: declaration.name,
          summary: sync.summary,
          access: { sync: sync.permission ?? (`${declaration.name}.sync` as Permission), read: access('read').access },
          findInScope: (request, id) => reachable.find(app.db, request.user, id),
        }),
      );
    }

    if (serves('create') && !declaration.nested) {
      const form = declaration.createFiles ? createForm(declaration, declaration.createFiles, table) : undefined;
      const created = parts.readModel?.created;
      app.post(
        '/',
        {
          config: access('create'),
          schema: {
            summary: summary.create,
            ...(form ? form.schema : { body: withRules(requiredSchema(declaration, 'create'), declaration.rules) }),
            response: { [createStatus]: created ? written.extend(created.fields) : written },
          },
        },
        async (request, reply) => {
          // A form's `before` runs before the form is read: its refusal stages no file.
          const before = await parts.before?.create?.(request);
          const { body, transaction } = form
            ? await form.receive(app, request)
            : { body: before ?? (request.body as Record<string, unknown>), transaction: undefined };
          const row = await committedWrite(app, parts, request.user, 'create', (ctx) => writes.create(ctx, body), transaction);
          const answer = await answeredOne(row);
          return reply.code(createStatus).send(created ? { ...answer, ...(await created.add(app.db, row)) } : answer);
        },
      );
    }

    if (serves('edit')) {
      app.route({
        method: [...updateMethodsOf(declaration)],
        url: `/:${declaration.idParam}`,
        config: access('edit'),
        schema: { summary: summary.edit, params, body: requiredSchema(declaration, 'update'), response: { 200: written } },
        handler: async (request) => {
          const body = (await parts.before?.update?.(request)) ?? (request.body as Record<string, unknown>);
          return answeredOne(await committedWrite(app, parts, request.user, 'update', (ctx) => writes.update(ctx, rowId(request), body)));
        },
      });
    }

    if (serves('delete')) {
      app.delete(deleteRoute.url, { config: access('delete'), schema: { summary: summary.delete, ...deleteRoute.schema } }, async (request) => {
        const key = deleteRoute.key(request as { params: Record<string, number>; body: Record<string, unknown> });
        const row = await committedWrite(app, parts, request.user, 'delete', (ctx) => writes.remove(ctx, key));
        return texts.deleted ? messageBody(texts.deleted) : answeredOne(row);
      });
    }

    // An import creates rows: where the kit serves POST /, or where the server part makes imported rows its own way.
    const imports =
      serves('create') || parts.importCreate ? declaredImport(app, declaration, table, { writes, parts, children: importedChildren, references }) : undefined;
    if (imports) importRoute(app, { resource: declaration.name as PolicyResource }, imports);

    crudBulkRoute(app, declaration, table, { filterQuery, filterWhere, scope, writes, afterCommit: parts.hooks?.afterCommit, own: parts });
    for (const view of parts.views ?? []) viewListRoute(app, declaration, view);
    for (const plugin of [parts.extra ?? []].flat()) await app.register(plugin);
  };
}

/**
 * The schemas of a list alias's path and query (ListAlias): each `:name` of the path the list query's
 * filter of that name, required; the query less those and the filters the alias sets.
 */
function aliasQuery(listQuery: z.ZodObject, path: string, set: ListFilter) {
  const shape = listQuery.shape as Record<string, z.ZodType>;
  const inPath = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  const taken = [...inPath, ...Object.keys(set)].filter((name) => name in shape);
  const required = (schema: z.ZodType) => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema);
  return {
    params: inPath.length ? { params: z.object(Object.fromEntries(inPath.map((name) => [name, required(shape[name])]))) } : {},
    querystring: taken.length ? listQuery.omit(Object.fromEntries(taken.map((name) => [name, true])) as Record<string, true> & Record<number, never>) : listQuery,
  };
}

/**
 * Where DELETE finds the row it removes: the path's id, or, for a declared `rowKey`, the key's fields in
 * the body of `DELETE /` (the create body's, so both name a row alike). Such a row has no id for a path,
 * a list's order or a bulk selection, so the kit serves it only POST and DELETE.
 */
function deleteOf(declaration: ResourceDeclaration, written: z.ZodObject) {
  // DELETE's acknowledgement where the declaration words one (`texts.deleted`), the FastAPI template's.
  const response = { 200: declaration.texts.deleted ? messageSchema : written };
  const { rowKey, idParam } = declaration;
  if (!rowKey) {
    return { url: `/:${idParam}`, schema: { params: idParams(idParam), response }, key: (request: { params: Record<string, number> }) => request.params[idParam] };
  }
  const served = [...(['list', 'read', 'edit', 'export'] as const).filter((route) => servesRoute(declaration, route)), ...(declaration.bulk ? ['bulk'] : [])];
  if (served.length) throw new Error(`${declaration.name}: rows named by rowKey have only POST and DELETE; omit ${served.join(', ')}`);
  const keyFields = Object.fromEntries(rowKey.map((field) => [field, true])) as Record<string, true> & Record<number, never>;
  return { url: '/', schema: { body: requiredSchema(declaration, 'create').pick(keyFields), response }, key: (request: { body: Record<string, unknown> }) => request.body };
}

/**
 * A single-row write in its own transaction (a create form's: with its files, ./createForm.ts), then what it
 * leaves for after the commit: the after-commit hook, and the tasks its hooks queued (ctx.onCommit).
 * Answers the row as stored.
 */
async function committedWrite(
  app: App,
  parts: ServerParts,
  user: User,
  action: 'create' | 'update' | 'delete',
  run: (ctx: HookContext) => Promise<StoredRow>,
  transaction: WriteTransaction = (work) => app.db.transaction((tx) => work(tx)),
) {
  const queue = commitQueue();
  const row = await transaction((tx, form) => run({ tx, user, onCommit: queue.onCommit, ...(form ? { form } : {}) }));
  await parts.hooks?.afterCommit?.({ action, row }, app);
  await queue.run(app);
  return row;
}

/** The order of a parent's `nested` rows: its primary first, then the declared order (or the ids, oldest first). */
export function nestedOrder(declaration: ResourceDeclaration, table: CrudTable) {
  const columns = table as unknown as Record<string, PgColumn>;
  const primaryFlag = declaration.nested?.primaryFlag;
  const then = declaration.defaultOrder ? declaredOrder(declaration, table) : [asc(table.id)];
  return [...(primaryFlag ? [desc(columns[primaryFlag])] : []), ...then];
}

/**
 * The routes of a declaration's `nested` rows under their parent's path: GET lists the parent's rows (the
 * list's page and order), POST creates one for it, its column set from the path; mounted at the
 * parent's apiPath by server/declaredRoutes.ts. With `parentAccess` the rows' own update and DELETE are
 * there too (`/<segment>/:<idParam>`), every route guarded by the parent's permissions; the server part's
 * `parent` reads the parent for the list (a 404 for one out of reach), `storedValues` presents each answer
 * and `afterList` follows a list.
 */
export function crudNestedRoutes(declaration: ResourceDeclaration, table: CrudTable, parts: ServerParts = {}): FastifyPluginAsyncZod {
  const { nested, schemas, idParam } = declaration;
  if (!nested) throw new Error(`${declaration.name}: declares no nested parent`);
  const columns = table as unknown as Record<string, PgColumn>;
  const path = `/:${nested.parentIdParam}/${nested.segment}`;
  const params = idParams(nested.parentIdParam);
  const parentId = (request: { params: Record<string, number> }) => request.params[nested.parentIdParam];
  const rowId = (request: { params: Record<string, number> }) => request.params[idParam];
  const sortColumns = declaredColumns(declaration.fields, table, 'sortable');
  const { parentAccess } = nested;
  const access = (action: CrudAction) => ({
    access: (parentAccess ? `${parentAccess}.${action === 'list' ? 'read' : 'edit'}` : `${declaration.name}.${action}`) as Permission,
  });
  const serves = (action: CrudAction) => servesRoute(declaration, action);
  const summary = (text: string) => ({ summary: `${text} ${declaration.texts.title.toLowerCase()}`, tags: [nested.parentPath] });
  /** The list's order, built once. */
  const orderBy = serves('list') ? (nested.unpaged ? nestedOrder(declaration, table) : sortOrder(sortColumns, { order: 'asc' }, table.id, declaredOrder(declaration, table))) : [];
  return async (app) => {
    const stored = parts.storedValues?.(app);
    const writes = rowWrites(declaration, table, parts, stored);
    const answer = (user: User, row: StoredRow) => (stored ? stored.present(stored.open(row), user) : row);
    /** A write and what it leaves for after its commit; answers the row as its author may see it. */
    const write = async (request: FastifyRequest, action: 'create' | 'update' | 'delete', run: (ctx: HookContext) => Promise<StoredRow>) =>
      answer(request.user, await committedWrite(app, parts, request.user, action, run));

    if (serves('list')) {
      app.get(
        path,
        { config: access('list'), schema: { ...summary('Lista'), params, ...(nested.unpaged ? {} : { querystring: pageQuery }), response: { 200: pageOf(schemas.row) } } },
        async (request) => {
          const user = request.user;
          await parts.parent?.({ tx: app.db, user }, parentId(request), false);
          const where = allOf(eq(columns[nested.column], parentId(request)), parts.scope?.(user));
          const page = nested.unpaged
            ? await app.db.select().from(table).where(where).orderBy(...orderBy).then((data) => ({ data, count: data.length }))
            : await listRows(app.db, table, { where, orderBy, page: request.query as { skip: number; limit: number } });
          const list = { ...page, data: (page.data as StoredRow[]).map((row) => answer(user, row)) };
          await parts.afterList?.(request, parentId(request), list.data);
          return list;
        },
      );
    }
    if (serves('create')) {
      app.post(
        path,
        {
          config: access('create'),
          schema: { ...summary('Adiciona um item a'), params, body: withRules(requiredSchema(declaration, 'create'), declaration.rules), response: { 201: schemas.row } },
        },
        async (request, reply) => {
          const values = { ...(request.body as Record<string, unknown>), [nested.column]: parentId(request) };
          return reply.code(201).send(await write(request, 'create', (ctx) => writes.create(ctx, values)));
        },
      );
    }
    if (!parentAccess) return;
    const own = { params: idParams(idParam), response: { 200: schemas.row } };
    if (serves('edit')) {
      app.route({
        method: [...updateMethodsOf(declaration)],
        url: `/${nested.segment}/:${idParam}`,
        config: access('edit'),
        schema: { ...summary('Altera um item de'), ...own, body: requiredSchema(declaration, 'update') },
        handler: (request) => write(request, 'update', (ctx) => writes.update(ctx, rowId(request), request.body as Record<string, unknown>)),
      });
    }
    if (serves('delete')) {
      app.delete(`/${nested.segment}/:${idParam}`, { config: access('delete'), schema: { ...summary('Exclui um item de'), ...own } }, (request) =>
        write(request, 'delete', (ctx) => writes.remove(ctx, rowId(request))),
      );
    }
  };
}
