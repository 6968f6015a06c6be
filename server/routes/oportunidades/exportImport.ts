// GET /oportunidades/export and POST /oportunidades/import (issue 12).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadeExportColumns } from '../../../common/export/oportunidades';
import { exportFile, exportQuery, exportResponse, sendExport } from '../../export/writer';
import { oportunidadeExportBatches } from '../../oportunidades/export';
import { filterQuery } from '../../oportunidades/filters';

const tags = ['oportunidades'];

const exportImport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { access: 'oportunidades.list' },
      schema: {
        summary: 'Exporta as oportunidades do filtro (ou dos ids) em CSV ou XLSX',
        tags,
        querystring: filterQuery.extend(exportQuery.shape),
        response: exportResponse,
      },
    },
    async (request, reply) => {
      const { format, ids, ...filter } = request.query;
      const batches = await oportunidadeExportBatches(app.db, request.user, { ids, filter });
      return sendExport(reply, exportFile('oportunidades', format, oportunidadeExportColumns, batches));
    },
  );
};

export default exportImport;
