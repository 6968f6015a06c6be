// GET /pipeline: per stage, in pipeline order, {estagio, name, count, receita_esperada}, plus the totals;
// executivo_vendas_id narrows it to one sales executive.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../crud';
import { pipeline } from '../../oportunidades/pipeline';

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pipeline',
    {
      config: { access: 'oportunidades.list' },
      schema: { querystring: z.object({ executivo_vendas_id: id.optional() }) },
    },
    async (request) => pipeline(app.db, request.user, request.query.executivo_vendas_id),
  );
};

export default pipelineRoutes;
