// An opportunity's documents: POST /{id}/anexos/upload (multipart files + descricao) and GET /{id}/anexos.
// Each document is then reached at /oportunidades/anexos/{id} (server/features/anexos/routes.ts). Both answer
// through the row schema, which leaves out where each file is stored.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anexos as anexoDeclaration } from '../../../../common/resources/anexos';
import { pageOf } from '../../../../common/resources/apiValues';
import { idParams, listRows, pageQuery } from '../../../resource/crud';
import { anexos } from '../../../platform/db/schema';
import { findOportunidade } from '../access';
import { uploadAnexos } from '../anexos';
import { receiveForm } from '../../../platform/storage/receiveForm';
import { declaredOrder } from '../../../resource/declaredOrder';
import { routeOptions } from '../../../platform/http/routeOptions';

const page = pageOf(anexoDeclaration.schemas.row);
const oportunidadeParams = idParams('oportunidade_id');

const oportunidadeAnexos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:oportunidade_id/anexos/upload',
    routeOptions('anexos.create', 'Envia documentos à oportunidade', {
      params: oportunidadeParams,
      consumes: ['multipart/form-data'],
      response: { 201: page },
    }),
    async (request, reply) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id); // refuse before reading any file
      const form = await receiveForm(request, app.storage, 'files');
      const rows = await uploadAnexos(app.db, app.storage, request.user, oportunidade_id, form);
      return reply.code(201).send({ data: rows, count: rows.length });
    },
  );

  app.get(
    '/:oportunidade_id/anexos',
    routeOptions('anexos.list', 'Os documentos da oportunidade', { params: oportunidadeParams, querystring: pageQuery, response: { 200: page } }),
    async (request) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id);
      return listRows(app.db, anexos, {
        where: eq(anexos.oportunidade_id, oportunidade_id),
        orderBy: declaredOrder(anexoDeclaration, anexos),
        page: request.query,
      });
    },
  );
};

export default oportunidadeAnexos;
