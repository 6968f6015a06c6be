// GET /executivo/{executivo_id} and /parceiro/{parceiro_id}: one sales executive's or partner's
// opportunities, {data, count} within the user's scope. GET / and /search are the kit's (../parts.ts).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadePage } from '../../../../common/resources/oportunidades';
import { idParams, pageQuery } from '../../../resource/crud';
import { oportunidades } from '../../../platform/db/schema';
import { listOportunidades } from '../list';
import { routeOptions } from '../../../platform/http/routeOptions';

const list: FastifyPluginAsyncZod = async (app) => {
  const byPerson = {
    executivo: { column: oportunidades.executivo_vendas_id, summary: 'As oportunidades de um executivo de vendas' },
    parceiro: { column: oportunidades.parceiro_id, summary: 'As oportunidades de um parceiro' },
  };
  for (const [segment, { column, summary }] of Object.entries(byPerson)) {
    const param = `${segment}_id`;
    app.get(
      `/${segment}/:${param}`,
      routeOptions('oportunidades.list', summary, { params: idParams(param), querystring: pageQuery, response: { 200: oportunidadePage } }),
      async (request) =>
        listOportunidades(app.db, request.user, { where: eq(column, request.params[param]), page: request.query }),
    );
  }
};

export default list;
