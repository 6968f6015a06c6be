// Vitest globalSetup of the API projects: migrates one template database for the whole run, which every
// test file then copies (tests/helpers/database.ts) instead of creating and migrating its own. A fresh
// PGlite spends most of its start in initdb, and a PostgreSQL schema in running every migration; a copy
// of a migrated one skips both (README, Testing).
// - PGlite: a migrated in-memory database's data directory, dumped as a tarball into a temporary file.
// - PostgreSQL: a database of its own in TEST_DATABASE_URL's server (named for this run, so runs side by
//   side do not meet), for `CREATE DATABASE ... TEMPLATE`; dropped at the end.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/platform/db/client';
import { migrate } from '../../server/platform/db/migrate';
import { adminQuery, databaseUrl } from './postgresAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated data directory's tarball. */
    pgliteTemplateFile: string;
    /** PostgreSQL: the migrated database each test file's database is created from. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  return project.config.env?.TEST_DB === 'postgres'
    ? postgresTemplate(project)
    : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-pglite-template-'));
  const file = join(dir, 'pgdata.tar');
  const handle = await openDatabase({});
  try {
    await migrate(handle);
    const tarball = await handle.dumpDataDir!();
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL API run needs TEST_DATABASE_URL');
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  try {
    const handle = await openDatabase({ url: databaseUrl(url, name), poolSize: 2 });
    try {
      await migrate(handle);
    } finally {
      // A template takes no copies while anyone is connected to it.
      await handle.close();
    }
  } catch (error) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
