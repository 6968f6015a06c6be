// The lists of /userPersonsLinks (the API's name for vínculos): the users a link manager looks after and
// one user's linked persons. Only link managers (administrators, team members and superusers) get here;
// the links' writes are the kit's (../parts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vinculos } from '../../../../common/resources/vinculos';
import { viewListRoute } from '../../../resource/viewList';
import { findUserOr404 } from '../partner';
import { vinculoPersonsPage, vinculoUsersView } from './lists';
import { vinculoPersonsAnswer, vinculoPersonsQuery, userParams } from './schemas';
import { routeOptions } from '../../../platform/http/routeOptions';

const vinculoLists: FastifyPluginAsyncZod = async (app) => {
  viewListRoute(app, vinculos, vinculoUsersView);

  app.get(
    '/user/:user_id/persons',
    routeOptions('vinculos.list', 'As pessoas vinculadas a um usuário', {
      params: userParams,
      querystring: vinculoPersonsQuery,
      response: { 200: vinculoPersonsAnswer },
    }),
    async (request) => {
      const { skip, limit, ...filters } = request.query;
      const user = await findUserOr404(app.db, request.params.user_id);
      const page = await vinculoPersonsPage(app.db, user.id, filters, { skip, limit });
      // The portal heads the page with 'Parceiro: {name}'; a team member may not read /users/{id}, so it comes here.
      return { ...page, user: { id: user.id, full_name: user.full_name, email: user.email, role: user.role } };
    },
  );
};

export default vinculoLists;
