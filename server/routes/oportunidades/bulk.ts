// POST /oportunidades/bulk: stage, tags, executive or deletion of the opportunities named by ids or by the
// list's filters (server/oportunidades/bulk.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResult } from '../../bulk';
import { bulkOportunidades, oportunidadeBulkBody } from '../../oportunidades/bulk';

const bulk: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk',
    {
      config: { access: 'oportunidades.bulk' },
      schema: {
        summary: 'Muda estágio, tags, executivo ou exclui várias oportunidades de uma vez',
        tags: ['oportunidades'],
        body: oportunidadeBulkBody,
        response: { 200: bulkResult },
      },
    },
    async (request) => bulkOportunidades(app.db, app.storage, request.user, request.body),
  );
};

export default bulk;
