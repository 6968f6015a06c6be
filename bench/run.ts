// npm run bench: the persons and opportunities list endpoints and the global search at a million rows in
// PostgreSQL. `npm run bench -- persons`, `npm run bench -- oportunidades` or `npm run bench -- search`
// runs one part.
//
// 1. bench/database.ts builds a schema of its own with the app's migrations and seeds BENCH_ROWS persons
//    (default 1,000,000); bench/oportunidadesDatabase.ts adds BENCH_OPORTUNIDADES opportunities over them
//    (default 1,000,000). Both are reused on the next run unless BENCH_RESEED=1.
// 2. bench/server.ts starts the real app in a child process on a loopback port.
// 3. Each workload's answer is checked first against plain SQL (counts, ids, sums), then measured with
//    bench/load.ts at 1 and 16 connections for BENCH_SECONDS (default 10) after a short warm-up.
// Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SCHEMA, BENCH_ROWS,
// BENCH_OPORTUNIDADES, BENCH_RESEED, BENCH_SECONDS, BENCH_IMPORT_ROWS. `npm run bench -- importexport` streams
// the export of every person and imports 100,000 (bench/importExport.ts). `npm run bench -- floor` measures
// the API against the SQL statements it runs, alternating in one run (bench/floor.ts). `npm run bench --
// comissoes` measures a partner's commission ledger (100,000 entries) and its PDF statement in a schema
// of its own (bench/comissoes.ts). `npm run bench -- oportunidadesimport` times the opportunities' import
// (dry run and apply, BENCH_IMPORT_ROWS, default 1,000) on the embedded database, or on PostgreSQL with
// BENCH_IMPORT_DATABASE_URL, in a database of its own (bench/oportunidadesImport.ts).
import os from 'node:os';
import { BENCH_USER_EMAIL } from './benchUser';
import { benchSettings, openBenchDatabase, prepareBenchDatabase } from './database';
import { runFloor } from './floor';
import { comissoesSettings, comissoesWorkloads, prepareBenchComissoes } from './comissoes';
import { benchImportExport } from './importExport';
import { fetchBody, fetchJson, measure, type Target } from './load';
import { benchOportunidadesImport } from './oportunidadesImport';
import { oportunidadeRows, prepareBenchOportunidades } from './oportunidadesDatabase';
import { oportunidadesWorkloads } from './oportunidadesWorkloads';
import { personsWorkloads } from './personsWorkloads';
import { searchWorkloads } from './searchWorkloads';
import { startServer } from './serverProcess';
import type { Workload } from './workload';

const settings = benchSettings();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [1, 16];
const MAX_REQUESTS = 200_000;
const PARTS = ['persons', 'oportunidades', 'search', 'importexport', 'floor', 'comissoes', 'oportunidadesimport'] as const;
type Part = (typeof PARTS)[number];

function chosenParts(args: string[]): Part[] {
  const unknown = args.filter((arg) => !PARTS.includes(arg as Part));
  if (unknown.length) throw new Error(`Parte desconhecida: ${unknown.join(', ')} (use ${PARTS.join(' ou ')})`);
  // The floor (bench/floor.ts) is asked for by name only: it measures the API against its own SQL; the
  // commissions (bench/comissoes.ts) too, and alone: they run in a schema of their own.
  // The opportunities' import too, in a database of its own (embedded unless told otherwise).
  for (const alone of ['comissoes', 'oportunidadesimport']) {
    if (args.includes(alone) && args.length > 1) throw new Error(`A parte ${alone} roda sozinha: npm run bench -- ${alone}`);
  }
  return args.length ? (args as Part[]) : PARTS.filter((part) => !['floor', 'comissoes', 'oportunidadesimport'].includes(part));
}

/** The answer must be what plain SQL says; a wrong answer stops the run. Returns SQL's summary. */
async function check(workload: Workload, target: Target) {
  const handle = await openBenchDatabase(settings);
  try {
    const { value, summary } = await workload.expected(handle);
    const body = workload.file ? await fetchBody(target) : await fetchJson(target);
    const answered = workload.answered(body);
    if (JSON.stringify(answered) !== JSON.stringify(value)) {
      throw new Error(`${workload.name}: answered ${JSON.stringify(answered)}, SQL says ${JSON.stringify(value)}`);
    }
    await workload.verify?.(handle, body);
    return summary;
  } finally {
    await handle.close();
  }
}

const ms = (value: number) => value.toFixed(1);

async function workloadsOf(parts: Part[]): Promise<Workload[]> {
  const list: Workload[] = [];
  const handle = await openBenchDatabase(settings);
  try {
    if (parts.includes('persons')) list.push(...(await personsWorkloads(handle, settings.rows)));
    if (parts.includes('oportunidades')) list.push(...oportunidadesWorkloads());
    if (parts.includes('search')) list.push(...(await searchWorkloads(handle, settings.rows)));
    if (parts.includes('comissoes')) list.push(...comissoesWorkloads());
  } finally {
    await handle.close();
  }
  return list;
}

async function main() {
  const log = (line: string) => console.log(line);
  const parts = chosenParts(process.argv.slice(2));
  if (parts.includes('floor')) return runFloor(settings, log);
  if (parts.includes('oportunidadesimport')) return benchOportunidadesImport(log);
  if (parts.includes('comissoes')) Object.assign(settings, comissoesSettings(settings));
  const where = settings.url.replace(/\/\/[^@]*@/, '//');
  log(`Benchmark (${parts.join(', ')}): ${settings.rows} persons in schema ${settings.schema} of ${where}`);
  // Opportunities point at the persons, so both parts need them; the search looks through both.
  await prepareBenchDatabase(settings, log);
  if (parts.some((part) => ['oportunidades', 'search', 'comissoes'].includes(part))) {
    await prepareBenchOportunidades(settings, oportunidadeRows(), log);
  }
  if (parts.includes('comissoes')) await prepareBenchComissoes(settings, log);
  const list = await workloadsOf(parts);
  const server = await startServer();
  const rows: string[] = [];
  const streamRows: string[] = [];
  try {
    if (parts.includes('importexport')) streamRows.push(...(await benchImportExport(server, BENCH_USER_EMAIL, log)));
    for (const workload of list) {
      const headers = { authorization: `Bearer ${server.token}` };
      const target: Target = { port: server.port, path: workload.path, headers };
      const summary = await check(workload, target);
      log(`\n${workload.name}: ${summary}, checked against SQL`);
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
            `${connections === 1 ? `≤ ${workload.p95Target} (${verdict})` : ''} | ${summary} |`,
        );
      }
    }
  } finally {
    server.stop();
  }
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`;
  log(`\nMachine: ${cpu}, load average ${load}, Node ${process.version}, ${SECONDS} s per measurement\n`);
  log('| Workload | Connections | rps | p50 ms | p95 ms | p99 ms | p95 target ms | checked |');
  log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) log(row);
  if (streamRows.length) {
    log('\n| Export / import | Rows | Time | Server memory |');
    log('|---|---|---|---|');
    for (const row of streamRows) log(row);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
