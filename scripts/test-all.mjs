// `npm test`: every stage in order (typecheck, lint, each Vitest project, the portal build, e2e), stopping
// at the first failure with its exit code, and ending with a table of the time each stage took (also when
// a stage failed), so a slow run says where the time went.
//
// typecheck, lint and the portal build run side by side first, their output printed as each ends: tsc
// and ESLint use one core each, so on two cores the three take about as long as tsc alone.
//
// Each Vitest project is its own `vitest run --project X`: a stage's time is then that project's alone.
// One process for all projects saves only Vitest's own start (about 2 s each, README's Testing), while
// the projects' files already run across every worker within a project.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where e2e/support/retryReporter.ts writes the retries the e2e run used (git-ignored test-results/). */
const RETRIES_FILE = join(ROOT, 'test-results', 'e2e-retries.json');

const vitest = (project) => ({ name: `vitest ${project}`, command: 'npx', args: ['vitest', 'run', '--project', project] });

/** Run side by side, before the rest. */
const checks = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'build', command: 'npx', args: ['vite', 'build'] },
];

/** Then one at a time, in order. */
const stages = [
  vitest('unit'),
  vitest('components'),
  vitest('api-pglite'),
  // vitest.config.ts declares this project only when TEST_DATABASE_URL is set (.ci/run sets it).
  ...(process.env.TEST_DATABASE_URL ? [vitest('api-postgres')] : []),
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'] },
];

/**
 * Runs a stage; answers its exit code. With `buffered`, its output is kept and printed whole when it ends
 * (stages running side by side would otherwise interleave their lines).
 */
function run({ name, command, args }, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, E2E_RETRIES_FILE: RETRIES_FILE },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      if (buffered) process.stdout.write(`\n=== ${name}: ${[command, ...args].join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a stage and records its time and outcome in `done`; answers its exit code. */
async function timed(stage, options) {
  const start = Date.now();
  const code = await run(stage, options);
  done.push({ name: stage.name, ms: Date.now() - start, ok: code === 0 });
  return code;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** The e2e retry count written by e2e/support/retryReporter.ts, or null when e2e did not run to its end. */
async function e2eRetries() {
  try {
    return JSON.parse(await readFile(RETRIES_FILE, 'utf8'));
  } catch {
    return null;
  }
}

const started = Date.now();
const done = [];
let exitCode = 0;
await rm(RETRIES_FILE, { force: true });
console.log(`\n=== ${checks.map((stage) => stage.name).join(', ')}: side by side`);
exitCode = (await Promise.all(checks.map((stage) => timed(stage, { buffered: true })))).find((code) => code !== 0) ?? 0;
if (exitCode === 0) {
  for (const stage of stages) {
    console.log(`\n=== ${stage.name}: ${[stage.command, ...stage.args].join(' ')}`);
    exitCode = await timed(stage);
    if (exitCode !== 0) break;
  }
}

const all = [...checks, ...stages];
const width = Math.max(...all.map((stage) => stage.name.length));
console.log('\nTime per stage:');
for (const { name, ms, ok } of done) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(9)}  ${ok ? 'ok' : 'FAILED'}`);
for (const { name } of all.filter((stage) => !done.some((each) => each.name === stage.name))) console.log(`  ${name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${minutes(Date.now() - started).padStart(9)}`);
const retries = await e2eRetries();
if (retries) console.log(`e2e retries used: ${retries.retries} (flaky tests: ${retries.flaky.length}${retries.flaky.length ? `: ${retries.flaky.join('; ')}` : ''})`);
process.exit(exitCode);
