// An opportunity's tags: GET /{id}/tags, POST and DELETE /{id}/tags/{tag_id}. Each answers the tags it
// carries afterwards. The catalogue itself is served at /oportunidades/tags (server/features/tags/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../../../common/resources/apiValues';
import { tags as tagDeclaration } from '../../../../common/resources/tags';
import { findOportunidade } from '../access';
import { attachTag, detachTag, tagsOf } from '../tags';
import { oportunidadeParams, oportunidadeTagParams } from './params';
import { routeOptions } from '../../../platform/http/routeOptions';

const oportunidadeTags: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: pageOf(tagDeclaration.schemas.row) };

  app.get(
    '/:oportunidade_id/tags',
    routeOptions('oportunidades.read', 'As tags da oportunidade', { params: oportunidadeParams, response }),
    async (request) => {
      await findOportunidade(app.db, request.user, request.params.oportunidade_id);
      return tagsOf(app.db, request.params.oportunidade_id);
    },
  );

  app.post(
    '/:oportunidade_id/tags/:tag_id',
    routeOptions('oportunidades.edit', 'Aplica uma tag à oportunidade', { params: oportunidadeTagParams, response }),
    (request) => attachTag(app.db, request.user, request.params.oportunidade_id, request.params.tag_id),
  );

  app.delete(
    '/:oportunidade_id/tags/:tag_id',
    routeOptions('oportunidades.edit', 'Retira uma tag da oportunidade', { params: oportunidadeTagParams, response }),
    (request) => detachTag(app.db, request.user, request.params.oportunidade_id, request.params.tag_id),
  );
};

export default oportunidadeTags;
