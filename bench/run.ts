// npm run bench: GET /api/v1/persons/ on a million persons in PostgreSQL (issue 3, "Speed").
//
// 1. bench/database.ts builds a schema of its own with the app's migrations and seeds BENCH_ROWS persons
//    (default 1,000,000; reused on the next run unless BENCH_RESEED=1).
// 2. bench/server.ts starts the real app in a child process on a loopback port.
// 3. Each workload's answer is checked first (count and page against plain SQL), then measured with
//    bench/load.ts at 1 and 16 connections for BENCH_SECONDS (default 10) after a short warm-up.
// Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SCHEMA, BENCH_ROWS,
// BENCH_RESEED, BENCH_SECONDS.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import { resultRows } from '../server/db/migrate';
import { benchSettings, openBenchDatabase, prepareBenchDatabase } from './database';
import { fetchJson, measure, type Target } from './load';

const settings = benchSettings();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [1, 16];
const MAX_REQUESTS = 200_000;

type Workload = { name: string; path: string; p95Target: number; count: SQL; ids: SQL };

async function workloads(): Promise<Workload[]> {
  const handle = await openBenchDatabase(settings);
  try {
    const offset = Math.floor(settings.rows / 8);
    const [sample] = resultRows<{ document: string }>(
      await handle.db.execute(
        sql`SELECT document FROM persons WHERE person_type = 2 ORDER BY id OFFSET ${offset} LIMIT 1`,
      ),
    );
    const digits = sample.document.slice(0, 12);
    const silva = '(^|[^a-z0-9])silva';
    return [
      {
        name: 'first page (skip=0&limit=10)',
        path: '/api/v1/persons/?skip=0&limit=10',
        p95Target: 15,
        count: sql`SELECT count(*) FROM persons`,
        ids: sql`SELECT id FROM persons ORDER BY id DESC LIMIT 10`,
      },
      {
        name: 'name search (query=Silva)',
        path: '/api/v1/persons/?query=Silva&skip=0&limit=10',
        p95Target: 15,
        count: sql`SELECT count(*) FROM persons WHERE search_key ~ ${silva}`,
        ids: sql`SELECT id FROM persons WHERE search_key ~ ${silva} ORDER BY id DESC LIMIT 10`,
      },
      {
        name: `document search (query=${digits})`,
        path: `/api/v1/persons/?query=${digits}&skip=0&limit=10`,
        p95Target: 15,
        count: sql`SELECT count(*) FROM persons WHERE document LIKE ${`${digits}%`}`,
        ids: sql`SELECT id FROM persons WHERE document LIKE ${`${digits}%`} ORDER BY id DESC LIMIT 10`,
      },
      {
        name: 'deep page (skip=500000&limit=10&person_type=2)',
        path: '/api/v1/persons/?skip=500000&limit=10&person_type=2',
        p95Target: 50,
        count: sql`SELECT count(*) FROM persons WHERE person_type = 2`,
        ids: sql`SELECT id FROM persons WHERE person_type = 2 ORDER BY id DESC OFFSET 500000 LIMIT 10`,
      },
    ];
  } finally {
    await handle.close();
  }
}

/** The answer must be what plain SQL says: the exact count and the same ids, in order. */
async function check(workload: Workload, target: Target) {
  const handle = await openBenchDatabase(settings);
  try {
    const [{ count }] = resultRows<{ count: number }>(await handle.db.execute(workload.count));
    const ids = resultRows<{ id: number }>(await handle.db.execute(workload.ids)).map((row) => row.id);
    const answer = await fetchJson(target);
    const answered = (answer.data as { id: number }[]).map((row) => row.id);
    if (answer.count !== Number(count) || JSON.stringify(answered) !== JSON.stringify(ids)) {
      throw new Error(`${workload.name}: answered count ${answer.count} ids ${answered}, SQL says ${count} ${ids}`);
    }
    return Number(count);
  } finally {
    await handle.close();
  }
}

function startServer(): Promise<{ port: number; token: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port, token } = JSON.parse(line);
      resolve({ port, token, stop: () => child.kill('SIGTERM') });
    });
  });
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const log = (line: string) => console.log(line);
  const where = settings.url.replace(/\/\/[^@]*@/, '//');
  log(`Persons benchmark: ${settings.rows} rows in schema ${settings.schema} of ${where}`);
  await prepareBenchDatabase(settings, log);
  const list = await workloads();
  const server = await startServer();
  const rows: string[] = [];
  try {
    for (const workload of list) {
      const headers = { authorization: `Bearer ${server.token}` };
      const target: Target = { port: server.port, path: workload.path, headers };
      const count = await check(workload, target);
      log(`\n${workload.name}: count ${count} checked against SQL`);
      for (const connections of CONNECTIONS) {
        await measure(target, { connections, durationMs: 1000, maxRequests: 2000 });
        const m = await measure(target, { connections, durationMs: SECONDS * 1000, maxRequests: MAX_REQUESTS });
        const verdict = connections === 1 ? (m.p95 <= workload.p95Target ? 'met' : 'MISSED') : '';
        log(
          `  ${connections} conn: ${m.requests} requests, ${m.errors} errors, ${m.rps.toFixed(0)} rps, ` +
            `p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms, max ${ms(m.max)} ms ${verdict}`,
        );
        rows.push(
          `| ${workload.name} | ${connections} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ` +
            `${connections === 1 ? `≤ ${workload.p95Target} (${verdict})` : ''} | ${count} |`,
        );
      }
    }
  } finally {
    server.stop();
  }
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`;
  log(`\nMachine: ${cpu}, load average ${load}, Node ${process.version}, ${SECONDS} s per measurement\n`);
  log('| Workload | Connections | rps | p50 ms | p95 ms | p99 ms | p95 target ms | count |');
  log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
