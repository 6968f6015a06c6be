// Two servers on one PGlite data directory: real `server/main.ts` processes show the second one refused
// with one line, and a lock left by a server killed with kill -9 taken over. The restart after the kill
// also clears every staged file a crash mid-upload leaves.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/platform/db/dataDirLock';

const STARTED = 'Portal de Parceiros em';
const slow = { timeout: 180_000 };

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      FIRST_SUPERUSER: 'admin@example.com',
      FIRST_SUPERUSER_PASSWORD: 'senha-segura-123',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilStarted(server: Server) {
  await expect.poll(() => server.output(), { timeout: 120_000, interval: 200 }).toContain(STARTED);
}

describe('the PGlite data directory lock', () => {
  let root: string;
  const servers: Server[] = [];
  const start = (dataDir: string) => {
    const server = startServer(dataDir);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'datadir-lock-'));
  });
  afterAll(async () => {
    for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a second server with one line, and lets a new one take over after kill -9', slow, async () => {
    const dataDir = join(root, 'data');
    const first = start(dataDir);
    await untilStarted(first);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`já está em uso por outro servidor (processo ${first.child.pid})`);
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGKILL');
    await first.exited;
    // What uploads cut short by the crash left staged: one two days old, one from a moment ago. Nothing
    // can be in flight while the server starts, so both go.
    const staging = join(dataDir, 'attachments', '.tmp');
    await mkdir(staging, { recursive: true });
    const [abandoned, recent] = [join(staging, 'abandonado'), join(staging, 'recente')];
    await writeFile(abandoned, 'parte de um envio');
    await writeFile(recent, 'envio em andamento');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(abandoned, twoDaysAgo, twoDaysAgo);

    const third = start(dataDir);
    await untilStarted(third);
    expect(third.output()).not.toContain('já está em uso');
    expect(third.output()).toContain('Envios interrompidos removidos: 2 arquivo(s) temporário(s)');
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(recent)).toBe(false);
  });

  it('refuses a second lock in the same process until the first is released', async () => {
    const dataDir = join(root, 'same-process');
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await lock.release();
    await (await lockDataDir(dataDir)).release();
  });

  it('takes over a lock whose process is gone', async () => {
    const dataDir = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(`${dataDir}.lock`, `${gone.stdout.toString()}\n`);
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });
});
