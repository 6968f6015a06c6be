// Attachment blobs in a directory under DATA_DIR. Uploads stream to a temporary file first and are
// moved into place only after the database row commits, so a failed request leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StagedFile = { tempPath: string; size: number };

export type Storage = {
  /**
   * Streams source, through the optional transforms (checks that may fail the stream), to a temporary
   * file; never holds the whole file in memory. On failure nothing is left behind.
   */
  stage(source: Readable, ...through: Transform[]): Promise<StagedFile>;
  /** Moves a staged file to its permanent key. */
  commit(staged: StagedFile, key: string): Promise<void>;
  discard(staged: StagedFile): Promise<void>;
  open(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
};

/** Where uploads are staged before they commit (server/storage/staleStaged.ts clears what a crash left). */
export const stagingDir = (root: string) => join(root, '.tmp');

export function createStorage(root: string): Storage {
  const tmpDir = stagingDir(root);
  const pathOf = (key: string) => join(root, key.replace(/[^a-zA-Z0-9._-]/g, '_'));
  return {
    async stage(source, ...through) {
      await mkdir(tmpDir, { recursive: true });
      const tempPath = join(tmpDir, randomUUID());
      try {
        await pipeline([source, ...through, createWriteStream(tempPath)]);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, size: (await stat(tempPath)).size };
    },
    async commit(staged, key) {
      await mkdir(root, { recursive: true });
      await rename(staged.tempPath, pathOf(key));
    },
    discard: (staged) => rm(staged.tempPath, { force: true }),
    open: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
