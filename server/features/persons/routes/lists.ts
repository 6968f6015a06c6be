// The persons lists: GET / (the portal's list), /search/{query} (pickers), /potential-partners and
// /potential-clients (PersonRole Partner or ClientAndPartner, and Client or ClientAndPartner).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES } from '../../../../common/enums';
import { pageOf } from '../../../../common/resources/apiValues';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import type { Database } from '../../../platform/db/client';
import type { User } from '../../../platform/db/schema';
import { baseListQuery, listQuery, portalListQuery, rolesFor, searchText, type PersonFilters } from '../filters';
import { listPersons } from '../list';
import { parseSearch } from '../search';
import { personComputedColumns } from '../listColumns';
import { withComputedColumns } from '../../../resource/computedColumns';
import { persons } from '../../../platform/db/schema';

const tags = ['persons'];
const response = { 200: pageOf(personsDeclaration.schemas.row) };

type ListInput = z.infer<typeof baseListQuery> & { roles?: readonly number[] };

async function answer(db: Database, user: User, input: ListInput) {
  const filters: PersonFilters = { person_type: input.person_type, is_active: input.is_active, roles: input.roles };
  const search = await parseSearch(db, input.query);
  const page = { skip: input.skip, limit: input.limit };
  return listPersons(db, user, { filters, search, page, sort: { sort: input.sort, order: input.order } });
}

const lists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'persons.list' }, schema: { summary: 'Lista pessoas', tags, querystring: portalListQuery, response } },
    async (request) => {
      const { columns, ...query } = request.query;
      const page = await answer(app.db, request.user, { ...query, roles: rolesFor(query.role) });
      return withComputedColumns(app.db, { table: persons, id: persons.id }, page, columns, () => personComputedColumns(request.user));
    },
  );

  app.get(
    '/search/:query',
    {
      config: { access: 'persons.list' },
      schema: {
        summary: 'Busca pessoas por nome, nome fantasia ou documento',
        tags,
        params: z.object({ query: searchText }),
        querystring: listQuery.omit({ query: true }),
        response,
      },
    },
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
      { config: { access: 'persons.list' }, schema: { summary, tags, querystring: baseListQuery, response } },
      async (request) => answer(app.db, request.user, { ...request.query, roles }),
    );
  }
};

export default lists;
