// GET /auditoria/ (paged {data, count}, newest first) and GET /auditoria/export (CSV or XLSX, streamed
// by the export machinery, itself audited): the audit trail, for administrators and superusers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditFilters, type AuditFilters } from '../../../common/auditEntries';
import { pageOf } from '../../../common/resources/apiValues';
import { auditBatches, auditExportColumns, listAudit } from './list';
import { pageQuery } from '../../resource/crud';
import { exportRoute, withExportParams } from '../../resource/rowSetRoutes';
import { routeOptions } from '../../platform/http/routeOptions';

const tags = ['auditoria'];

const auditoria: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    routeOptions('auditoria.list', 'Registro de auditoria, do mais recente ao mais antigo', {
      tags,
      querystring: auditFilters.extend(pageQuery.shape),
      response: { 200: pageOf(auditEntrySchema) },
    }),
    async (request) => {
      const { skip, limit, ...filters } = request.query;
      return listAudit(app.db, filters, { skip, limit });
    },
  );

  exportRoute(app, { resource: 'auditoria', tags }, {
    summary: 'Exporta o registro de auditoria do filtro em CSV ou XLSX',
    query: withExportParams(auditFilters),
    fileName: 'auditoria',
    columns: auditExportColumns,
    batches: (db, _user, { filter }) => auditBatches(db, filter as AuditFilters),
  });
};

export default auditoria;
