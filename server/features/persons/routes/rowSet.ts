// POST /persons/import and POST /persons/bulk: the persons of a file, or of a filter or a selection, at once
// (server/features/persons/import.ts and bulk.ts hold the rules); GET /persons/export is the kit's (../export.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMaySyncPersons, bulkPersons, personBulkBody } from '../bulk';
import { importPersons, PERSON_REQUIRED_HEADERS } from '../import';
import { bulkRoute, importRoute, type RowSet } from '../../../resource/rowSetRoutes';

const rowSet: RowSet = { resource: 'persons', tags: ['persons'] };

const personRowSet: FastifyPluginAsyncZod = async (app) => {
  importRoute(app, rowSet, {
    summary: 'Importa pessoas (com endereço e contato principais) de um CSV ou XLSX',
    requiredHeaders: PERSON_REQUIRED_HEADERS,
    apply: importPersons,
    checksDocuments: true,
  });
  bulkRoute(app, rowSet, {
    summary: 'Ativa, inativa, exclui ou sincroniza com o Odoo várias pessoas de uma vez',
    body: personBulkBody,
    assertMaySync: assertMaySyncPersons,
    run: ({ db }, user, body) => bulkPersons(db, user, body),
  });
};

export default personRowSet;
