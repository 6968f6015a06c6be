// POST /persons/bulk: (de)activate or delete the persons named by ids or by the list's filters
// (server/persons/bulk.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResult } from '../../bulk';
import { bulkPersons, personBulkBody } from '../../persons/bulk';

const bulk: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk',
    {
      config: { access: 'persons.bulk' },
      schema: {
        summary: 'Ativa, inativa ou exclui várias pessoas de uma vez',
        tags: ['persons'],
        body: personBulkBody,
        response: { 200: bulkResult },
      },
    },
    async (request) => bulkPersons(app.db, request.user, request.body),
  );
};

export default bulk;
