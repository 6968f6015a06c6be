// Turns a resource declaration (common/resources/) and its Drizzle table into the routes of a catalogue:
// GET / (paged {data, count}, search, filters, order), GET/PATCH/DELETE /:<idParam>, POST /; GET /export
// (the list's rows as CSV or XLSX) when fields are exported; POST /bulk (./crudBulk.ts) when `bulk` is
// declared. Each route carries request and response schemas (so /api/docs documents every answer and
// Fastify serialises through them) and the declaration's permission in `config.access` for the guard.
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredExportColumns } from '../../common/export/declared';
import type { GeneratedDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission, PolicyResource } from '../../common/policy';
import { allOf, containsText, definedOnly, deleteOr404, getOr404, idParams, listRows, pageQuery, updateOr404 } from '../crud';
import type { Executor } from '../db/client';
import { conflict } from '../errors';
import { pgErrorCode } from '../http/errorHandler';
import { tableBatches } from '../export/tableBatches';
import { sortOrder, sortQuery, type SortParams } from '../listSort';
import { exportRoute, withExportParams } from '../routes/rowSetRoutes';
import { crudBulkRoute } from './crudBulk';
import { declaredColumns } from './declaredColumns';

type CrudTable = PgTable & { id: PgColumn };

/** Rules a declaration's routes need beyond the declaration itself, e.g. refusing a delete with a 409. */
export type CrudHooks = {
  /** Runs in the delete's transaction before the row goes; throw an HttpError to refuse. */
  beforeDelete?: (tx: Executor, id: number) => Promise<void>;
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Runs a write, answering the declaration's 409s for the constraint violations a catalogue meets. */
async function orConflict<T>(declaration: GeneratedDeclaration, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw conflict(declaration.texts.duplicate);
    if (code === FOREIGN_KEY_VIOLATION) throw conflict(declaration.texts.inUse);
    throw error;
  }
}

export function crudRoutes(declaration: GeneratedDeclaration, table: CrudTable, hooks: CrudHooks = {}): FastifyPluginAsyncZod {
  const { schemas, texts, fields } = declaration;
  const access = (action: 'list' | 'read' | 'create' | 'edit' | 'delete') => ({
    access: `${declaration.name}.${action}` as Permission,
  });
  const columns = table as unknown as Record<string, PgColumn>;
  const searchable = Object.values(declaredColumns(fields, table, 'searchable'));
  const sortColumns = declaredColumns(fields, table, 'sortable');
  const params = idParams(declaration.idParam);
  const rowId = (request: { params: Record<string, number> }) => request.params[declaration.idParam];
  /** What both the list and the export filter by: the declared filters and the search. */
  const searchQuery = z.object({ query: z.string().trim().max(100).optional() });
  const filterQuery = schemas.filters.extend(searchQuery.shape);
  const listQuery = pageQuery.extend(filterQuery.shape).extend(sortQuery(sortColumns).shape);
  const page = pageOf(schemas.row);
  const exportColumns = declaredExportColumns<Record<string, unknown>>(fields);
  const filterWhere = ({ query, ...filters }: { query?: string } & Record<string, unknown>) =>
    allOf(
      query ? containsText(searchable, query) : undefined,
      ...Object.entries(filters)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => eq(columns[name], value)),
    );

  return async (app) => {
    app.get(
      '/',
      { config: access('list'), schema: { querystring: listQuery, response: { 200: page } } },
      async (request) => {
        const { skip, limit, sort, order, ...filters } = request.query as { skip: number; limit: number } & SortParams;
        return listRows(app.db, table, {
          where: filterWhere(filters),
          orderBy: sortOrder(sortColumns, { sort, order }, table.id, [asc(columns[declaration.orderBy]), asc(table.id)]),
          page: { skip, limit },
        });
      },
    );

    if (exportColumns.length) {
      exportRoute(app, { resource: declaration.name as PolicyResource }, {
        summary: `Exporta ${texts.noun} do filtro (ou dos ids) em CSV ou XLSX`,
        // Typed as the search alone: a declaration's own filters are only known to it.
        query: withExportParams(filterQuery as unknown as typeof searchQuery),
        fileName: declaration.apiPath,
        columns: exportColumns,
        // A catalogue has no row scope: whoever may list it may export any of its rows.
        batches: (db, _user, { ids, filter }) =>
          tableBatches(db, table, ids ? inArray(table.id, ids) : filterWhere(filter)),
      });
    }

    app.get(`/:${declaration.idParam}`, { config: access('read'), schema: { params, response: { 200: schemas.row } } }, (request) =>
      getOr404(app.db, table, rowId(request), texts.notFound),
    );

    app.post(
      '/',
      { config: access('create'), schema: { body: schemas.create, response: { 201: schemas.row } } },
      async (request, reply) => {
        const [row] = await orConflict(declaration, () =>
          app.db.transaction((tx) => tx.insert(table).values(request.body as PgTable['$inferInsert']).returning()),
        );
        return reply.code(201).send(row);
      },
    );

    app.patch(
      `/:${declaration.idParam}`,
      { config: access('edit'), schema: { params, body: schemas.update, response: { 200: schemas.row } } },
      (request) =>
        orConflict(declaration, () =>
          app.db.transaction((tx) =>
            updateOr404(tx, table, rowId(request), definedOnly(request.body as Record<string, unknown>), texts.notFound),
          ),
        ),
    );

    /** One row's delete, by DELETE /:id and by the bulk 'delete': the hooks' rules, then the 404 or 409s. */
    const removeRow = (tx: Executor, id: number) =>
      orConflict(declaration, async () => {
        await hooks.beforeDelete?.(tx, id);
        return deleteOr404(tx, table, id, texts.notFound);
      });

    app.delete(
      `/:${declaration.idParam}`,
      { config: access('delete'), schema: { params, response: { 200: schemas.row } } },
      (request) => app.db.transaction((tx) => removeRow(tx, rowId(request))),
    );

    crudBulkRoute(app, declaration, table, { filterQuery, filterWhere, removeRow });
  };
}
