// `npm run bench -- oportunidadesimport`: POST /oportunidades/import of BENCH_IMPORT_ROWS (default 1,000)
// new opportunities, named as the export writes them (client by name, stage, thesis and status by label,
// a tag), timed four ways: the dry run of the new file, its apply, then the dry run and the apply of the
// same file again (every row known and unchanged). On the embedded database (PGlite in memory, the laptop's
// default) unless BENCH_IMPORT_DATABASE_URL names a PostgreSQL server, where it runs in a database of its
// own, created and dropped. The real app, through app.inject: the time is the server's, not a network's.
// Each answer is checked (its counts and that nothing was refused) before its time counts.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app';
import { testConfig } from '../server/platform/config';
import { openDatabase, type DatabaseHandle } from '../server/platform/db/client';
import { migrate } from '../server/platform/db/migrate';
import { persons, tags, users } from '../server/platform/db/schema';
import { hashPassword } from '../server/platform/auth/password';
import { openSession } from '../server/platform/sessions/store';
import { UserRole } from '../common/enums';
import { validCpf } from '../tests/helpers/fixtures';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const CLIENTS = 50;
const HEADERS = 'ID;Título;Cliente;Parceiro;Estágio;Tese;Status;Tags;Receita Esperada (R$);Honorários (%);ID Odoo;ID Externo;Motivo da perda;Criado em';
const THESIS = 'Exclusão do ICMS da base do PIS/COFINS';

type Run = { label: string; seconds: number; answer: { rows: number; create: number; update: number; applied: boolean; errors: unknown[] } };

/** An empty database of the bench's own: in-memory PGlite, or a new database on the named server (and its drop). */
async function benchDatabase(): Promise<{ database: DatabaseHandle; name: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_IMPORT_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, name: 'PGlite (em memória)', drop: async () => undefined };
  }
  const dbName = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.db.execute(`CREATE DATABASE ${dbName}`);
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  return {
    database,
    name: `PostgreSQL (${dbName})`,
    drop: async () => {
      await admin.db.execute(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.close();
    },
  };
}

function importFile(clientNames: string[], tagName: string, word: string) {
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const client = clientNames[i % clientNames.length];
    const revenue = `${(10_000 + i).toLocaleString('pt-BR')},50`;
    return `;;${client};;Lead;${THESIS};Em Andamento;${i % 2 ? tagName : ''};${revenue};12,5;;${word}-${i};;`;
  });
  return `\uFEFF${[HEADERS, ...lines].join('\r\n')}`;
}

/** Seeds its own database, runs the four imports and logs their times; throws on a wrong answer. */
export async function benchOportunidadesImport(log: (line: string) => void) {
  const { database, name, drop } = await benchDatabase();
  try {
    await migrate(database);
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent' }), database });
    await app.ready();
    const word = `Bench${randomBytes(3).toString('hex')}`;
    const clientNames = Array.from({ length: CLIENTS }, (_, i) => `${word} Cliente ${i}`);
    await database.db.insert(persons).values(clientNames.map((clientName) => ({ name: clientName, document: validCpf(), person_type: 1, role: 1 })));
    const [tag] = await database.db.insert(tags).values({ name: `${word}tag`, color: 'blue' }).returning();
    // A creator must be a person (the partner a new opportunity defaults to).
    const [partner] = await database.db.insert(persons).values({ name: `${word} Parceiro`, document: validCpf(), person_type: 1, role: 2 }).returning();
    const [user] = await database.db
      .insert(users)
      .values({ email: `${word.toLowerCase()}@example.com`, full_name: 'Bench', role: UserRole.Admin, person_id: partner.id, hashed_password: await hashPassword('senha-segura-123') })
      .returning();
    const sessionId = await openSession(database.db, user, { user_agent: 'bench', client_address: '127.0.0.1' });
    const authorization = `Bearer ${await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId })}`;
    const file = importFile(clientNames, tag.name, word);

    const send = async (label: string, fields: Record<string, string>, expected: { create: number; update: number; applied: boolean }): Promise<Run> => {
      const body = new FormData();
      for (const [field, value] of Object.entries(fields)) body.append(field, value);
      body.append('file', new Blob([file]), 'oportunidades.csv');
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/v1/oportunidades/import', headers: { authorization }, payload: body });
      const seconds = (performance.now() - started) / 1000;
      const answer = response.json() as Run['answer'];
      const wanted = { rows: ROWS, errors: [], ...expected };
      const got = { rows: answer.rows, errors: answer.errors, create: answer.create, update: answer.update, applied: answer.applied };
      if (response.statusCode !== 200 || JSON.stringify(got) !== JSON.stringify(wanted)) {
        throw new Error(`${label}: answered ${response.statusCode} ${JSON.stringify(answer).slice(0, 500)}, expected ${JSON.stringify(wanted)}`);
      }
      return { label, seconds, answer };
    };

    const loadBefore = os.loadavg().map((load) => load.toFixed(1)).join(' / ');
    const runs = [
      await send('dry run, new rows', {}, { create: ROWS, update: 0, applied: false }),
      await send('apply, new rows', { dry_run: 'false' }, { create: ROWS, update: 0, applied: true }),
      await send('dry run, same file again', {}, { create: 0, update: 0, applied: false }),
      await send('apply, same file again', { dry_run: 'false' }, { create: 0, update: 0, applied: true }),
    ];
    const loadAfter = os.loadavg().map((load) => load.toFixed(1)).join(' / ');
    log(`oportunidades import, ${ROWS} rows, ${name}; load average ${loadBefore} before, ${loadAfter} after`);
    for (const run of runs) log(`  ${run.label.padEnd(26)} ${run.seconds.toFixed(2).padStart(7)} s  ${Math.round(ROWS / run.seconds).toString().padStart(6)} rows/s`);
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}
