// A fresh, migrated database for each test file: in-memory PGlite, or (TEST_DB=postgres) a schema of
// its own in TEST_DATABASE_URL that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  /** Another connection pool on the same PostgreSQL schema, as a second server would open (PostgreSQL only). */
  openAnother?(): Promise<DatabaseHandle>;
};

export async function freshDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const handle = await openDatabase({});
    await migrate(handle);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const open = () => openDatabase({ url, searchPath: `${schema},public`, poolSize: 4 });
  const handle = await open();
  await migrate(handle);
  return {
    ...handle,
    openAnother: open,
    async close() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}
