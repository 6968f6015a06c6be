// One opportunity: PUT and PATCH (both partial: only the fields sent change); GET and DELETE are the
// kit's (../parts.ts). The rules behind an update live in server/features/oportunidades/update.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidades as oportunidadeDeclaration } from '../../../../common/resources/oportunidades';
import { presentOportunidades } from '../present';
import { updateOportunidade } from '../update';
import { updateRoute } from '../../../resource/updateRoute';
import { oportunidadeParams } from './params';

const { row, update } = oportunidadeDeclaration.schemas;

const item: FastifyPluginAsyncZod = async (app) => {
  const presentOne = async (found: Parameters<typeof presentOportunidades>[1][number]) =>
    (await presentOportunidades(app.db, [found]))[0];

  const change = { params: oportunidadeParams, body: update, response: { 200: row } };
  updateRoute(app, '/:oportunidade_id', 'oportunidades.edit', change, async (request) =>
    presentOne(await updateOportunidade(app.db, request.user, request.params.oportunidade_id, request.body)),
  );
};

export default item;
