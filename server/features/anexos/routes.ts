// The server part of an opportunity's documents (common/resources/anexos.ts), whose DELETE /{id} the kit
// serves at /oportunidades/anexos: the row scope is the opportunity's, a removal is recorded in its
// history and the file leaves storage once the row is gone. Its extra routes: GET /{id}/download (the
// base64 JSON), GET /{id}/file (the raw file, streamed), PUT and PATCH /{id}?descricao=... Upload and list
// hang under their opportunity (server/features/oportunidades/anexos.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anexoDownload, anexos as anexoDeclaration, anexoUpdate } from '../../../common/resources/anexos';
import { fileAnswer } from '../../../common/resources/apiValues';
import { anexoFile, anexoScope, describeAnexo, findAnexo } from '../oportunidades/public';
import { recordHistory } from '../oportunidades/public';
import { sendBase64, sendRaw } from '../../platform/storage/sendFile';
import { ALLOWED_CONTENT_TYPES } from '../../platform/storage/fileTypes';
import { idParams } from '../../resource/crud';
import type { ServerParts } from '../../resource/parts';
import { updateRoute } from '../../resource/updateRoute';
import { routeOptions } from '../../platform/http/routeOptions';

const { row } = anexoDeclaration.schemas;
const anexoParams = idParams('anexo_id');

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
    routeOptions('anexos.read', 'O arquivo do anexo em base64', { params: anexoParams, response: downloadResponse }),
    async (request, reply) => {
      const anexo = await findAnexo(app.db, request.user, request.params.anexo_id);
      return sendBase64(reply, app.storage, anexoFile(anexo), { content_type: anexo.content_type, nome_arquivo: anexo.nome_arquivo });
    },
  );

  app.get(
    '/:anexo_id/file',
    // The file as it was uploaded, with its length (download progress): never recompressed on the way.
    { ...routeOptions('anexos.read', 'O arquivo do anexo como foi enviado', { params: anexoParams, response: fileResponse }), compress: false },
    async (request, reply) => sendRaw(reply, app.storage, anexoFile(await findAnexo(app.db, request.user, request.params.anexo_id))),
  );

  // PUT and PATCH take the new description in the query string.
  const describe = { summary: 'Altera a descrição do anexo', params: anexoParams, querystring: anexoUpdate, response: { 200: row } };
  updateRoute(app, '/:anexo_id', 'anexos.edit', describe, (request) =>
    describeAnexo(app.db, request.user, request.params.anexo_id, request.query.descricao),
  );
};

export const anexoParts: ServerParts = {
  scope: anexoScope,
  hooks: {
    afterWrite: async ({ action, before }, { tx, user }) => {
      if (action !== 'delete' || !before) return;
      await recordHistory(tx, Number(before.oportunidade_id), user.id, [
        { field: 'anexo', old_value: String(before.nome_arquivo), new_value: null },
      ]);
    },
    afterCommit: async ({ action, row }, app) => {
      if (action === 'delete') await app.storage.remove(String(row.storage_key));
    },
  },
  extra: anexoRoutes,
};
