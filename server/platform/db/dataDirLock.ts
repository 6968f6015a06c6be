// PGlite is one process's database: two servers on one data directory both write to it and corrupt it
// silently (duplicate ids, lost writes). A lock file beside the directory, holding the owner's pid, keeps
// a second server out; a lock whose process is gone (a server killed with kill -9) is stale and taken over.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** The server cannot start because another one uses the data directory; its message is one line. */
export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): Promise<void> };

/** Locks held by this process, so two databases opened in one process on one directory are refused too. */
const heldHere = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(lockFile: string): Promise<number | null> {
  const text = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = `${resolve(dataDir)}.lock`;
  await mkdir(dirname(lockFile), { recursive: true });
  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockFile);
      return {
        async release() {
          heldHere.delete(lockFile);
          await rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(lockFile);
    const inUse = owner === process.pid ? heldHere.has(lockFile) : owner !== null && processIsAlive(owner);
    if (inUse) {
      throw new DataDirInUseError(
        `O banco de dados em ${resolve(dataDir)} já está em uso por outro servidor (processo ${owner}); ` +
          `pare-o ou use outro DATA_DIR (trava: ${lockFile}).`,
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new DataDirInUseError(`Outro servidor acabou de travar ${resolve(dataDir)}; tente de novo.`);
}
