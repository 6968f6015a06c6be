// One opportunity: GET, PUT and PATCH (both partial: only the fields sent change), DELETE. The rules
// behind an update live in server/features/oportunidades/update.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidades as oportunidadeDeclaration } from '../../../../common/resources/oportunidades';
import { latestSyncStatus, syncStatusSchema } from '../../../platform/jobs/queue';
import { findOportunidade } from '../access';
import { presentOportunidade, presentOportunidades } from '../present';
import { deleteOportunidade } from '../remove';
import { updateOportunidade } from '../update';
import { updateRoute } from '../../../resource/updateRoute';
import { oportunidadeParams } from './params';

const { row, update } = oportunidadeDeclaration.schemas;

const item: FastifyPluginAsyncZod = async (app) => {
  const presentOne = async (found: Parameters<typeof presentOportunidades>[1][number]) =>
    (await presentOportunidades(app.db, [found]))[0];

  app.get(
    '/:oportunidade_id',
    {
      config: { access: 'oportunidades.read' },
      schema: { params: oportunidadeParams, response: { 200: row.extend({ odoo_sync: syncStatusSchema.nullable() }) } },
    },
    async (request) => {
      const found = await findOportunidade(app.db, request.user, request.params.oportunidade_id);
      // The detail page shows the latest background sync (waiting, running, or its last error).
      return { ...(await presentOne(found)), odoo_sync: await latestSyncStatus(app.db, 'oportunidade', found.id) };
    },
  );

  const change = { params: oportunidadeParams, body: update, response: { 200: row } };
  updateRoute(app, '/:oportunidade_id', 'oportunidades.edit', change, async (request) =>
    presentOne(await updateOportunidade(app.db, request.user, request.params.oportunidade_id, request.body)),
  );

  app.delete(
    '/:oportunidade_id',
    { config: { access: 'oportunidades.delete' }, schema: { params: oportunidadeParams, response: { 200: row } } },
    async (request) =>
      presentOportunidade(await deleteOportunidade(app.db, app.storage, request.user, request.params.oportunidade_id)),
  );
};

export default item;
