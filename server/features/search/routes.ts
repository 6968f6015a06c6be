// GET /search?q=&limit=: the top bar's search over persons, opportunities and users (server/features/search/).
// A missing or too short text, or a limit outside 1-20, answers 422.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswer, searchQuery } from '../../../common/search';
import { globalSearch } from './search';
import { routeOptions } from '../../platform/http/routeOptions';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    routeOptions('search.read', 'Busca pessoas, oportunidades e usuários por nome, documento, título ou ID externo', {
      tags: ['search'],
      querystring: searchQuery,
      response: { 200: searchAnswer },
    }),
    async (request) => globalSearch(app.db, request.user, request.query),
  );
};

export default searchRoutes;
