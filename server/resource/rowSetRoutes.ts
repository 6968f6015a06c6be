// The routes that act on many rows of a list at once: GET /export (the filter's or the selection's rows as
// a CSV or XLSX file), POST /import (a file of rows, created or updated) and POST /bulk (one action on the
// rows named by ids or by the filter). Each resource describes its own in a few lines; the routes' schemas,
// access rules and the Odoo sync's checks are the same for all of them and live here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction } from '../../common/audit';
import { recordAudit } from '../platform/audit/record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportColumn, ExportFormat } from '../../common/export/columns';
import type { Permission, PolicyResource } from '../../common/policy';
import { bulkResult, type BulkResult } from './bulk';
import type { Database } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { exportFile, exportQuery, exportResponse, sendExport } from './export/writer';
import { IMPORT_FORM_DESCRIPTION, importResult, receiveImport, type ImportOptions, type ImportRecord, type ImportResult } from './import/upload';
import { odooSettings } from '../integrations/odoo/client';
import { readUnderRowCap } from '../platform/auth/documentChecks';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Whose routes they are. */
export type RowSet = {
  /** The policy resource whose `list`, `create` and `bulk` permissions guard the routes. */
  resource: PolicyResource;
  /** The /api/docs group. */
  tags?: string[];
};

/** What every export's query holds beside the list's filter params. */
type ExportParams = { format: ExportFormat; ids?: number[] };

/** The list's filter params with the export's own (`format`, `ids`); a filter with cross-field checks
 * builds its export query itself, since zod cannot extend a refined object. */
export const withExportParams = <Shape extends z.ZodRawShape>(filter: z.ZodObject<Shape>) =>
  filter.extend(exportQuery.shape) as z.ZodObject<Shape & typeof exportQuery.shape>;

export type ExportRoute<Query extends z.ZodType<ExportParams>, Row> = {
  summary: string;
  /** The export's query string: the list's filter params, `format` and `ids`. */
  query: Query;
  /** The file's name before its date and extension, e.g. 'pessoas'. */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  /** The rows of the selection (ids) or else of the filter, within the user's scope, a batch at a time. */
  batches: (
    db: Database,
    user: User,
    target: { ids?: number[]; filter: Omit<z.output<Query>, keyof ExportParams> },
  ) => AsyncIterable<Row[]> | Promise<AsyncIterable<Row[]>>;
};

export type ImportRoute = {
  summary: string;
  /** The headers a file must have (the export's, by name). */
  requiredHeaders: readonly string[];
  apply: (db: Database, user: User, records: ImportRecord[], options: ImportOptions) => Promise<ImportResult>;
  /** What runs once the file is read, for its number of rows, before any is checked (a rate limit counted per row). */
  before?: (request: FastifyRequest, rows: number) => Promise<void>;
};

export type BulkRoute<Body extends z.ZodType<{ action: string }>> = {
  summary: string;
  body: Body;
  run: (app: FastifyInstance, user: User, body: z.output<Body>) => Promise<BulkResult>;
  /** Refuses a user who may not queue Odoo syncs, before anything else is checked. */
  assertMaySync?: (user: User) => void;
};

const permission = (resource: PolicyResource, action: 'list' | 'create' | 'bulk') => `${resource}.${action}` as Permission;

export function exportRoute<Query extends z.ZodType<ExportParams>, Row>(app: App, { resource, tags }: RowSet, route: ExportRoute<Query, Row>) {
  app.get(
    '/export',
    {
      config: { access: permission(resource, 'list') },
      schema: {
        summary: route.summary,
        tags,
        querystring: route.query,
        response: exportResponse,
      },
    },
    async (request, reply) => {
      const { format, ids, ...filter } = request.query as z.output<Query>;
      const batches = await route.batches(app.db, request.user, { ids, filter });
      // Recorded before the first byte leaves: who exported what, and in which format.
      await recordAudit(app.db, request, {
        action: AuditAction.Export,
        resource,
        changes: { format, ...(ids ? { ids } : {}), filter },
      });
      return sendExport(reply, exportFile(route.fileName, format, route.columns, batches));
    },
  );
}

export function importRoute(app: App, { resource, tags }: RowSet, route: ImportRoute) {
  app.post(
    '/import',
    {
      config: { access: permission(resource, 'create') },
      schema: {
        summary: route.summary,
        description: IMPORT_FORM_DESCRIPTION,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importResult },
      },
    },
    async (request) => {
      const { options, records } = await readUnderRowCap(app.db, app.config, request, resource, (maxRows) =>
        receiveImport(request, { maxBytes: app.config.IMPORT_MAX_BYTES, maxRows, required: route.requiredHeaders }),
      );
      await route.before?.(request, records.length);
      return route.apply(app.db, request.user, records, options);
    },
  );
}

export function bulkRoute<Body extends z.ZodType<{ action: string }>>(app: App, { resource, tags }: RowSet, route: BulkRoute<Body>) {
  app.post(
    '/bulk',
    {
      config: { access: permission(resource, 'bulk') },
      schema: { summary: route.summary, tags, body: route.body, response: { 200: bulkResult } },
    },
    async (request) => {
      const body = request.body as z.output<Body>;
      const sync = body.action === 'sync';
      if (sync) {
        route.assertMaySync?.(request.user);
        // A sync nobody can run is 503 now rather than a failed job per row.
        odooSettings(app.config);
      }
      const result = await route.run(app, request.user, body);
      if (sync && result.changed) app.syncWorker.wake();
      return result;
    },
  );
}

/** The export, import and bulk routes of one resource, as one plugin. */
export const rowSetRoutes =
  <Query extends z.ZodType<ExportParams>, Row, Body extends z.ZodType<{ action: string }>>(
    rowSet: RowSet & { export: ExportRoute<Query, Row>; import: ImportRoute; bulk: BulkRoute<Body> },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    exportRoute(app, rowSet, rowSet.export);
    importRoute(app, rowSet, rowSet.import);
    bulkRoute(app, rowSet, rowSet.bulk);
  };
