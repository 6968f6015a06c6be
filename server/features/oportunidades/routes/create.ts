// POST /: the portal's multipart create form (descricao, tese, cliente_id, parceiro_id, files repeated,
// files_description). Answers 201 with the opportunity and its attachments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadeWithAnexos } from '../../../../common/resources/anexos';
import { createOportunidade, creatorPerson } from '../create';
import { receiveForm } from '../files/receive';
import { presentOportunidades } from '../present';
import { presentAnexo } from '../files/present';
import { routeOptions } from '../../../platform/http/routeOptions';

const create: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    routeOptions('oportunidades.create', 'Nova oportunidade, com os seus documentos', {
      consumes: ['multipart/form-data'],
      response: { 201: oportunidadeWithAnexos },
    }),
    async (request, reply) => {
      creatorPerson(request.user); // refuse before reading any file
      const form = await receiveForm(request, app.storage);
      const { oportunidade, anexos } = await createOportunidade(app.db, app.storage, request.user, form);
      const [presented] = await presentOportunidades(app.db, [oportunidade]);
      return reply.code(201).send({ ...presented, anexos: anexos.map(presentAnexo) });
    },
  );
};

export default create;
