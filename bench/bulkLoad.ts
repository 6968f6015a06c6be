// Loading many rows the way PostgreSQL likes it: without the indexes that only slow the load (they are
// rebuilt in one pass afterwards, from their own definitions) and, for persons, without the per-statement
// insert trigger, whose work person_search_rebuild() then does in bulk.
import { sql } from 'drizzle-orm';
import type { Executor } from '../server/platform/db/client';
import { resultRows } from '../server/platform/db/migrate';

type Definition = { drop: string; create: string };

/** Plain indexes, and primary/unique constraints no foreign key depends on, of these tables. */
async function droppableIndexes(db: Executor, tables: string[]): Promise<Definition[]> {
  const rows = resultRows<Definition>(
    await db.execute(sql`
      SELECT format('DROP INDEX %s', i.indexrelid::regclass) AS drop, pg_get_indexdef(i.indexrelid) AS create
      FROM pg_index i
      WHERE i.indrelid = ANY (${sql.raw(`ARRAY[${tables.map((t) => `'${t}'::regclass`).join(',')}]`)})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      UNION ALL
      SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
             format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      FROM pg_constraint c
      WHERE c.conrelid = ANY (${sql.raw(`ARRAY[${tables.map((t) => `'${t}'::regclass`).join(',')}]`)})
        AND c.contype IN ('p', 'u')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid)`),
  );
  return rows;
}

/** Runs `load` with the plain indexes and keys of `tables` set aside, then rebuilds them in one pass each. */
export async function withoutIndexes(db: Executor, tables: string[], load: () => Promise<void>) {
  const indexes = await droppableIndexes(db, tables);
  for (const index of indexes) await db.execute(sql.raw(index.drop));
  try {
    await load();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.create));
  }
}

/** Runs `load` (which inserts persons) with the persons indexes and derived rows set aside, then rebuilds them. */
export async function bulkLoadPersons(db: Executor, load: () => Promise<void>) {
  await withoutIndexes(db, ['persons', 'person_search_terms'], async () => {
    await db.execute(sql`ALTER TABLE persons DISABLE TRIGGER persons_inserted`);
    try {
      await load();
    } finally {
      await db.execute(sql`ALTER TABLE persons ENABLE TRIGGER persons_inserted`);
    }
    await db.execute(sql`SELECT person_search_rebuild()`);
  });
}
