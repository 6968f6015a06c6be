// The persons lists besides the kit's GET / (../list.ts reads its pages): /search/{query} (pickers),
// /potential-partners and /potential-clients (PersonRole Partner or ClientAndPartner, and Client or ClientAndPartner).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES } from '../../../../common/enums';
import { pageOf } from '../../../../common/resources/apiValues';
import { persons as personsDeclaration, personSearchText } from '../../../../common/resources/persons';
import type { Database } from '../../../platform/db/client';
import type { User } from '../../../platform/db/schema';
import { inCircle } from '../access';
import { baseListQuery, listQuery, rolesFor } from '../filters';
import { personsPage } from '../list';
import { routeOptions } from '../../../platform/http/routeOptions';

const response = { 200: pageOf(personsDeclaration.schemas.row) };

type ListInput = z.infer<typeof baseListQuery> & { roles?: readonly number[] };

const answer = (db: Database, user: User, { skip, limit, sort, order, ...filters }: ListInput) =>
  personsPage(db, inCircle(user), { ...filters, page: { skip, limit }, sort: { sort, order } });

const lists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/:query',
    routeOptions('persons.list', 'Busca pessoas por nome, nome fantasia ou documento', {
      params: z.object({ query: personSearchText }),
      querystring: listQuery.omit({ query: true }),
      response,
    }),
    async (request) =>
      answer(app.db, request.user, {
        ...request.query,
        query: request.params.query,
        roles: rolesFor(request.query.role),
      }),
  );

  const roleLists = [
    ['/potential-partners', 'Lista parceiros (papéis 2 e 3)', PARTNER_PERSON_ROLES],
    ['/potential-clients', 'Lista clientes (papéis 1 e 3)', CLIENT_PERSON_ROLES],
  ] as const;
  for (const [url, summary, roles] of roleLists) {
    app.get(
      url,
      routeOptions('persons.list', summary, { querystring: baseListQuery, response }),
      async (request) => answer(app.db, request.user, { ...request.query, roles }),
    );
  }
};

export default lists;
