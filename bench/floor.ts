// `npm run bench -- floor`: how close the API comes to the SQL it runs (issue 26: the API at >= 50% of
// its SQL's throughput at 1 connection, >= 40% at 16). For each list request it first records the exact
// statements the app sends to PostgreSQL for one request (an app built in this process, its pg client
// watched, on a request whose session is already in the guard's cache, as every request but a session's
// first is), then, at 1 and at 16 connections, alternates in short rounds: those statements replayed
// through `pg` (each connection runs one request's statements in order, again and again), and the same
// request through the HTTP API of bench/server.ts. Alternating in one run makes the ratio comparable
// even on a busy machine: both sides share whatever load there is.
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../server/app';
import { testConfig } from '../server/platform/config';
import { openSession } from '../server/platform/sessions/store';
import { ensureBenchUser } from './benchUser';
import { openBenchDatabase, prepareBenchDatabase, type BenchSettings } from './database';
import { measure, type Target } from './load';
import { oportunidadeRows, prepareBenchOportunidades } from './oportunidadesDatabase';
import { startServer } from './serverProcess';

const REQUESTS = [
  { name: 'persons, first page', path: '/api/v1/persons/?skip=0&limit=10' },
  { name: 'persons, name search (query=Silva)', path: '/api/v1/persons/?query=Silva&skip=0&limit=10' },
  { name: 'opportunities, first page', path: '/api/v1/oportunidades/?skip=0&limit=10' },
  { name: 'users, first page', path: '/api/v1/users/?skip=0&limit=10' },
];
const CONNECTIONS = [1, 16];
const TARGET: Record<number, number> = { 1: 0.5, 16: 0.4 };
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_FLOOR_ROUND_SECONDS ?? 3) * 1000;
const WARM_MS = 1000;

// `name`: a prepared statement's, so the replay is parsed and planned once per connection, as the app's is.
type Statement = { text: string; name?: string; values?: unknown[]; rowMode?: string };

/** The statements one request of each path sends, its session already cached. */
async function recordStatements(settings: BenchSettings): Promise<Map<string, Statement[]>> {
  const database = await openBenchDatabase(settings, 4);
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent' }), database });
  const user = await ensureBenchUser(database.db);
  const sessionId = await openSession(database.db, user, { user_agent: 'bench floor', client_address: '127.0.0.1' });
  const token = await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId });
  const headers = { authorization: `Bearer ${token}` };
  const recorded = new Map<string, Statement[]>();
  const original = pg.Client.prototype.query;
  let sink: Statement[] | null = null;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | Statement, unknown[] | undefined];
    // node-postgres takes the values in the config or as the second argument; drizzle uses both ways.
    if (sink) {
      const statement = typeof config === 'string' ? { text: config } : config;
      sink.push({ text: statement.text, name: statement.name, values: statement.values ?? values, rowMode: statement.rowMode });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    for (const { path } of REQUESTS) {
      const first = await app.inject({ method: 'GET', url: path, headers });
      if (first.statusCode !== 200) throw new Error(`GET ${path}: ${first.statusCode} ${first.body}`);
      sink = [];
      await app.inject({ method: 'GET', url: path, headers });
      recorded.set(path, sink);
      sink = null;
    }
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await database.close();
  }
  return recorded;
}

/** `connections` pg clients, each running the request's statements in order until the deadline. */
async function measureSql(clients: pg.Client[], statements: Statement[], durationMs: number) {
  const deadline = performance.now() + durationMs;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        for (const statement of statements) await client.query(statement as pg.QueryConfig);
        done += 1;
      }
    }),
  );
  return { done, seconds: (performance.now() - started) / 1000 };
}

async function measureApi(target: Target, connections: number, durationMs: number) {
  const started = performance.now();
  const m = await measure(target, { connections, durationMs, maxRequests: 1_000_000 });
  if (m.errors) throw new Error(`${target.path}: ${m.errors} errors`);
  return { done: m.requests, seconds: (performance.now() - started) / 1000 };
}

const rate = (total: { done: number; seconds: number }) => total.done / total.seconds;

export async function runFloor(settings: BenchSettings, log: (line: string) => void) {
  log(`Floor: the API against its own SQL, schema ${settings.schema} (${settings.rows} persons)`);
  await prepareBenchDatabase(settings, log);
  await prepareBenchOportunidades(settings, oportunidadeRows(), log);
  const recorded = await recordStatements(settings);
  const server = await startServer();
  const connection = { connectionString: settings.url, options: `-c search_path=${settings.schema},public` };
  const rows: string[] = [];
  const loadBefore = os.loadavg();
  try {
    for (const request of REQUESTS) {
      const statements = recorded.get(request.path)!;
      log(`\n${request.name}: ${statements.length} statements`);
      for (const statement of statements) log(`  ${statement.name ? `[${statement.name}] ` : ''}${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      const target: Target = { port: server.port, path: request.path, headers: { authorization: `Bearer ${server.token}` } };
      for (const connections of CONNECTIONS) {
        const clients = Array.from({ length: connections }, () => new pg.Client(connection));
        await Promise.all(clients.map((client) => client.connect()));
        try {
          await measureSql(clients, statements, WARM_MS);
          await measureApi(target, connections, WARM_MS);
          const sql = { done: 0, seconds: 0 };
          const api = { done: 0, seconds: 0 };
          for (let round = 0; round < ROUNDS; round += 1) {
            for (const [total, run] of [
              [sql, () => measureSql(clients, statements, ROUND_MS)],
              [api, () => measureApi(target, connections, ROUND_MS)],
            ] as const) {
              const part = await run();
              total.done += part.done;
              total.seconds += part.seconds;
            }
          }
          const ratio = rate(api) / rate(sql);
          const verdict = ratio >= TARGET[connections] ? 'met' : 'MISSED';
          log(`  ${connections} conn: SQL ${rate(sql).toFixed(0)}/s, API ${rate(api).toFixed(0)}/s, API/SQL ${(ratio * 100).toFixed(1)}% (target ${TARGET[connections] * 100}%: ${verdict})`);
          rows.push(`| ${request.name} | ${connections} | ${rate(sql).toFixed(0)} | ${rate(api).toFixed(0)} | ${(ratio * 100).toFixed(1)}% | ≥ ${TARGET[connections] * 100}%: ${verdict} |`);
        } finally {
          await Promise.all(clients.map((client) => client.end()));
        }
      }
    }
  } finally {
    server.stop();
  }
  const load = (values: number[]) => values.map((l) => l.toFixed(1)).join(' / ');
  log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${ROUNDS} rounds of ${ROUND_MS / 1000} s a side`);
  log(`Load average (1 / 5 / 15 min): ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end\n`);
  log('| Request | Connections | SQL requests/s | API requests/s | API / SQL | Target |');
  log('|---|---|---|---|---|---|');
  for (const row of rows) log(row);
}
