// GET /oportunidades/export and POST /oportunidades/import.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadeExportColumns } from '../../../common/export/oportunidades';
import { exportFile, exportResponse, sendExport } from '../../export/writer';
import { IMPORT_FORM_DESCRIPTION, importResult, receiveImport } from '../../import/upload';
import { oportunidadeExportBatches } from '../../oportunidades/export';
import { importOportunidades, OPORTUNIDADE_REQUIRED_HEADERS } from '../../oportunidades/import';
import { exportFilterQuery } from '../../oportunidades/filters';

const tags = ['oportunidades'];

const exportImport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { access: 'oportunidades.list' },
      schema: {
        summary: 'Exporta as oportunidades do filtro (ou dos ids) em CSV ou XLSX',
        tags,
        querystring: exportFilterQuery,
        response: exportResponse,
      },
    },
    async (request, reply) => {
      const { format, ids, ...filter } = request.query;
      const batches = await oportunidadeExportBatches(app.db, request.user, { ids, filter });
      return sendExport(reply, exportFile('oportunidades', format, oportunidadeExportColumns, batches));
    },
  );

  app.post(
    '/import',
    {
      config: { access: 'oportunidades.create' },
      schema: {
        summary: 'Importa oportunidades de um CSV ou XLSX, encontradas pelo ID Externo',
        description: IMPORT_FORM_DESCRIPTION,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importResult },
      },
    },
    async (request) => {
      const { options, records } = await receiveImport(request, app.config.IMPORT_MAX_BYTES, OPORTUNIDADE_REQUIRED_HEADERS);
      return importOportunidades(app.db, request.user, records, options);
    },
  );
};

export default exportImport;
