// GET /persons/export and POST /persons/import.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personExportColumns } from '../../../common/export/persons';
import { exportFile, exportQuery, exportResponse, sendExport } from '../../export/writer';
import { IMPORT_FORM_DESCRIPTION, importResult, receiveImport } from '../../import/upload';
import { personExportBatches } from '../../persons/export';
import { importPersons, PERSON_REQUIRED_HEADERS } from '../../persons/import';
import { listQuery } from '../../persons/filters';

const tags = ['persons'];

const exportParams = listQuery.pick({ query: true, person_type: true, is_active: true, role: true }).extend(exportQuery.shape);

const exportImport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { access: 'persons.list' },
      schema: {
        summary: 'Exporta as pessoas do filtro (ou dos ids) em CSV ou XLSX',
        tags,
        querystring: exportParams,
        response: exportResponse,
      },
    },
    async (request, reply) => {
      const { format, ids, ...filter } = request.query;
      const batches = await personExportBatches(app.db, request.user, { ids, filter });
      return sendExport(reply, exportFile('pessoas', format, personExportColumns, batches));
    },
  );

  app.post(
    '/import',
    {
      config: { access: 'persons.create' },
      schema: {
        summary: 'Importa pessoas (com endereço e contato principais) de um CSV ou XLSX',
        description: IMPORT_FORM_DESCRIPTION,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importResult },
      },
    },
    async (request) => {
      const { options, records } = await receiveImport(request, app.config.IMPORT_MAX_BYTES, PERSON_REQUIRED_HEADERS);
      return importPersons(app.db, request.user, records, options);
    },
  );
};

export default exportImport;
