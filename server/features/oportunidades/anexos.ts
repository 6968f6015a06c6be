// An opportunity's documents: POST /{id}/anexos/upload (multipart files + descricao) and GET /{id}/anexos,
// both through the opportunity's scope and answered through the row schema, which leaves out where each
// file is stored. Each document is then reached at /oportunidades/anexos/{id} (server/features/anexos/routes.ts:
// downloaded, described and removed, each change with a history entry); files leave storage only after
// their row is gone.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anexos as anexoDeclaration, ANEXO_NOT_FOUND } from '../../../common/resources/anexos';
import { pageOf } from '../../../common/resources/apiValues';
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import type { Database, Executor } from '../../platform/db/client';
import { anexos, oportunidades, type Anexo, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import { routeOptions } from '../../platform/http/routeOptions';
import { idParams, listRows, pageQuery, scopedRows } from '../../resource/crud';
import { declaredOrder } from '../../resource/declaredOrder';
import type { SentFile } from '../../platform/storage/sendFile';
import { discardFiles, formValue, receiveForm } from '../../platform/storage/receiveForm';
import { writeWithFiles, type StoredFile } from '../../platform/storage/writeWithFiles';
import { recordHistory } from './history';

/**
 * The opportunity, if the user reaches it (else its 404); `lock` locks it for the rest of the transaction,
 * so two concurrent uploads apply one after the other.
 */
const reachedOportunidade = scopedRows(oportunidades, OPORTUNIDADE_NOT_FOUND, oportunidadeScope);

/** The attachments the user reaches: those of the opportunities in the user's scope (none given: all). */
export function anexoScope(user: User) {
  const scope = oportunidadeScope(user);
  return scope && inArray(anexos.oportunidade_id, sql`(SELECT ${oportunidades.id} FROM ${oportunidades} WHERE ${scope})`);
}

/** The attachment, if its opportunity is in the user's scope; `lock` locks it for the rest of the transaction. */
export const { find: findAnexo, lock: lockAnexo } = scopedRows(anexos, ANEXO_NOT_FOUND, anexoScope);

/** The attachment's file as the download routes send it (server/platform/storage/sendFile.ts). */
export const anexoFile = (anexo: Anexo): SentFile => ({
  key: anexo.storage_key,
  contentType: anexo.content_type,
  name: anexo.nome_arquivo,
  missing: 'Arquivo do anexo não encontrado',
});

/**
 * Inserts one attachment row per file and records them in the opportunity's history. One description
 * per file when as many are given, else the first one for every file.
 */
export async function insertAnexos(
  tx: Executor,
  oportunidadeId: number,
  userId: number,
  files: StoredFile[],
  descricoes: (string | null)[],
): Promise<Anexo[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .insert(anexos)
    .values(
      files.map((file, i) => ({
        oportunidade_id: oportunidadeId,
        nome_arquivo: file.name,
        descricao: (descricoes.length === files.length ? descricoes[i] : descricoes[0]) ?? null,
        tamanho_bytes: file.staged.size,
        content_type: file.type.contentType,
        storage_key: file.key,
        created_by_id: userId,
      })),
    )
    .returning();
  await recordHistory(
    tx,
    oportunidadeId,
    userId,
    rows.map((row) => ({ field: 'anexo', old_value: null, new_value: row.nome_arquivo })),
  );
  return rows;
}

/** An opportunity's documents in the order they were uploaded (POST /'s `anexos`). */
export const anexosOf = (db: Executor, oportunidadeId: number) =>
  db.select().from(anexos).where(eq(anexos.oportunidade_id, oportunidadeId)).orderBy(asc(anexos.id));

export async function describeAnexo(db: Database, user: User, anexoId: number, descricao: string | null) {
  return db.transaction(async (tx) => {
    const current = await lockAnexo(tx, user, anexoId);
    if (current.descricao === descricao) return current;
    const [row] = await tx.update(anexos).set({ descricao }).where(eq(anexos.id, anexoId)).returning();
    await recordHistory(tx, current.oportunidade_id, user.id, [
      { field: 'anexo_descricao', old_value: current.descricao, new_value: descricao },
    ]);
    return row;
  });
}

const page = pageOf(anexoDeclaration.schemas.row);
const oportunidadeParams = idParams('oportunidade_id');

export const anexoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:oportunidade_id/anexos/upload',
    routeOptions('anexos.create', 'Envia documentos à oportunidade', {
      params: oportunidadeParams,
      consumes: ['multipart/form-data'],
      response: { 201: page },
    }),
    async (request, reply) => {
      const { oportunidade_id } = request.params;
      const { storage, db } = app;
      await reachedOportunidade.find(db, request.user, oportunidade_id); // refuse before reading any file
      const form = await receiveForm(request, storage, 'files');
      if (form.files.length === 0) throw unprocessable(['body', 'files'], 'Selecione ao menos um arquivo.');
      const descricao = formValue(form.fields.descricao) ?? null;
      if (descricao && descricao.length > 2000) {
        await discardFiles(storage, form.files);
        throw unprocessable(['body', 'descricao'], 'A descrição deve ter no máximo 2000 caracteres.');
      }
      const rows = await writeWithFiles(
        db,
        storage,
        form.files,
        async (tx, stored) => {
          await reachedOportunidade.lock(tx, request.user, oportunidade_id);
          return insertAnexos(tx, oportunidade_id, request.user.id, stored, [descricao]);
        },
        (written) => db.delete(anexos).where(inArray(anexos.id, written.map((row) => row.id))),
      );
      return reply.code(201).send({ data: rows, count: rows.length });
    },
  );

  app.get(
    '/:oportunidade_id/anexos',
    routeOptions('anexos.list', 'Os documentos da oportunidade', { params: oportunidadeParams, querystring: pageQuery, response: { 200: page } }),
    async (request) => {
      const { oportunidade_id } = request.params;
      await reachedOportunidade.find(app.db, request.user, oportunidade_id);
      return listRows(app.db, anexos, {
        where: eq(anexos.oportunidade_id, oportunidade_id),
        orderBy: declaredOrder(anexoDeclaration, anexos),
        page: request.query,
      });
    },
  );
};
