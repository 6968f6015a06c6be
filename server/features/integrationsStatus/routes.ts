// GET /integrations/status: {odoo, receita, cep}, each true when configured (see server/features/integrationsStatus/status.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationsStatus, integrationsStatusSchema } from './status';
import { routeOptions } from '../../platform/http/routeOptions';

const status: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    routeOptions('integrations.status', 'Integrações configuradas', { tags: ['integrations'], response: { 200: integrationsStatusSchema } }),
    async () => integrationsStatus(app.config),
  );
};

export default status;
