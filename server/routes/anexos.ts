// One document of an opportunity, mounted at its declared path /oportunidades/anexos
// (common/resources/anexos.ts): GET /{id}/download (the base64 JSON), GET /{id}/file (the raw file,
// streamed), PUT and PATCH /{id}?descricao=..., DELETE /{id}. Upload and list hang under their
// opportunity (server/routes/oportunidades/anexos.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anexoDownload, anexos as anexoDeclaration } from '../../common/resources/anexos';
import { fileAnswer } from '../../common/resources/apiValues';
import { deleteAnexo, describeAnexo, findAnexo } from '../oportunidades/anexos';
import { sendBase64, sendRaw } from '../oportunidades/files/download';
import { ALLOWED_CONTENT_TYPES } from '../oportunidades/files/fileTypes';
import { presentAnexo } from '../oportunidades/files/present';
import { anexoParams } from './oportunidades/params';
import { updateRoute } from './updateRoute';

const { row, update } = anexoDeclaration.schemas;

// Both answers are streams, which Fastify sends without its serializer: these schemas only document them.
const downloadResponse = {
  200: {
    description: 'O documento em JSON, com o conteúdo em base64',
    content: { 'application/json': { schema: anexoDownload } },
  },
};
const fileResponse = {
  200: fileAnswer(
    'O arquivo como foi enviado, com o Content-Type do seu tipo e Content-Disposition: attachment',
    ALLOWED_CONTENT_TYPES,
  ),
};

const anexoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:anexo_id/download',
    { config: { access: 'anexos.read' }, schema: { params: anexoParams, response: downloadResponse } },
    async (request, reply) =>
      sendBase64(reply, app.storage, await findAnexo(app.db, request.user, request.params.anexo_id)),
  );

  app.get(
    '/:anexo_id/file',
    // The file as it was uploaded, with its length (download progress): never recompressed on the way.
    { config: { access: 'anexos.read' }, schema: { params: anexoParams, response: fileResponse }, compress: false },
    async (request, reply) => sendRaw(reply, app.storage, await findAnexo(app.db, request.user, request.params.anexo_id)),
  );

  // PUT and PATCH take the new description in the query string.
  const describe = { params: anexoParams, querystring: update, response: { 200: row } };
  updateRoute(app, '/:anexo_id', 'anexos.edit', describe, async (request) =>
    presentAnexo(await describeAnexo(app.db, request.user, request.params.anexo_id, request.query.descricao)),
  );

  app.delete(
    '/:anexo_id',
    { config: { access: 'anexos.delete' }, schema: { params: anexoParams, response: { 200: row } } },
    async (request) => presentAnexo(await deleteAnexo(app.db, app.storage, request.user, request.params.anexo_id)),
  );
};

export default anexoRoutes;
