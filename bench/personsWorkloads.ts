// The persons part of the benchmark: first page, name search, document search, deep page, and the same
// pages sorted by a column header (sort=name), which must meet the same targets.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/platform/db/client';
import { pageWorkload, rowsOf, type Workload } from './workload';

export async function personsWorkloads(handle: DatabaseHandle, rows: number): Promise<Workload[]> {
  const offset = Math.floor(rows / 8);
  const [sample] = await rowsOf<{ document: string }>(
    handle,
    sql`SELECT document FROM persons WHERE person_type = 2 ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  const digits = sample.document.slice(0, 12);
  const silva = '(^|[^a-z0-9])silva';
  return [
    pageWorkload(
      'first page (skip=0&limit=10)',
      '/api/v1/persons/?skip=0&limit=10',
      15,
      sql`SELECT count(*) AS n FROM persons`,
      sql`SELECT id FROM persons ORDER BY id DESC LIMIT 10`,
    ),
    pageWorkload(
      'name search (query=Silva)',
      '/api/v1/persons/?query=Silva&skip=0&limit=10',
      15,
      sql`SELECT count(*) AS n FROM persons WHERE search_key ~ ${silva}`,
      sql`SELECT id FROM persons WHERE search_key ~ ${silva} ORDER BY id DESC LIMIT 10`,
    ),
    pageWorkload(
      `document search (query=${digits})`,
      `/api/v1/persons/?query=${digits}&skip=0&limit=10`,
      15,
      sql`SELECT count(*) AS n FROM persons WHERE document LIKE ${`${digits}%`}`,
      sql`SELECT id FROM persons WHERE document LIKE ${`${digits}%`} ORDER BY id DESC LIMIT 10`,
    ),
    pageWorkload(
      'deep page (skip=500000&limit=10&person_type=2)',
      '/api/v1/persons/?skip=500000&limit=10&person_type=2',
      50,
      sql`SELECT count(*) AS n FROM persons WHERE person_type = 2`,
      sql`SELECT id FROM persons WHERE person_type = 2 ORDER BY id DESC OFFSET 500000 LIMIT 10`,
    ),
    pageWorkload(
      'sorted by name (sort=name&order=asc)',
      '/api/v1/persons/?sort=name&order=asc&skip=0&limit=10',
      15,
      sql`SELECT count(*) AS n FROM persons`,
      sql`SELECT id FROM persons ORDER BY name ASC, id ASC LIMIT 10`,
    ),
    pageWorkload(
      'name search sorted by name (query=Silva&sort=name&order=desc)',
      '/api/v1/persons/?query=Silva&sort=name&order=desc&skip=0&limit=10',
      15,
      sql`SELECT count(*) AS n FROM persons WHERE search_key ~ ${silva}`,
      sql`SELECT id FROM persons WHERE search_key ~ ${silva} ORDER BY name DESC, id DESC LIMIT 10`,
    ),
    pageWorkload(
      'deep page sorted by name (skip=500000&limit=10&person_type=2&sort=name)',
      '/api/v1/persons/?skip=500000&limit=10&person_type=2&sort=name&order=asc',
      50,
      sql`SELECT count(*) AS n FROM persons WHERE person_type = 2`,
      sql`SELECT id FROM persons WHERE person_type = 2 ORDER BY name ASC, id ASC OFFSET 500000 LIMIT 10`,
    ),
  ];
}
