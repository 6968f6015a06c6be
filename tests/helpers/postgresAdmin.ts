// The statements the PostgreSQL test run issues outside any test database (creating and dropping
// databases), each on a short-lived connection to TEST_DATABASE_URL's own database.
import pg from 'pg';

/** `url` pointing at the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
