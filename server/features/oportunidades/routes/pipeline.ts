// GET /pipeline: per stage, in pipeline order, {estagio, name, count, receita_esperada}, plus the totals,
// for the same filters the list takes (executivo_vendas_id, parceiro_id, cliente_id, tag_id,
// status_resultado, query, ...), so the board's column headers count what its columns list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadePipeline, oportunidades as oportunidadeDeclaration } from '../../../../common/resources/oportunidades';
import { pipeline } from '../pipeline';
import { routeOptions } from '../../../platform/http/routeOptions';

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const summary = 'Quantas oportunidades e quanta receita esperada em cada estágio, com os filtros da lista';
  const schema = { querystring: oportunidadeDeclaration.schemas.filters, response: { 200: oportunidadePipeline } };
  app.get('/pipeline', routeOptions('oportunidades.list', summary, schema), async (request) =>
    pipeline(app.db, request.user, request.query),
  );
};

export default pipelineRoutes;
