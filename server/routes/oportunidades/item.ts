// One opportunity: GET, PUT and PATCH (both partial: only the fields sent change), DELETE, and its
// history. The rules behind an update live in server/oportunidades/update.ts.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery, UPDATE_METHODS } from '../../crud';
import { oportunidadeHistorico, users } from '../../db/schema';
import { latestSyncStatus } from '../../integrations/syncJobs/queue';
import { findOportunidade } from '../../oportunidades/access';
import { historyFieldLabel, withReferenceNames } from '../../oportunidades/history';
import { presentOportunidade, presentOportunidades } from '../../oportunidades/present';
import { deleteOportunidade } from '../../oportunidades/remove';
import { updateBody, updateOportunidade } from '../../oportunidades/update';
import { oportunidadeParams } from './params';

const item: FastifyPluginAsyncZod = async (app) => {
  const presentOne = async (row: Parameters<typeof presentOportunidades>[1][number]) =>
    (await presentOportunidades(app.db, [row]))[0];

  app.get(
    '/:oportunidade_id',
    { config: { access: 'oportunidades.read' }, schema: { params: oportunidadeParams } },
    async (request) => {
      const row = await findOportunidade(app.db, request.user, request.params.oportunidade_id);
      // The detail page shows the latest background sync (waiting, running, or its last error).
      return { ...(await presentOne(row)), odoo_sync: await latestSyncStatus(app.db, 'oportunidade', row.id) };
    },
  );

  app.route({
    method: [...UPDATE_METHODS],
    url: '/:oportunidade_id',
    config: { access: 'oportunidades.edit' },
    schema: { params: oportunidadeParams, body: updateBody },
    handler: async (request) =>
      presentOne(await updateOportunidade(app.db, request.user, request.params.oportunidade_id, request.body)),
  });

  app.delete(
    '/:oportunidade_id',
    { config: { access: 'oportunidades.delete' }, schema: { params: oportunidadeParams } },
    async (request) => {
      const row = await deleteOportunidade(app.db, app.storage, request.user, request.params.oportunidade_id);
      return presentOportunidade(row);
    },
  );

  app.get(
    '/:oportunidade_id/historico',
    { config: { access: 'oportunidades.read' }, schema: { params: oportunidadeParams, querystring: pageQuery } },
    async (request) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id);
      const where = eq(oportunidadeHistorico.oportunidade_id, oportunidade_id);
      const rows = await app.db
        .select({ entry: oportunidadeHistorico, user_name: users.full_name, user_email: users.email })
        .from(oportunidadeHistorico)
        .leftJoin(users, eq(users.id, oportunidadeHistorico.user_id))
        .where(where)
        .orderBy(desc(oportunidadeHistorico.created_at), desc(oportunidadeHistorico.id))
        .limit(request.query.limit)
        .offset(request.query.skip);
      return {
        data: await withReferenceNames(
          app.db,
          rows.map(({ entry, user_name, user_email }) => ({
            ...entry,
            field_label: historyFieldLabel(entry.field),
            user_name: user_name ?? user_email,
          })),
        ),
        count: await app.db.$count(oportunidadeHistorico, where),
      };
    },
  );
};

export default item;
