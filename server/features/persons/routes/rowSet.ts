// POST /persons/bulk: the persons of a filter or a selection at once (../bulk.ts holds the rules); GET
// /persons/export and POST /persons/import are the kit's (../export.ts, ./index.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMaySyncPersons, bulkPersons, personBulkBody } from '../bulk';
import { bulkRoute, type RowSet } from '../../../resource/rowSetRoutes';

const rowSet: RowSet = { resource: 'persons', tags: ['persons'] };

const personRowSet: FastifyPluginAsyncZod = async (app) => {
  bulkRoute(app, rowSet, {
    summary: 'Ativa, inativa, exclui ou sincroniza com o Odoo várias pessoas de uma vez',
    body: personBulkBody,
    assertMaySync: assertMaySyncPersons,
    run: ({ db }, user, body) => bulkPersons(db, user, body),
  });
};

export default personRowSet;
