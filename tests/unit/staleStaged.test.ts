// Staged uploads a crash left behind: older than a day they go, younger ones stay.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleStaged } from '../../server/platform/storage/staleStaged';

const HOUR = 60 * 60 * 1000;

describe('removeStaleStaged', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'staged-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const stagedAt = async (dir: string, name: string, hoursAgo: number) => {
    const file = join(dir, name);
    await writeFile(file, name);
    const when = new Date(Date.now() - hoursAgo * HOUR);
    await utimes(file, when, when);
    return file;
  };

  it('removes the files last written more than a day ago and keeps the rest', async () => {
    const dir = join(root, '.tmp');
    await mkdir(join(dir, 'subpasta'), { recursive: true });
    const old = [await stagedAt(dir, 'dois-dias', 48), await stagedAt(dir, 'um-dia-e-pouco', 25)];
    const young = [await stagedAt(dir, 'agora', 0), await stagedAt(dir, 'quase-um-dia', 23)];
    expect(await removeStaleStaged(dir)).toBe(2);
    for (const file of old) expect(existsSync(file)).toBe(false);
    for (const file of young) expect(existsSync(file)).toBe(true);
    expect(existsSync(join(dir, 'subpasta'))).toBe(true);
  });

  it('does nothing when nothing was ever staged', async () => {
    expect(await removeStaleStaged(join(root, 'nunca-criada'))).toBe(0);
  });
});
