// GET /dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD&mine=true|false: the home page's numbers
// (server/features/dashboard/dashboard.ts). Bad dates answer 422.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer } from './answer';
import { dashboard } from './dashboard';
import { dashboardQuery } from './period';
import { routeOptions } from '../../platform/http/routeOptions';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    routeOptions('dashboard.read', 'Os números do painel no período', {
      tags: ['dashboard'],
      querystring: dashboardQuery,
      response: { 200: dashboardAnswer },
    }),
    async (request) => dashboard(app.db, request.user, request.query),
  );
};

export default dashboardRoutes;
