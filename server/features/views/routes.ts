// /views: the caller's saved views of one list. GET /?resource=, POST / and DELETE /{view_id};
// any signed-in user, over their own views only (server/features/views/views.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createViewBody, savedView, viewList, viewParamsPath, viewsQuery } from './schemas';
import { deleteView, listViews, saveView } from './views';
import { routeOptions } from '../../platform/http/routeOptions';

const tags = ['views'];

const views: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    routeOptions('views.list', 'Visualizações salvas do usuário numa lista', { tags, querystring: viewsQuery, response: { 200: viewList } }),
    async (request) => {
      const data = await listViews(app.db, request.user, request.query.resource);
      return { data, count: data.length };
    },
  );

  app.post(
    '/',
    routeOptions('views.create', 'Salva uma visualização', { tags, body: createViewBody, response: { 201: savedView } }),
    async (request, reply) => reply.code(201).send(await saveView(app.db, request.user, request.body)),
  );

  app.delete(
    '/:view_id',
    routeOptions('views.delete', 'Exclui uma visualização própria', { tags, params: viewParamsPath, response: { 200: savedView } }),
    async (request) => deleteView(app.db, request.user, request.params.view_id),
  );
};

export default views;
