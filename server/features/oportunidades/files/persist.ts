// Staged uploads become attachments in two steps: the rows are written in one transaction, then the
// files are moved into place. A failure in either step undoes the other, so rows and files never
// disagree.
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../platform/db/client';
import { anexos, type Anexo } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { recordHistory } from '../history';
import { discardFiles, type ReceivedFile } from './receive';

export type StoredFile = ReceivedFile & { key: string };

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
 * Runs write (the rows) in one transaction, then commits the files under fresh keys. If the write
 * fails the staged files are discarded; if moving a file fails, the moved ones are removed and undo
 * deletes the rows.
 */
export async function writeWithFiles<T>(
  db: Database,
  storage: Storage,
  files: ReceivedFile[],
  write: (tx: Executor, stored: StoredFile[]) => Promise<T>,
  undo: (result: T) => Promise<unknown>,
): Promise<T> {
  const stored = files.map((file) => ({ ...file, key: `${randomUUID()}.${file.type.extension}` }));
  let result: T;
  try {
    result = await db.transaction((tx) => write(tx, stored));
  } catch (error) {
    await discardFiles(storage, files);
    throw error;
  }
  const committed: StoredFile[] = [];
  try {
    for (const file of stored) {
      await storage.commit(file.staged, file.key);
      committed.push(file);
    }
  } catch (error) {
    await Promise.all(committed.map((file) => storage.remove(file.key)));
    await discardFiles(storage, stored.filter((file) => !committed.includes(file)));
    await undo(result);
    throw error;
  }
  return result;
}
