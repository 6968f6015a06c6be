// POST /persons/import: the persons of a file at once (server/features/persons/import.ts holds the rules);
// GET /persons/export and POST /persons/bulk are the kit's (./index.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importPersons, PERSON_REQUIRED_HEADERS } from '../import';
import { importRoute, type RowSet } from '../../../resource/rowSetRoutes';

const rowSet: RowSet = { resource: 'persons', tags: ['persons'] };

const personRowSet: FastifyPluginAsyncZod = async (app) => {
  importRoute(app, rowSet, {
    summary: 'Importa pessoas (com endereço e contato principais) de um CSV ou XLSX',
    requiredHeaders: PERSON_REQUIRED_HEADERS,
    apply: importPersons,
    checksDocuments: true,
  });
};

export default personRowSet;
