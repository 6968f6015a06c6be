// The benchmark's opportunities: BENCH_OPORTUNIDADES (default 1,000,000) in the persons benchmark's schema,
// over its persons, with ten executives and twelve tags. Reused on the next run unless BENCH_RESEED=1.
import { sql } from 'drizzle-orm';
import { UserRole } from '../common/enums';
import { resultRows } from '../server/platform/db/migrate';
import { withoutIndexes } from './bulkLoad';
import { openBenchDatabase, type BenchSettings } from './database';
import { BENCH_TAGS, EXECUTIVES, seedOportunidadesSql, seedOportunidadeTagsSql } from './seedOportunidades';

const CHUNK = 100_000;

export const oportunidadeRows = (env = process.env) => Number(env.BENCH_OPORTUNIDADES ?? 1_000_000);

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function prepareBenchOportunidades(settings: BenchSettings, rows: number, log: (line: string) => void) {
  const handle = await openBenchDatabase(settings);
  const { db } = handle;
  try {
    const [{ n }] = resultRows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM oportunidades`));
    if (!settings.reseed && n === rows) {
      log(`Reusing ${rows} opportunities (BENCH_RESEED=1 rebuilds them).`);
      return;
    }
    const started = performance.now();
    await db.execute(sql`TRUNCATE oportunidades, tags RESTART IDENTITY CASCADE`);
    await db.execute(sql`DELETE FROM users WHERE email LIKE 'executivo%@bench.example'`);
    await db.execute(sql`
      INSERT INTO users (email, full_name, role, hashed_password)
      SELECT 'executivo' || n || '@bench.example', 'Executivo ' || n, ${UserRole.AccountExecutive}, 'sem-login'
      FROM generate_series(1, ${EXECUTIVES}) AS n`);
    for (const name of BENCH_TAGS) await db.execute(sql`INSERT INTO tags (name) VALUES (${name})`);
    // As one loads a database: indexes and the counters' insert trigger aside, rebuilt in one pass after.
    await withoutIndexes(db, ['oportunidades', 'oportunidade_tags', 'oportunidade_search_terms'], async () => {
      await db.execute(sql`ALTER TABLE oportunidades DISABLE TRIGGER oportunidades_inserted`);
      await db.execute(sql`ALTER TABLE oportunidades DISABLE TRIGGER oportunidade_search_inserted`);
      try {
        for (let from = 1; from <= rows; from += CHUNK) {
          const to = Math.min(rows, from + CHUNK - 1);
          await db.execute(sql.raw(seedOportunidadesSql(from, to)));
          await db.execute(sql.raw(seedOportunidadeTagsSql(from, to)));
          log(`  inserted ${to} opportunities (${seconds(started)})`);
        }
      } finally {
        await db.execute(sql`ALTER TABLE oportunidades ENABLE TRIGGER oportunidades_inserted`);
        await db.execute(sql`ALTER TABLE oportunidades ENABLE TRIGGER oportunidade_search_inserted`);
      }
      await db.execute(sql`SELECT oportunidade_rollups_rebuild()`);
      await db.execute(sql`SELECT oportunidade_search_rebuild()`);
    });
    await db.execute(sql`VACUUM ANALYZE oportunidades, oportunidade_tags, oportunidade_search_terms`);
    log(`Seeded ${rows} opportunities in ${seconds(started)}.`);
  } finally {
    await handle.close();
  }
}
