// GET /{oportunidade_id}/historico: the opportunity's history, newest first, a page at a time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadeHistoryEntry } from '../../../../common/resources/oportunidades';
import { pageOf } from '../../../../common/resources/apiValues';
import { pageQuery } from '../../../resource/crud';
import { findOportunidade } from '../access';
import { historyPage } from '../history';
import { oportunidadeParams } from './params';
import { routeOptions } from '../../../platform/http/routeOptions';

const historico: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:oportunidade_id/historico',
    routeOptions('oportunidades.read', 'O histórico da oportunidade', {
      params: oportunidadeParams,
      querystring: pageQuery,
      response: { 200: pageOf(oportunidadeHistoryEntry) },
    }),
    async (request) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id);
      return historyPage(app.db, oportunidade_id, request.query);
    },
  );
};

export default historico;
