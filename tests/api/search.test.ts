// GET /search: the top bar's search over persons, opportunities and users. Every role finds what it may
// open and nothing else (external roles only their circle and no users), a CNPJ is found with and without
// its mask, titles and external ids find opportunities, and bad input answers 422 in Portuguese. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocument } from '../../common/documents';
import { SEARCH_TEXTS, type SearchResult } from '../../common/search';
import { oportunidades, persons, type Oportunidade, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';

const SEARCH = '/api/v1/search';
/** A word only this file's rows carry. */
const WORD = 'Quixabeira';

type Headers = { authorization: string };
type Circle = { user: User; headers: Headers; persons: Person[]; visible: Oportunidade };

describe('GET /search', () => {
  let t: TestApp;
  let admin: Headers;
  let company: Person;
  let foreign: Person;
  let hidden: Oportunidade;
  let everyPerson: Person[];
  let everyOportunidade: Oportunidade[];
  let staffUsers: User[];
  const circles = new Map<number, Circle>();

  const search = async (headers: Headers, query: string) => {
    const res = await t.call({ method: 'GET', url: `${SEARCH}?${query}`, headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as SearchResult[];
  };
  const found = (results: SearchResult[], type: SearchResult['type']) =>
    results.filter((result) => result.type === type).map((result) => result.id).sort((a, b) => a - b);
  const sorted = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const stranger = await t.createUser({ role: 2, full_name: `${WORD} Executiva`, email: 'executiva@example.com' });
    admin = await t.as(await t.createUser({ role: 1, full_name: `${WORD} Administradora` }));
    staffUsers = [stranger, ...(await db.query.users.findMany({ where: (u, { like }) => like(u.full_name, `${WORD}%`) }))];
    company = await fx.createPerson(db, {
      name: `${WORD} Comércio de Grãos Ltda`,
      trade_name: 'Armazém Sertanejo',
      person_type: 2,
      document: '11222333000181',
      role: 3,
      created_by_id: stranger.id,
      odoo_company_id: 70411,
    });
    foreign = await fx.createPerson(db, { name: `${WORD} Alheia`, role: 2, created_by_id: stranger.id });
    hidden = await fx.createOportunidade(db, {
      titulo: `Recuperação ${WORD} oculta`,
      parceiro_id: foreign.id,
      cliente_id: company.id,
      id_externo: 'EXT-2026-0042',
      odoo_id: 558811,
    });
    for (const role of [3, 5, 6]) {
      const own = await fx.createPerson(db, { name: `${WORD} Própria ${role}`, role: 2 });
      const user = await t.createUser({ role, person_id: own.id, full_name: `${WORD} Externo ${role}` });
      const linked = await fx.createPerson(db, { name: `${WORD} Vinculada ${role}`, role: 2 });
      await fx.addVinculo(db, user.id, linked.id);
      const created = await fx.createPerson(db, { name: `${WORD} Criada ${role}`, created_by_id: user.id });
      const visible = await fx.createOportunidade(db, {
        titulo: `Recuperação ${WORD} visível ${role}`,
        parceiro_id: own.id,
        cliente_id: foreign.id,
      });
      circles.set(role, { user, headers: await t.as(user), persons: [own, linked, created], visible });
    }
    everyPerson = await db.query.persons.findMany({ where: (p, { like }) => like(p.name, `${WORD}%`) });
    everyOportunidade = await db.query.oportunidades.findMany({ where: (o, { like }) => like(o.titulo, `%${WORD}%`) });
    staffUsers = await db.query.users.findMany({ where: (u, { like }) => like(u.full_name, `${WORD}%`) });
  }, 60_000);
  afterAll(() => t?.close());

  it.each([1, 2, 4])('role %i finds every person, opportunity and user with the word', async (role) => {
    const headers = await t.as(await t.createUser({ role }));
    const results = await search(headers, `q=${WORD.toLowerCase()}&limit=20`);
    expect(found(results, 'pessoa')).toEqual(sorted(everyPerson));
    expect(found(results, 'oportunidade')).toEqual(sorted(everyOportunidade));
    expect(found(results, 'usuario')).toEqual(sorted(staffUsers));
  });

  it('a superuser of an external role finds everything too', async () => {
    const headers = await t.as(await t.createUser({ role: 5, is_superuser: true }));
    const results = await search(headers, `q=${WORD}&limit=20`);
    expect(found(results, 'pessoa')).toEqual(sorted(everyPerson));
    expect(found(results, 'oportunidade')).toEqual(sorted(everyOportunidade));
    expect(found(results, 'usuario')).toEqual(sorted(staffUsers));
  });

  it.each([3, 5, 6])('role %i finds only its circle, and no user', async (role) => {
    const circle = circles.get(role)!;
    const results = await search(circle.headers, `q=${WORD}&limit=20`);
    expect(found(results, 'pessoa')).toEqual(sorted(circle.persons));
    expect(found(results, 'oportunidade')).toEqual([circle.visible.id]);
    expect(found(results, 'usuario')).toEqual([]);
    // Its own user's name holds the word too: still no user.
    expect(results.some((result) => result.type === 'usuario')).toBe(false);
  });

  it.each(['11222333000181', '11.222.333/0001-81', '11.222.333', '112223'])(
    'finds a company by its CNPJ typed as %s',
    async (typed) => {
      const results = await search(admin, `q=${encodeURIComponent(typed)}`);
      expect(results.filter((r) => r.type === 'pessoa')).toEqual([
        {
          type: 'pessoa',
          id: company.id,
          title: `${WORD} Comércio de Grãos Ltda`,
          subtitle: `CNPJ ${formatDocument('11222333000181', 'cnpj')} · Armazém Sertanejo`,
        },
      ]);
    },
  );

  it('does not find a person outside the circle by its document', async () => {
    const results = await search(circles.get(5)!.headers, 'q=11.222.333%2F0001-81');
    expect(results).toEqual([]);
  });

  it('finds a person by its trade name and by accent-free words, in any order and case', async () => {
    expect(found(await search(admin, 'q=armazem'), 'pessoa')).toEqual([company.id]);
    expect(found(await search(admin, 'q=SERTANEJO%20arm'), 'pessoa')).toEqual([company.id]);
    expect(found(await search(admin, `q=graos%20${WORD}`), 'pessoa')).toEqual([company.id]);
    // Words must start words: the middle of one finds nothing.
    expect(found(await search(admin, 'q=rmazem'), 'pessoa')).toEqual([]);
  });

  it('finds a person by its Odoo id', async () => {
    expect(found(await search(admin, 'q=70411'), 'pessoa')).toEqual([company.id]);
  });

  it('finds an opportunity by its title, its ID externo and its Odoo id', async () => {
    expect(found(await search(admin, `q=recuperacao%20oculta`), 'oportunidade')).toEqual([hidden.id]);
    expect(found(await search(admin, 'q=EXT-2026-0042'), 'oportunidade')).toEqual([hidden.id]);
    expect(found(await search(admin, 'q=2026-0042'), 'oportunidade')).toEqual([hidden.id]);
    expect(found(await search(admin, 'q=558811'), 'oportunidade')).toEqual([hidden.id]);
    const [result] = (await search(admin, 'q=558811')).filter((r) => r.type === 'oportunidade');
    expect(result).toEqual({
      type: 'oportunidade',
      id: hidden.id,
      title: `Recuperação ${WORD} oculta`,
      subtitle: `${WORD} Comércio de Grãos Ltda · Lead · ID externo EXT-2026-0042`,
    });
  });

  it('follows a title changed after creation, and forgets a deleted opportunity', async () => {
    const db = t.database.db;
    const row = await fx.createOportunidade(db, { titulo: 'Compensação de Jacarandá' });
    expect(found(await search(admin, 'q=jacaranda'), 'oportunidade')).toEqual([row.id]);
    await db.update(oportunidades).set({ titulo: 'Compensação de Ipê' }).where(eq(oportunidades.id, row.id));
    expect(found(await search(admin, 'q=jacaranda'), 'oportunidade')).toEqual([]);
    expect(found(await search(admin, 'q=ipe%20compensacao'), 'oportunidade')).toEqual([row.id]);
    await db.delete(oportunidades).where(eq(oportunidades.id, row.id));
    expect(found(await search(admin, 'q=ipe'), 'oportunidade')).toEqual([]);
  });

  it('answers at most `limit` of each type, each once', async () => {
    const db = t.database.db;
    // Two words of one title start the same way: still one result for it.
    const twice = await fx.createPerson(db, { name: `${WORD}zinho ${WORD}zão` });
    const results = await search(admin, `q=${WORD}&limit=3`);
    for (const type of ['pessoa', 'oportunidade', 'usuario'] as const) {
      expect(results.filter((r) => r.type === type)).toHaveLength(3);
    }
    const all = await search(admin, `q=${WORD}z&limit=20`);
    expect(found(all, 'pessoa')).toEqual([twice.id]);
    await db.delete(persons).where(eq(persons.id, twice.id));
  });

  it.each([
    ['', SEARCH_TEXTS.missing, 'q'],
    ['q=', SEARCH_TEXTS.tooShort, 'q'],
    ['q=a', SEARCH_TEXTS.tooShort, 'q'],
    ['q=%20a%20', SEARCH_TEXTS.tooShort, 'q'],
    ['q=--%2F', SEARCH_TEXTS.tooShort, 'q'],
    [`q=${'a'.repeat(201)}`, SEARCH_TEXTS.tooLong, 'q'],
    ['q=ana&limit=0', SEARCH_TEXTS.badLimit, 'limit'],
    ['q=ana&limit=21', SEARCH_TEXTS.badLimit, 'limit'],
    ['q=ana&limit=2.5', SEARCH_TEXTS.badLimit, 'limit'],
    ['q=ana&limit=muitos', SEARCH_TEXTS.badLimit, 'limit'],
  ])('answers 422 to %j', async (query, message, field) => {
    const res = await t.call({ method: 'GET', url: `${SEARCH}?${query}`, headers: admin });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', field], msg: message })]);
  });

  it('answers 401 without a login', async () => {
    const res = await t.call({ method: 'GET', url: `${SEARCH}?q=${WORD}` });
    expect(res.status).toBe(401);
  });
});
