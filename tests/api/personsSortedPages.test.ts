// The persons list sorted by name or by creation, ascending and descending, with and without its filters:
// every deep page (which starts from the counters of migration 0013) is the same ids and total as the
// plain ORDER BY … OFFSET over the table. The persons' names collide, differ only by case or accents, sit
// on bucket marks, between them, below 'Aa' and above 'zz'; their creation instants tie and fall on both
// sides of midnight UTC. Checked again after names, filters and creation instants change, after deletes
// and after a truncate; each time the counters also equal a GROUP BY over persons.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonRole, PersonType } from '../../common/enums';
import { resultRows } from '../../server/platform/db/migrate';
import { DEEP_SKIP } from '../../server/features/persons/list';
import { createTestApp, type TestApp } from '../helpers/app';

const PERSONS = '/api/v1/persons';
/** Enough persons that the filters keeping half of them or more still have deep pages. */
const ROWS = 3 * DEEP_SKIP;
/** A page size no bucket lines up with, so that the pages checked start anywhere in their buckets. */
const PAGE = 193;

/**
 * Names that collide (most are repeated, some with a number after them), differ only by case or accents,
 * equal a mark ('', 'Aa', 'Zz', 'zz', 'Á'), fall just before or after one, below every letter or above
 * every mark.
 */
const NAMES = [
  '', ' Espaço', '!Exclamação', '0800 Serviços', 'A', 'Aa', 'AA', 'aa', 'Ab', 'Ana Silva', 'ana silva', 'ANA SILVA',
  'Ána Silva', 'Ângela', 'Álvaro', 'Á', 'Érica', 'Ótica Gomes', 'ótica gomes', 'Çarpim', 'ç', 'Maria', 'Mariana', 'Marí',
  'Márcia', 'Ma', 'Mb', 'Silva', 'silva', 'Sá', 'Santos', 'Zé', 'zé', 'Zz', 'Zzz', 'zz', 'zzzz', '~Til', 'Ü', 'ÿ',
  '😀 Sorriso',
];

type Filter = { query: string; where: SQL };
/** The list's filters, each with the rows it keeps written plainly ('Clientes' and 'Parceiros' include both). */
const FILTERS: Filter[] = [
  { query: '', where: sql`TRUE` },
  { query: `person_type=${PersonType.Company}`, where: sql`person_type = ${PersonType.Company}` },
  {
    query: `role=${PersonRole.Client}`,
    where: sql`role IN (${PersonRole.Client}, ${PersonRole.ClientAndPartner})`,
  },
  {
    query: `role=${PersonRole.Partner}`,
    where: sql`role IN (${PersonRole.Partner}, ${PersonRole.ClientAndPartner})`,
  },
  { query: 'is_active=false', where: sql`NOT is_active` },
  {
    query: `person_type=${PersonType.Company}&is_active=true`,
    where: sql`person_type = ${PersonType.Company} AND is_active`,
  },
  {
    query: `person_type=${PersonType.Individual}&role=${PersonRole.Employee}&is_active=true`,
    where: sql`person_type = ${PersonType.Individual} AND role = ${PersonRole.Employee} AND is_active`,
  },
];
const SORTS = ['name', 'created_at'] as const;
const ORDERS = ['asc', 'desc'] as const;

/** The deep pages of a list of `total` rows, one after another, and the first two past its end. */
function deepSkips(total: number): number[] {
  const skips: number[] = [];
  for (let skip = DEEP_SKIP; skip < total; skip += PAGE) skips.push(skip);
  return [...skips, Math.max(total, DEEP_SKIP), Math.max(total, DEEP_SKIP) + 1];
}

/**
 * `count` persons numbered from `first`: types, roles and statuses mixed independently, names from NAMES,
 * a few hundred creation instants an hour apart (so many persons share one), half of them a microsecond
 * before the hour, so that those at midnight UTC belong to the day before.
 */
const insertPersons = (first: number, count: number) => sql`
  INSERT INTO persons (person_type, document, name, role, is_active, created_at)
  SELECT
    CASE WHEN i % 3 = 0 THEN ${PersonType.Individual}::int ELSE ${PersonType.Company}::int END,
    'ordem-' || i,
    names[1 + (i * 7) % array_length(names, 1)] || CASE WHEN i % 4 = 0 THEN '' ELSE ' ' || (i % 13) END,
    CASE WHEN (i / 7) % 10 < 4 THEN ${PersonRole.Client}::int WHEN (i / 7) % 10 < 6 THEN ${PersonRole.Partner}::int
         WHEN (i / 7) % 10 < 9 THEN ${PersonRole.ClientAndPartner}::int ELSE ${PersonRole.Employee}::int END,
    (i / 11) % 5 >= 2,
    timestamptz '2025-03-01 00:00Z' + ((i * 7919) % 500) * interval '1 hour' - (i % 2) * interval '1 microsecond'
  FROM generate_series(${first}::int, ${first + count - 1}::int) AS i,
    (SELECT ARRAY[${sql.join(
      NAMES.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[] AS names) AS pool`;

describe('persons sorted by a column: deep pages', () => {
  let t: TestApp;
  let headers: { authorization: string };

  const rows = async <T>(query: SQL) => resultRows<T>(await t.database.db.execute(query));
  const signIn = async () => {
    headers = await t.as(await t.createUser({ role: 1 }));
  };
  const page = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `${PERSONS}/?${query}`, headers });
    expect(res.status, query).toBe(200);
    return { count: res.body.count as number, ids: res.body.data.map((row: { id: number }) => row.id) as number[] };
  };
  /** The ids passing `where` in the plain ORDER BY of a sort: the column, then the id, both one way. */
  const sortedIds = async (where: SQL, sort: (typeof SORTS)[number], order: (typeof ORDERS)[number]) => {
    const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
    const found = await rows<{ id: number }>(
      sql`SELECT id FROM persons WHERE ${where} ORDER BY ${sql.identifier(sort)} ${direction}, id ${direction}`,
    );
    return found.map((row) => row.id);
  };

  /** Every deep page of every filter, sort and order against the plain query; answers how many were checked. */
  async function expectDeepPages(): Promise<number> {
    let checked = 0;
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        for (const order of ORDERS) {
          const ids = await sortedIds(filter.where, sort, order);
          for (const skip of deepSkips(ids.length)) {
            const query = `${filter.query}&sort=${sort}&order=${order}&skip=${skip}&limit=${PAGE}`;
            expect(await page(query), query).toEqual({ count: ids.length, ids: ids.slice(skip, skip + PAGE) });
            checked += 1;
          }
        }
      }
    }
    return checked;
  }

  /** Each counter table equals the same numbers grouped from persons (rows counting nobody left aside). */
  async function expectExactCounters() {
    const counted = (table: string, bucket: string) =>
      rows(sql`SELECT person_type, role, is_active, ${sql.raw(bucket)}::text AS bucket, total::int AS total
        FROM ${sql.identifier(table)} WHERE total <> 0 ORDER BY 1, 2, 3, ${sql.raw(bucket)}`);
    const grouped = (bucket: string) =>
      rows(sql`SELECT person_type, role, is_active, p.bucket::text AS bucket, count(*)::int AS total
        FROM (SELECT *, ${sql.raw(bucket)} AS bucket FROM persons) AS p
        GROUP BY 1, 2, 3, p.bucket ORDER BY 1, 2, 3, p.bucket`);
    expect(await counted('person_name_counts', 'mark')).toEqual(
      await grouped('(SELECT max(mark) FROM person_name_marks WHERE mark <= persons.name)'),
    );
    expect(await counted('person_created_counts', 'day')).toEqual(await grouped(`(created_at AT TIME ZONE 'UTC')::date`));
  }

  beforeAll(async () => {
    t = await createTestApp();
    await signIn();
    await t.database.db.execute(insertPersons(1, ROWS));
  }, 120_000);
  afterAll(() => t.close());

  it('has deep pages under every filter that keeps enough persons', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM persons WHERE NOT is_active`);
    expect(n).toBeGreaterThan(DEEP_SKIP + PAGE);
  });

  it('answers every deep page as the plain ORDER BY … OFFSET does', async () => {
    await expectExactCounters();
    expect(await expectDeepPages()).toBeGreaterThan(0);
  }, 180_000);

  it('reads the deep pages through the counters', async () => {
    // One person too many in the lowest bucket moves every deeper page one row up.
    const ids = await sortedIds(sql`TRUE`, 'name', 'asc');
    for (const [table, bucket] of [
      ['person_name_counts', 'mark'],
      ['person_created_counts', 'day'],
    ]) {
      const sort = table === 'person_name_counts' ? 'name' : 'created_at';
      const sorted = sort === 'name' ? ids : await sortedIds(sql`TRUE`, sort, 'asc');
      const key = sql`(person_type, role, is_active, ${sql.raw(bucket)})`;
      const [lowest] = await rows<{ key: string }>(
        sql`SELECT ${key}::text AS key FROM ${sql.identifier(table)} WHERE total > 0 ORDER BY ${sql.raw(bucket)} LIMIT 1`,
      );
      const shift = (delta: number) =>
        t.database.db.execute(
          sql`UPDATE ${sql.identifier(table)} SET total = total + ${delta}::int WHERE ${key}::text = ${lowest.key}`,
        );
      await shift(1);
      try {
        const query = `sort=${sort}&order=asc&skip=${DEEP_SKIP}&limit=${PAGE}`;
        expect((await page(query)).ids, query).toEqual(sorted.slice(DEEP_SKIP - 1, DEEP_SKIP - 1 + PAGE));
      } finally {
        await shift(-1);
      }
    }
    await expectExactCounters();
  });

  it('stays exact after names, filters and creation instants change, in bulk and one by one', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE persons SET name = lower(name) WHERE id % 5 = 0`);
    await db.execute(sql`UPDATE persons SET name = 'Zz' || name WHERE id % 9 = 0`);
    await db.execute(sql`UPDATE persons SET person_type = ${PersonType.Individual}, role = ${PersonRole.Employee}
      WHERE id % 7 = 0 AND person_type = ${PersonType.Company}`);
    await db.execute(sql`UPDATE persons SET is_active = NOT is_active, created_at = created_at - interval '3 days 1 hour'
      WHERE id % 11 = 0`);
    const [one] = await rows<{ id: number }>(sql`SELECT id FROM persons ORDER BY name, id OFFSET ${DEEP_SKIP} LIMIT 1`);
    await db.execute(sql`UPDATE persons SET name = '', created_at = timestamptz '2020-01-01 00:00Z' WHERE id = ${one.id}`);
    // A write that changes nothing counted leaves the counters as they were.
    await db.execute(sql`UPDATE persons SET updated_at = now(), cnae_main = '6201501'`);
    await expectExactCounters();
    await expectDeepPages();
  }, 180_000);

  it('stays exact after deletes, in bulk and one by one', async () => {
    const db = t.database.db;
    await db.execute(sql`DELETE FROM persons WHERE id % 6 = 0`);
    const [one] = await rows<{ id: number }>(sql`SELECT id FROM persons ORDER BY created_at DESC, id DESC OFFSET ${DEEP_SKIP} LIMIT 1`);
    await db.execute(sql`DELETE FROM persons WHERE id = ${one.id}`);
    await expectExactCounters();
    await expectDeepPages();
  }, 180_000);

  it('stays exact after a truncate and a new load', async () => {
    // Users point at persons, so they go too; a new staff user reads the list.
    await t.database.db.execute(sql`TRUNCATE persons CASCADE`);
    await expectExactCounters();
    expect(await rows(sql`SELECT total FROM person_name_counts UNION ALL SELECT total FROM person_created_counts`)).toEqual([]);
    await signIn();
    expect(await page(`sort=name&order=desc&skip=${DEEP_SKIP}&limit=${PAGE}`)).toEqual({ count: 0, ids: [] });
    await t.database.db.execute(insertPersons(ROWS + 1, ROWS));
    await expectExactCounters();
    await expectDeepPages();
  }, 180_000);
});
