// Which Chromium the e2e suite drives. In order: CHROMIUM_PATH, a system Chromium, one in Playwright's
// cache; failing those it installs one (Playwright's installer, then apt-get when running as root) and
// otherwise stops with a message saying how to provide one. The answer is stored in
// process.env.CHROMIUM_PATH, so the workers (which load the config again) skip the search.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags for a container or CI machine: no sandbox, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Executables inside Playwright's cache, newest revision first (both the old and the new layouts). */
function playwrightCacheCandidates(): string[] {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  const revision = (name: string) => Number(name.split('-').pop()) || 0;
  return readdirSync(root)
    .filter((name) => /^chromium(_headless_shell)?-\d+$/.test(name))
    .sort((a, b) => revision(b) - revision(a) || a.localeCompare(b))
    .flatMap((dir) => [
      join(root, dir, 'chrome-linux64', 'chrome'),
      join(root, dir, 'chrome-linux', 'chrome'),
      join(root, dir, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]);
}

/** True when the file exists and answers --version (which also proves its shared libraries load). */
function runs(path: string): boolean {
  if (!existsSync(path)) return false;
  const result = spawnSync(path, ['--version'], { stdio: 'ignore', timeout: 30_000 });
  return result.status === 0;
}

const findInstalled = () => [...SYSTEM_PATHS, ...playwrightCacheCandidates()].find(runs);

function run(step: string, command: string, args: string[]): boolean {
  console.info(`[e2e] Chromium not found; trying: ${step}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60_000 });
  if (result.status !== 0) console.warn(`[e2e] ${step} failed (${result.error?.message ?? `exit ${result.status}`})`);
  return result.status === 0;
}

const isRoot = () => process.getuid?.() === 0;

function install(): string | undefined {
  if (run('npx playwright install chromium', 'npx', ['playwright', 'install', 'chromium'])) {
    const found = findInstalled();
    if (found) return found;
  }
  if (isRoot()) {
    const apt = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium';
    if (run('apt-get install chromium', 'sh', ['-c', apt])) return findInstalled();
  }
  return undefined;
}

const HOW_TO_PROVIDE = [
  'No Chromium for the e2e tests: none was found and none could be installed.',
  'Provide one in any of these ways, then run the tests again:',
  '  - point CHROMIUM_PATH at a Chromium or Chrome executable: CHROMIUM_PATH=/path/to/chrome npm test',
  '  - install the system package: sudo apt-get install chromium',
  "  - with internet access, use Playwright's download: npx playwright install --with-deps chromium",
].join('\n');

/** The Chromium executable to launch; finds or installs it the first time, then remembers it. */
export function chromiumExecutable(): string {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (!runs(given)) throw new Error(`CHROMIUM_PATH=${given} is not a Chromium executable that runs.`);
    return given;
  }
  const found = findInstalled() ?? install();
  if (!found) throw new Error(HOW_TO_PROVIDE);
  process.env.CHROMIUM_PATH = found;
  return found;
}
