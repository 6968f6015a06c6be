// Lists: GET / (filters + text query), /search (the same with q), /executivo/{id} and /parceiro/{id}.
// Each answers {data, count} within the user's scope.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageQuery } from '../../crud';
import { oportunidades } from '../../db/schema';
import { listQuery } from '../../oportunidades/filters';
import { listOportunidades } from '../../oportunidades/list';

const list: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/', '/search']) {
    app.get(url, { config: { access: 'oportunidades.list' }, schema: { querystring: listQuery } }, async (request) => {
      const { skip, limit, sort, order, ...filters } = request.query;
      return listOportunidades(app.db, request.user, { filters, page: { skip, limit }, sort: { sort, order } });
    });
  }

  app.get(
    '/executivo/:executivo_id',
    { config: { access: 'oportunidades.list' }, schema: { params: idParams('executivo_id'), querystring: pageQuery } },
    async (request) =>
      listOportunidades(app.db, request.user, {
        where: eq(oportunidades.executivo_vendas_id, request.params.executivo_id),
        page: request.query,
      }),
  );

  app.get(
    '/parceiro/:parceiro_id',
    { config: { access: 'oportunidades.list' }, schema: { params: idParams('parceiro_id'), querystring: pageQuery } },
    async (request) =>
      listOportunidades(app.db, request.user, {
        where: eq(oportunidades.parceiro_id, request.params.parceiro_id),
        page: request.query,
      }),
  );
};

export default list;
