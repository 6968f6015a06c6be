// A server that dies in the middle of an upload leaves its staged file behind (storage.ts stages every
// upload in a temporary folder before the row commits). Removes the staged files older than an age; at
// start (./stagedAtStart.ts) that age is 0: the folder is the starting process's own.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const STAGED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Removes the files in stagingDir last written more than maxAgeMs ago; answers how many it removed. */
export async function removeStaleStaged(stagingDir: string, maxAgeMs = STAGED_MAX_AGE_MS): Promise<number> {
  const entries = await readdir(stagingDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const cutoff = Date.now() - maxAgeMs;
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(stagingDir, entry.name);
    const { mtimeMs } = await stat(file);
    if (mtimeMs >= cutoff) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
