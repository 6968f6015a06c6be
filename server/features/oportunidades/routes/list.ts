// Lists: GET / (filters + text query), /search (the same with q), /executivo/{id} and /parceiro/{id}.
// Each answers {data, count} within the user's scope.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadePage } from '../../../../common/resources/oportunidades';
import { idParams, pageQuery } from '../../../resource/crud';
import { oportunidades } from '../../../platform/db/schema';
import { listQuery } from '../filters';
import { listOportunidades } from '../list';

const list: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/', '/search']) {
    app.get(
      url,
      { config: { access: 'oportunidades.list' }, schema: { querystring: listQuery, response: { 200: oportunidadePage } } },
      async (request) => {
        const { skip, limit, sort, order, ...filters } = request.query;
        return listOportunidades(app.db, request.user, { filters, page: { skip, limit }, sort: { sort, order } });
      },
    );
  }

  // GET /executivo/{executivo_id} and /parceiro/{parceiro_id}: one sales executive's or partner's opportunities.
  const byPerson = { executivo: oportunidades.executivo_vendas_id, parceiro: oportunidades.parceiro_id };
  for (const [segment, column] of Object.entries(byPerson)) {
    const param = `${segment}_id`;
    app.get(
      `/${segment}/:${param}`,
      {
        config: { access: 'oportunidades.list' },
        schema: { params: idParams(param), querystring: pageQuery, response: { 200: oportunidadePage } },
      },
      async (request) =>
        listOportunidades(app.db, request.user, { where: eq(column, request.params[param]), page: request.query }),
    );
  }
};

export default list;
