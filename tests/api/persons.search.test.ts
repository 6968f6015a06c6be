// The persons lists on a table of some thousands of rows: text search (word starts, accents and case
// ignored, documents with or without mask), the filters, exact counts and deep pages, checked against a
// plain reading of the table. The rows come from the benchmark's generator (bench/seed.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDocument } from '../../common/documents';
import { isValidCnpj, isValidCpf } from '../../common/documents';
import { resultRows } from '../../server/platform/db/migrate';
import { persons, type User } from '../../server/platform/db/schema';
import { seedPersonsSql } from '../../bench/seed';
import { asciiWords } from '../../server/features/persons/search';
import { createTestApp, type TestApp } from '../helpers/app';

const PERSONS = '/api/v1/persons';
const ROWS = 7_000;
const OLD_ROWS = 2_500;

type Row = {
  id: number;
  name: string;
  trade_name: string | null;
  document: string;
  person_type: number;
  role: number;
  is_active: boolean;
};

/**
 * The search rule, written plainly: every word typed starts a word of the name or trade name, or the text
 * starts the document.
 */
const words = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
function matches(row: Row, text: string): boolean {
  const own = words(`${row.name} ${row.trade_name ?? ''}`);
  const asked = words(text);
  const document = normalizeDocument(text);
  return (
    (asked.length > 0 && asked.every((word) => own.some((w) => w.startsWith(word)))) ||
    (/\d/.test(document) && row.document.startsWith(document))
  );
}

describe('persons lists at scale', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let table: Row[];

  /** GET /persons/ with the query string; 10 per page unless it says otherwise, as the portal asks. */
  const list = async (query: string) => {
    const url = `${PERSONS}/?${query}${/(^|&)limit=/.test(query) ? '' : '&limit=10'}`;
    const res = await t.call({ method: 'GET', url, headers });
    expect(res.status, query).toBe(200);
    return res.body as { data: Row[]; count: number };
  };
  const reload = async () => {
    table = (await t.database.db.select().from(persons)).sort((a, b) => b.id - a.id);
  };
  const expected = (keep: (row: Row) => boolean, skip = 0, limit = 10) => {
    const all = table.filter(keep);
    return { count: all.length, ids: all.slice(skip, skip + limit).map((row) => row.id) };
  };
  const answered = (body: { data: Row[]; count: number }) => ({
    count: body.count,
    ids: body.data.map((row) => row.id),
  });

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.as(await t.createUser({ role: 1 }));
    // The oldest rows share a rare word, so a search for it cannot find its page among the newest rows.
    await t.database.db.execute(sql.raw(seedPersonsSql(ROWS + 1, ROWS + OLD_ROWS)));
    await t.database.db.execute(sql`UPDATE persons SET name = 'Quixaba ' || name`);
    await t.database.db.execute(sql.raw(seedPersonsSql(1, ROWS)));
    await reload();
  }, 120_000);
  afterAll(() => t.close());

  it('seeds valid, unique documents of the right kind', () => {
    expect(table).toHaveLength(ROWS + OLD_ROWS);
    expect(new Set(table.map((row) => row.document)).size).toBe(ROWS + OLD_ROWS);
    for (const row of table.filter((_, i) => i % 97 === 0)) {
      expect(row.person_type === 1 ? isValidCpf(row.document) : isValidCnpj(row.document), row.document).toBe(true);
    }
  });

  it.each([
    'Silva',
    'silv',
    'SÍLVA',
    'conceicao',
    'Conceição',
    'maria silva',
    'silva maria',
    'auto pecas',
    'm',
    'ma',
    'sant',
    'fer',
    's.a.',
    'Ótica Gomes',
    'quixaba',
    'quixaba silva',
    'zzz',
  ])('searches %j: exact count and the first pages', async (text) => {
    const keep = (row: Row) => matches(row, text);
    const query = `query=${encodeURIComponent(text)}`;
    expect(answered(await list(`${query}&limit=10`))).toEqual(expected(keep));
    expect(answered(await list(`${query}&skip=35&limit=7`))).toEqual(expected(keep, 35, 7));
  });

  it('counts a person once when several of its words start with the text', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${PERSONS}/`,
      headers,
      payload: {
        person_type: 2,
        document: '12.ABC.345/01DE-35',
        name: 'Wyllis Wyllians Wyllistown Ltda',
        trade_name: 'Wyllis',
        role: 1,
      },
    });
    expect(res.status).toBe(201);
    for (const text of ['wyll', 'wyllis', 'wyllian', 'w wy wyl']) {
      expect(answered(await list(`query=${encodeURIComponent(text)}`)), text).toEqual({ count: 1, ids: [res.body.id] });
    }
    await t.call({ method: 'DELETE', url: `${PERSONS}/${res.body.id}`, headers });
  });

  it('splits plain ASCII texts here into the same words as the database does', async () => {
    const texts = ['Silva', 'JOAO da silva', 's.a.', '12.345.678/0001-90', 'a-b_c d!e', "O'Neil & Sons", '~`^{|}'];
    for (const text of texts) {
      const query = sql`SELECT search_words(${text}) AS words`;
      const [row] = resultRows<{ words: string[] }>(await t.database.db.execute(query));
      expect(asciiWords(text), text).toEqual([...row.words].sort());
    }
    expect(asciiWords('João')).toBeUndefined();
  });

  it('finds a document by its start, with or without a mask', async () => {
    const company = table.find((row) => row.person_type === 2)!;
    const d = company.document;
    const masked = `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
    for (const text of [d, masked, d.slice(0, 12), masked.slice(0, 10)]) {
      const body = await list(`query=${encodeURIComponent(text)}`);
      expect(body.data.map((row) => row.id), text).toContain(company.id);
      expect(answered(body), text).toEqual(expected((row) => matches(row, text)));
    }
  });

  it('combines the text with the filters', async () => {
    const text = 'silva';
    const cases: [string, (row: Row) => boolean][] = [
      ['person_type=1', (row) => row.person_type === 1],
      ['person_type=2&is_active=false', (row) => row.person_type === 2 && !row.is_active],
      ['role=1', (row) => row.role === 1 || row.role === 3],
      ['role=4&is_active=true', (row) => row.role === 4 && row.is_active],
    ];
    for (const [filters, keep] of cases) {
      const body = await list(`query=${text}&${filters}&limit=10`);
      expect(answered(body), filters).toEqual(expected((row) => keep(row) && matches(row, text)));
    }
  });

  it.each([
    ['', () => true],
    ['person_type=2', (row: Row) => row.person_type === 2],
    ['is_active=false', (row: Row) => !row.is_active],
    ['role=2', (row: Row) => row.role === 2 || row.role === 3],
    ['role=1', (row: Row) => row.role === 1 || row.role === 3],
    ['is_active=true', (row: Row) => row.is_active],
    ['role=3&person_type=1&is_active=1', (row: Row) => row.role === 3 && row.person_type === 1 && row.is_active],
  ])('lists with filters %j: exact count, first, middle and deep pages', async (filters, keep) => {
    const all = table.filter(keep).length;
    for (const skip of [0, 10, Math.floor(all / 2), all - 3, all + 5]) {
      const body = await list(`${filters}&skip=${skip}&limit=10`);
      expect(answered(body), `${filters} skip=${skip}`).toEqual(expected(keep, skip, 10));
    }
  });

  it('potential partners are roles 2 and 3; potential clients roles 1 and 3', async () => {
    const lists: [string, number[]][] = [
      ['potential-partners', [2, 3]],
      ['potential-clients', [1, 3]],
    ];
    for (const [path, roles] of lists) {
      const url = `${PERSONS}/${path}?query=santos&person_type=2&limit=20`;
      const res = await t.call({ method: 'GET', url, headers });
      expect(res.status).toBe(200);
      expect(answered(res.body), path).toEqual(
        expected((row) => roles.includes(row.role) && row.person_type === 2 && matches(row, 'santos'), 0, 20),
      );
    }
  });

  it('/search/{query} searches like ?query=, with the same filters', async () => {
    const url = `${PERSONS}/search/${encodeURIComponent('João Sil')}?person_type=1&limit=20`;
    const res = await t.call({ method: 'GET', url, headers });
    expect(res.status).toBe(200);
    expect(answered(res.body)).toEqual(expected((row) => row.person_type === 1 && matches(row, 'João Sil'), 0, 20));
    expect(res.body.count).toBeGreaterThan(0);
  });

  it('keeps counts and search in step with every write', async () => {
    const victim = table.find((row) => row.person_type === 2 && row.role === 1 && row.is_active)!;
    const patch = await t.call({
      method: 'PATCH',
      url: `${PERSONS}/${victim.id}`,
      headers,
      payload: { name: 'Zebulon Xavantes Ltda', role: 4, is_active: false },
    });
    expect(patch.status).toBe(200);
    const created = await t.call({
      method: 'POST',
      url: `${PERSONS}/`,
      headers,
      payload: { person_type: 1, document: '529.982.247-25', name: 'Zebulon da Silva', role: 2 },
    });
    expect(created.status).toBe(201);
    const removed = table.find((row) => row.person_type === 1 && row.role === 2)!;
    expect((await t.call({ method: 'DELETE', url: `${PERSONS}/${removed.id}`, headers })).status).toBe(200);
    await reload();

    expect(answered(await list('query=zebulon'))).toEqual({ count: 2, ids: [created.body.id, victim.id] });
    for (const [filters, keep] of [
      ['', () => true],
      ['role=4&is_active=false', (row: Row) => row.role === 4 && !row.is_active],
      ['role=1&person_type=2', (row: Row) => (row.role === 1 || row.role === 3) && row.person_type === 2],
      ['person_type=1&role=2', (row: Row) => row.person_type === 1 && (row.role === 2 || row.role === 3)],
    ] as const) {
      expect(answered(await list(`${filters}&skip=5000`)), filters).toEqual(expected(keep, 5000));
      expect((await list(filters)).count, filters).toBe(table.filter(keep).length);
    }
    expect(answered(await list('query=silva'))).toEqual(expected((row) => matches(row, 'silva')));
  });

  it('keeps the derived tables equal to a rebuild from scratch after all those writes', async () => {
    const snapshot = async () => {
      const rows = async (query: ReturnType<typeof sql>) =>
        resultRows<Record<string, unknown>>(await t.database.db.execute(query))
          .map((row) => JSON.stringify(row))
          .sort();
      return {
        terms: await rows(sql`SELECT term, person_id, person_type, role, is_active, shared FROM person_search_terms`),
        termCounts: await rows(
          sql`SELECT term, shared, person_type, role, is_active, total::int FROM person_term_counts WHERE total <> 0`,
        ),
        counts: await rows(
          sql`SELECT person_type, role, is_active, id_below::int, total::int FROM person_counts WHERE total <> 0`,
        ),
      };
    };
    const maintained = await snapshot();
    await t.database.db.execute(sql`SELECT person_search_rebuild()`);
    const rebuilt = await snapshot();
    expect(maintained.terms.length).toBeGreaterThan(table.length * 3);
    expect(maintained).toEqual(rebuilt);
  });

  it('refuses a limit above 1000 and a negative skip with 422', async () => {
    for (const query of ['limit=1001', 'skip=-1', 'person_type=x', 'is_active=talvez']) {
      const res = await t.call({ method: 'GET', url: `${PERSONS}/?${query}`, headers });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('query');
    }
  });

  describe('an external user (role 5)', () => {
    let partner: User;
    let partnerHeaders: { authorization: string };
    let own: Row;
    let linked: Row;
    let created: number;

    beforeAll(async () => {
      [own, linked] = [table[100], table[200]];
      partner = await t.createUser({ role: 5, person_id: own.id });
      partnerHeaders = await t.as(partner);
      await t.database.db.execute(
        sql`INSERT INTO user_person_links (user_id, person_id) VALUES (${partner.id}, ${linked.id})`,
      );
      const res = await t.call({
        method: 'POST',
        url: `${PERSONS}/`,
        headers: partnerHeaders,
        payload: { person_type: 2, document: '11.222.333/0001-81', name: 'Criada Pelo Parceiro Ltda', role: 1 },
      });
      expect(res.status).toBe(201);
      created = res.body.id;
    });

    it('lists only its own person, its linked person and the person it created', async () => {
      const res = await t.call({ method: 'GET', url: `${PERSONS}/?limit=100`, headers: partnerHeaders });
      expect(answered(res.body)).toEqual({ count: 3, ids: [created, linked.id, own.id].sort((a, b) => b - a) });
      const search = await t.call({ method: 'GET', url: `${PERSONS}/search/criada`, headers: partnerHeaders });
      expect(answered(search.body)).toEqual({ count: 1, ids: [created] });
      const byWord = words(linked.name)[0];
      const scoped = await t.call({ method: 'GET', url: `${PERSONS}/?query=${byWord}`, headers: partnerHeaders });
      expect(scoped.body.data.map((row: Row) => row.id)).toContain(linked.id);
      expect(scoped.body.count).toBeLessThanOrEqual(3);
    });

    it('reads its circle by id, and gets 404 for anyone else', async () => {
      for (const id of [own.id, linked.id, created]) {
        expect((await t.call({ method: 'GET', url: `${PERSONS}/${id}`, headers: partnerHeaders })).status).toBe(200);
      }
      const other = table[300];
      expect(await t.call({ method: 'GET', url: `${PERSONS}/${other.id}`, headers: partnerHeaders })).toMatchObject({
        status: 404,
        body: { detail: 'Pessoa não encontrada' },
      });
      const staffView = await t.call({ method: 'GET', url: `${PERSONS}/${other.id}`, headers });
      expect(staffView.status).toBe(200);
    });
  });
});
