// POST /persons/bulk: (de)activate, delete or queue the Odoo sync of the persons named by ids or by the
// list's filters (server/persons/bulk.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResult } from '../../bulk';
import { odooSettings } from '../../integrations/odoo/client';
import { assertMaySyncPersons, bulkPersons, personBulkBody } from '../../persons/bulk';

const bulk: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk',
    {
      config: { access: 'persons.bulk' },
      schema: {
        summary: 'Ativa, inativa, exclui ou sincroniza com o Odoo várias pessoas de uma vez',
        tags: ['persons'],
        body: personBulkBody,
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      if (request.body.action === 'sync') {
        // Who may sync comes first; then a sync nobody can run is 503 now rather than a failed job per person.
        assertMaySyncPersons(request.user);
        odooSettings(app.config);
      }
      const result = await bulkPersons(app.db, request.user, request.body);
      if (request.body.action === 'sync' && result.changed) app.syncWorker.wake();
      return result;
    },
  );
};

export default bulk;
