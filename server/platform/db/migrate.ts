// Versioned SQL migrations: each file in migrations/ runs once, in name order, in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { declaredAuditTriggers } from '../audit/declaredTriggers';
import type { DatabaseHandle } from './client';

/** The migration that defines audit_row(), which declared tables' triggers call. */
const AUDIT_MIGRATION = '0120_audit_log';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  return handle.withMigrationLock(async () => {
    await handle.execScript(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE EXTENSION IF NOT EXISTS unaccent;
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );`);
    const rows = await handle.db.execute<{ version: string }>(sql`SELECT version FROM schema_migrations`);
    const applied = new Set(resultRows<{ version: string }>(rows).map((r) => r.version));
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
    const ran: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (applied.has(version)) continue;
      const script = await readFile(new URL(file, `file://${dir}`), 'utf8');
      await handle.execScript(`${script}\n;INSERT INTO schema_migrations (version) VALUES ('${version}');`);
      ran.push(version);
    }
    // After the migrations: the declared resources' audit triggers need audit_row() (0120) and their tables.
    if (applied.has(AUDIT_MIGRATION) || ran.includes(AUDIT_MIGRATION)) await handle.execScript(declaredAuditTriggers());
    return ran;
  });
}

/** drizzle's execute() answers an array on some drivers and {rows} on others. */
export function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
