// A fresh, migrated database for each test file: in-memory PGlite, or (TEST_DB=postgres) a schema of
// its own in TEST_DATABASE_URL that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function freshDatabase(): Promise<DatabaseHandle> {
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
  const handle = await openDatabase({ url, searchPath: `${schema},public`, poolSize: 4 });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}
