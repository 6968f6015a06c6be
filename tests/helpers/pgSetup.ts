// Vitest globalSetup for the PostgreSQL run: extensions are per database, so create them once
// here rather than racing from every test file's migration.
import pg from 'pg';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL API run needs TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  await client.end();
}
