// Staged uploads (./receiveForm.ts) become files in two steps: the rows naming them are written in one
// transaction, then the files are moved into place. A failure in either step undoes the other, so rows
// and files never disagree.
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../db/client';
import { discardFiles, type ReceivedFile } from './receiveForm';
import type { Storage } from './storage';

/** A received file with the key it is stored under once the rows naming it commit. */
export type StoredFile = ReceivedFile & { key: string };

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
