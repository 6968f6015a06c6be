// POST /persons/bulk: (de)activate the persons named by ids or by the list's filters (server/persons/bulk.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkPersons, personBulkBody } from '../../persons/bulk';

const bulk: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk',
    {
      config: { access: 'persons.bulk' },
      schema: { summary: 'Ativa ou inativa várias pessoas de uma vez', tags: ['persons'], body: personBulkBody },
    },
    async (request) => bulkPersons(app.db, request.user, request.body),
  );
};

export default bulk;
