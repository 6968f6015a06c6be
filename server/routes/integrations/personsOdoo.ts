// PUT /persons/sync-odoo/{person_id}: mounted beside the persons module, under the same prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personScope } from '../../auth/scope';
import { idParams } from '../../crud';
import { odooClientFor } from '../../integrations/odoo/client';
import { syncPersonToOdoo } from '../../integrations/odoo/syncPerson';

const personsOdoo: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/sync-odoo/:person_id',
    {
      config: { access: 'persons.syncOdoo' },
      schema: {
        summary: 'Cria ou atualiza o parceiro (res.partner) da pessoa no Odoo',
        tags: ['persons', 'odoo'],
        params: idParams('person_id'),
      },
    },
    async (request) =>
      syncPersonToOdoo(app.database, odooClientFor(app.config), request.params.person_id, personScope(request.user)),
  );
};

export default personsOdoo;
