// Builds the portal (vite build -> dist/) when dist/ is missing or older than its sources.
// `node scripts/portal-build.mjs` does that from the command line; start.mjs and the e2e setup import it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything that ends up in the bundle: the portal, the code it shares with the server, its config. */
const SOURCES = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function portalBuildIsStale(root = ROOT) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(join(root, source)) > builtAt);
}

/** Runs `vite build` when needed; returns true when it built. Throws when the build fails. */
export function buildPortalIfStale(root = ROOT) {
  if (!portalBuildIsStale(root)) return false;
  console.info('Construindo o portal (vite build)...');
  const vite = join(dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (${result.error?.message ?? `exit ${result.status}`})`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    buildPortalIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
