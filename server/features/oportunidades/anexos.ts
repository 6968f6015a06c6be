// Attachments of an opportunity: reached through the opportunity's scope, described, uploaded and
// removed with a history entry each (removal: server/features/anexos/routes.ts); files leave storage only after
// their row is gone.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ANEXO_NOT_FOUND } from '../../../common/resources/anexos';
import { oportunidadeScope } from '../../platform/auth/scope';
import type { Database, Executor } from '../../platform/db/client';
import { anexos, oportunidades, type Anexo, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import { scopedRows } from '../../resource/crud';
import type { SentFile } from '../../platform/storage/sendFile';
import type { Storage } from '../../platform/storage/storage';
import { discardFiles, formValue, type ReceivedForm } from '../../platform/storage/receiveForm';
import { writeWithFiles, type StoredFile } from '../../platform/storage/writeWithFiles';
import { lockOportunidade } from './access';
import { recordHistory } from './history';

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

/**
 * An opportunity's documents in the order they were uploaded (POST /'s `anexos`); answered through the
 * row schema, which leaves out where each file is stored.
 */
export const anexosOf = (db: Executor, oportunidadeId: number) =>
  db.select().from(anexos).where(eq(anexos.oportunidade_id, oportunidadeId)).orderBy(asc(anexos.id));

export async function uploadAnexos(
  db: Database,
  storage: Storage,
  user: User,
  oportunidadeId: number,
  form: ReceivedForm,
): Promise<Anexo[]> {
  if (form.files.length === 0) {
    throw unprocessable(['body', 'files'], 'Selecione ao menos um arquivo.');
  }
  const descricao = formValue(form.fields.descricao) ?? null;
  if (descricao && descricao.length > 2000) {
    await discardFiles(storage, form.files);
    throw unprocessable(['body', 'descricao'], 'A descrição deve ter no máximo 2000 caracteres.');
  }
  return writeWithFiles(
    db,
    storage,
    form.files,
    async (tx, stored) => {
      await lockOportunidade(tx, user, oportunidadeId);
      return insertAnexos(tx, oportunidadeId, user.id, stored, [descricao]);
    },
    (rows) => db.delete(anexos).where(inArray(anexos.id, rows.map((row) => row.id))),
  );
}

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

