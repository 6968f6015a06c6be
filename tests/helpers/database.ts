// A fresh, migrated database for each test file, copied from the template the run's globalSetup migrated
// once (tests/helpers/templateSetup.ts): in-memory PGlite started from the template's data directory, or
// (TEST_DB=postgres) a database of its own in TEST_DATABASE_URL's server, created from the template
// database and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/client';
import { adminQuery, databaseUrl } from './postgresAdmin';

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  /** Another connection pool on the same PostgreSQL database, as a second server would open (PostgreSQL only). */
  openAnother?(): Promise<DatabaseHandle>;
};

/** The template's tarball, read once per test file (a file may open several databases). */
let pgliteTemplate: Promise<Blob> | undefined;

export async function freshDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
    return openDatabase({ loadDataDir: await pgliteTemplate });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const open = () => openDatabase({ url: databaseUrl(url, name), poolSize: 4 });
  const handle = await open();
  return {
    ...handle,
    openAnother: open,
    async close() {
      await handle.close();
      // FORCE: a second server's pool a test left open does not keep the database alive.
      await adminQuery(url, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
