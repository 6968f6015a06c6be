// The benchmark's database: its own schema in PostgreSQL, built by the app's migrations and filled with
// BENCH_ROWS persons. A schema that already holds them is reused unless BENCH_RESEED=1.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/platform/db/client';
import { migrate, resultRows } from '../server/platform/db/migrate';
import { bulkLoadPersons } from './bulkLoad';
import { seedPersonsSql } from './seed';

export type BenchSettings = { url: string; schema: string; rows: number; reseed: boolean };

const CHUNK = 100_000;

export function benchSettings(env = process.env): BenchSettings {
  const schema = env.BENCH_SCHEMA ?? 'bench_persons';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`BENCH_SCHEMA inválido: ${schema}`);
  return {
    url: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    schema,
    rows: Number(env.BENCH_ROWS ?? 1_000_000),
    reseed: env.BENCH_RESEED === '1',
  };
}

export const openBenchDatabase = (settings: BenchSettings, poolSize = 4) =>
  openDatabase({ url: settings.url, searchPath: `${settings.schema},public`, poolSize });

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function personCount(handle: DatabaseHandle): Promise<number> {
  try {
    const [row] = resultRows<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM persons`));
    return row.n;
  } catch {
    return -1;
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A migrated schema holding exactly `rows` persons, vacuumed and analysed like a settled database. */
export async function prepareBenchDatabase(settings: BenchSettings, log: (line: string) => void) {
  await admin(settings.url, async (client) => {
    // Extensions belong to the database; the app's migrations expect them reachable through public.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${settings.schema}`);
  });
  let handle = await openBenchDatabase(settings);
  if (!settings.reseed && (await personCount(handle)) === settings.rows) {
    log(`Reusing schema ${settings.schema} with ${settings.rows} persons (BENCH_RESEED=1 rebuilds it).`);
    // Migrations added since it was seeded apply to the reused rows, as they would on a live database.
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  await handle.close();
  await admin(settings.url, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${settings.schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${settings.schema}`);
  });
  handle = await openBenchDatabase(settings);
  try {
    await migrate(handle);
    const started = performance.now();
    await bulkLoadPersons(handle.db, async () => {
      for (let from = 1; from <= settings.rows; from += CHUNK) {
        const to = Math.min(settings.rows, from + CHUNK - 1);
        await handle.db.execute(sql.raw(seedPersonsSql(from, to)));
        log(`  inserted ${to} persons (${seconds(started)})`);
      }
    });
    const vacuumStarted = performance.now();
    await handle.db.execute(sql`VACUUM ANALYZE persons, person_search_terms, person_counts`);
    log(`Seeded ${settings.rows} persons in ${seconds(started)} (VACUUM ANALYZE ${seconds(vacuumStarted)}).`);
  } finally {
    await handle.close();
  }
}
