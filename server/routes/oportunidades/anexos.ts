// Attachments: POST /{id}/anexos/upload (multipart files + descricao), GET /{id}/anexos,
// GET /anexos/{id}/download (the base64 JSON), GET /anexos/{id}/file (the raw file, streamed),
// PUT and PATCH /anexos/{id}?descricao=..., DELETE /anexos/{id}.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRows, pageQuery, UPDATE_METHODS } from '../../crud';
import { anexos } from '../../db/schema';
import { findOportunidade } from '../../oportunidades/access';
import { deleteAnexo, describeAnexo, findAnexo, uploadAnexos } from '../../oportunidades/anexos';
import { sendBase64, sendRaw } from '../../oportunidades/files/download';
import { presentAnexo } from '../../oportunidades/files/present';
import { receiveForm } from '../../oportunidades/files/receive';
import { anexoParams, oportunidadeParams } from './params';

const descricaoQuery = z.object({
  descricao: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => v || null),
});

const anexoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:oportunidade_id/anexos/upload',
    {
      config: { access: 'oportunidades.edit' },
      schema: { params: oportunidadeParams, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id); // refuse before reading any file
      const form = await receiveForm(request, app.storage);
      const rows = await uploadAnexos(app.db, app.storage, request.user, oportunidade_id, form);
      return reply.code(201).send({ data: rows.map(presentAnexo), count: rows.length });
    },
  );

  app.get(
    '/:oportunidade_id/anexos',
    { config: { access: 'oportunidades.read' }, schema: { params: oportunidadeParams, querystring: pageQuery } },
    async (request) => {
      const { oportunidade_id } = request.params;
      await findOportunidade(app.db, request.user, oportunidade_id);
      const { data, count } = await listRows(app.db, anexos, {
        where: eq(anexos.oportunidade_id, oportunidade_id),
        orderBy: [desc(anexos.created_at), desc(anexos.id)],
        page: request.query,
      });
      return { data: data.map(presentAnexo), count };
    },
  );

  app.get(
    '/anexos/:anexo_id/download',
    { config: { access: 'oportunidades.read' }, schema: { params: anexoParams } },
    async (request, reply) =>
      sendBase64(reply, app.storage, await findAnexo(app.db, request.user, request.params.anexo_id)),
  );

  app.get(
    '/anexos/:anexo_id/file',
    // The file as it was uploaded, with its length (download progress): never recompressed on the way.
    { config: { access: 'oportunidades.read' }, schema: { params: anexoParams }, compress: false },
    async (request, reply) => sendRaw(reply, app.storage, await findAnexo(app.db, request.user, request.params.anexo_id)),
  );

  app.route({
    method: [...UPDATE_METHODS],
    url: '/anexos/:anexo_id',
    config: { access: 'oportunidades.edit' },
    schema: { params: anexoParams, querystring: descricaoQuery },
    handler: async (request) =>
      presentAnexo(await describeAnexo(app.db, request.user, request.params.anexo_id, request.query.descricao)),
  });

  app.delete(
    '/anexos/:anexo_id',
    { config: { access: 'oportunidades.edit' }, schema: { params: anexoParams } },
    async (request) => presentAnexo(await deleteAnexo(app.db, app.storage, request.user, request.params.anexo_id)),
  );
};

export default anexoRoutes;
