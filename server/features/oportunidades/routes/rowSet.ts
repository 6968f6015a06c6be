// POST /oportunidades/import and POST /oportunidades/bulk: the opportunities of a file, or of a filter or a
// selection, at once (server/features/oportunidades/import.ts and bulk.ts hold the rules); GET /export is
// the kit's (../parts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkOportunidades, oportunidadeBulkBody } from '../bulk';
import { importOportunidades, OPORTUNIDADE_REQUIRED_HEADERS } from '../import';
import { bulkRoute, importRoute, type RowSet } from '../../../resource/rowSetRoutes';

const rowSet: RowSet = { resource: 'oportunidades', tags: ['oportunidades'] };

const rowSetRoutes: FastifyPluginAsyncZod = async (app) => {
  importRoute(app, rowSet, {
    summary: 'Importa oportunidades de um CSV ou XLSX, encontradas pelo ID Externo',
    requiredHeaders: OPORTUNIDADE_REQUIRED_HEADERS,
    apply: importOportunidades,
  });
  bulkRoute(app, rowSet, {
    summary: 'Muda estágio, tags, executivo, exclui ou sincroniza com o Odoo várias oportunidades de uma vez',
    body: oportunidadeBulkBody,
    run: bulkOportunidades,
  });
};

export default rowSetRoutes;
