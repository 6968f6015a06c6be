// POST /oportunidades/import: the opportunities of a file at once (server/features/oportunidades/import.ts
// holds the rules); GET /export and POST /bulk are the kit's (../parts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importOportunidades, OPORTUNIDADE_REQUIRED_HEADERS } from '../import';
import { importRoute, type RowSet } from '../../../resource/rowSetRoutes';

const rowSet: RowSet = { resource: 'oportunidades', tags: ['oportunidades'] };

const rowSetRoutes: FastifyPluginAsyncZod = async (app) => {
  importRoute(app, rowSet, {
    summary: 'Importa oportunidades de um CSV ou XLSX, encontradas pelo ID Externo',
    requiredHeaders: OPORTUNIDADE_REQUIRED_HEADERS,
    apply: importOportunidades,
  });
};

export default rowSetRoutes;
