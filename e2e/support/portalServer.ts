// The real server, started the way `npm start` starts it (node --import tsx server/main.ts, serving
// the built portal from <cwd>/dist), on a free loopback port; its output goes to a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPortalIfStale } from '../../scripts/portal-build.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');

const tsxLoader = pathToFileURL(createRequire(join(ROOT, 'package.json')).resolve('tsx')).href;

/** True when index.html and every script and stylesheet it names are in `dir`. */
async function completeBuild(dir: string): Promise<boolean> {
  const index = await readFile(join(dir, 'index.html'), 'utf8').catch(() => '');
  const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return index !== '' && assets.every((asset) => existsSync(join(dir, asset)));
}

/**
 * A private copy of the built portal in `dest`: the run keeps serving the same build even if dist/ is
 * rebuilt meanwhile (another run, `npm run build`). Builds dist/ first when it is stale, and takes the
 * copy again if a concurrent build was half-way through it.
 */
export async function snapshotPortalBuild(dest: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    buildPortalIfStale();
    const builtAt = () => stat(join(ROOT, 'dist', 'index.html')).then((s) => s.mtimeMs, () => 0);
    const before = await builtAt();
    await rm(dest, { recursive: true, force: true });
    await cp(join(ROOT, 'dist'), dest, { recursive: true }).catch(() => undefined);
    if (before && before === (await builtAt()) && (await completeBuild(dest))) return;
    await new Promise((done) => setTimeout(done, 2000 * attempt));
  }
  throw new Error('Could not take a complete copy of dist/ (is another build rewriting it?). Run `npx vite build` and retry.');
}

export type RunningServer = { url: string; logFile: string; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the server in `cwd` (whose dist/ it serves) with `env` on top of this process's environment,
 * and waits for /api/v1/health.
 */
export async function startPortalServer(options: {
  cwd: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['--import', tsxLoader, join(ROOT, 'server', 'main.ts')], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    await stopProcess(child);
    await new Promise((done) => log.end(done));
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await healthy(url))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const output = await readFile(options.logFile, 'utf8').catch(() => '');
      const why = exited ? `exited with ${child.exitCode ?? child.signalCode}` : 'did not answer /api/v1/health in time';
      throw new Error(`The portal server ${why}. Its output:\n${output.slice(-4000)}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { url, logFile: options.logFile, stop };
}
