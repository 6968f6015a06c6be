// Vínculos, served at /userPersonsLinks (the API's name for them): link a user to a person, unlink, list
// the users a link manager looks after and one user's linked persons. Only link managers (administrators,
// team members and superusers) get here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVinculoBody, vinculoKey, vinculoRow } from '../../../../common/resources/vinculos';
import { createVinculo, findUserOr404, removeVinculo } from './writes';
import { vinculoPersonsPage, vinculoUsersPage } from './lists';
import { detailsQuery, vinculoPersonsAnswer, vinculoPersonsQuery, vinculoUsersAnswer, userParams } from './schemas';

const vinculos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { config: { access: 'vinculos.create' }, schema: { body: createVinculoBody, response: { 201: vinculoRow } } },
    async (request, reply) => {
      const link = await app.db.transaction((tx) => createVinculo(tx, request.user, request.body));
      return reply.code(201).send(link);
    },
  );

  app.delete(
    '/',
    { config: { access: 'vinculos.delete' }, schema: { body: vinculoKey, response: { 200: vinculoRow } } },
    async (request) => app.db.transaction((tx) => removeVinculo(tx, request.body)),
  );

  app.get(
    '/details',
    { config: { access: 'vinculos.list' }, schema: { querystring: detailsQuery, response: { 200: vinculoUsersAnswer } } },
    async (request) => {
      const { query, sort, order, ...page } = request.query;
      return vinculoUsersPage(app.db, { query, page, sort: { sort, order } });
    },
  );

  app.get(
    '/user/:user_id/persons',
    {
      config: { access: 'vinculos.list' },
      schema: { params: userParams, querystring: vinculoPersonsQuery, response: { 200: vinculoPersonsAnswer } },
    },
    async (request) => {
      const { skip, limit, ...filters } = request.query;
      const user = await findUserOr404(app.db, request.params.user_id);
      const page = await vinculoPersonsPage(app.db, user.id, filters, { skip, limit });
      // The portal heads the page with 'Parceiro: {name}'; a team member may not read /users/{id}, so it comes here.
      return { ...page, user: { id: user.id, full_name: user.full_name, email: user.email, role: user.role } };
    },
  );
};

export default vinculos;
