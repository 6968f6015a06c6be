// POST /oportunidades/bulk: stage, tags, executive, deletion or the Odoo sync of the opportunities named by
// ids or by the list's filters (server/oportunidades/bulk.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResult } from '../../bulk';
import { odooSettings } from '../../integrations/odoo/client';
import { bulkOportunidades, oportunidadeBulkBody } from '../../oportunidades/bulk';

const bulk: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk',
    {
      config: { access: 'oportunidades.bulk' },
      schema: {
        summary: 'Muda estágio, tags, executivo, exclui ou sincroniza com o Odoo várias oportunidades de uma vez',
        tags: ['oportunidades'],
        body: oportunidadeBulkBody,
        response: { 200: bulkResult },
      },
    },
    async (request) => {
      // A sync nobody can run is 503 now rather than a failed job per opportunity.
      if (request.body.action === 'sync') odooSettings(app.config);
      const result = await bulkOportunidades(app.db, app.storage, request.user, request.body);
      if (request.body.action === 'sync' && result.changed) app.syncWorker.wake();
      return result;
    },
  );
};

export default bulk;
