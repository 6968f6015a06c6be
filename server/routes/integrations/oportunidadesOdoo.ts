// PUT /oportunidades/sync/{oportunidade_id}: mounted beside the opportunities module, under the same prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../crud';
import { odooClientFor } from '../../integrations/odoo/client';
import { syncOportunidadeToOdoo } from '../../integrations/odoo/syncOportunidade';

const oportunidadesOdoo: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/sync/:oportunidade_id',
    {
      config: { access: 'oportunidades.sync' },
      schema: {
        summary: 'Cria ou atualiza a oportunidade (crm.lead) no Odoo',
        tags: ['oportunidades', 'odoo'],
        params: idParams('oportunidade_id'),
      },
    },
    async (request) =>
      syncOportunidadeToOdoo(app.database, odooClientFor(app.config), request.user, request.params.oportunidade_id),
  );
};

export default oportunidadesOdoo;
