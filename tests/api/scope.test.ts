// Row scope, proven: an external user (roles 3, 5 and 6) sees only its own person, the persons linked to
// it and those it created, and the opportunities whose partner is one of them. A row outside that circle
// answers exactly like a row that does not exist, whether it is read, changed or deleted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oportunidades, persons, type Oportunidade, type Person, type Tag, type User } from '../../server/db/schema';
import { DUMMY_ID } from '../helpers/accessMatrix';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag, linkUserToPerson, validCpf } from '../helpers/fixtures';

const PERSONS = '/api/v1/persons';
const OPORTUNIDADES = '/api/v1/oportunidades';

type Attempt = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (id: number) => string;
  payload?: object;
};

const address = {
  zip_code: '01001-000',
  street: 'Praça da Sé',
  number: '1',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};
const fullPerson = { person_type: 1, document: validCpf(), name: 'Invadida', role: 1 };

const personAttempts: Attempt[] = [
  { method: 'GET', path: (id) => `${PERSONS}/${id}` },
  { method: 'PATCH', path: (id) => `${PERSONS}/${id}`, payload: { name: 'Invadida' } },
  { method: 'PUT', path: (id) => `${PERSONS}/${id}`, payload: fullPerson },
  { method: 'DELETE', path: (id) => `${PERSONS}/${id}` },
  { method: 'GET', path: (id) => `${PERSONS}/${id}/addresses` },
  { method: 'POST', path: (id) => `${PERSONS}/${id}/addresses`, payload: address },
  { method: 'GET', path: (id) => `${PERSONS}/${id}/contacts` },
  { method: 'GET', path: (id) => `${PERSONS}/${id}/bank-accounts` },
  { method: 'GET', path: (id) => `${PERSONS}/${id}/receita-data` },
  { method: 'POST', path: (id) => `${PERSONS}/${id}/sync-receita`, payload: { campos_atualizar: ['name'] } },
];

const oportunidadeAttempts = (tag: Tag): Attempt[] => [
  { method: 'GET', path: (id) => `${OPORTUNIDADES}/${id}` },
  { method: 'PATCH', path: (id) => `${OPORTUNIDADES}/${id}`, payload: { titulo: 'Invadida' } },
  { method: 'PUT', path: (id) => `${OPORTUNIDADES}/${id}`, payload: { titulo: 'Invadida' } },
  { method: 'DELETE', path: (id) => `${OPORTUNIDADES}/${id}` },
  { method: 'GET', path: (id) => `${OPORTUNIDADES}/${id}/historico` },
  { method: 'GET', path: (id) => `${OPORTUNIDADES}/${id}/tags` },
  { method: 'POST', path: (id) => `${OPORTUNIDADES}/${id}/tags/${tag.id}` },
  { method: 'GET', path: (id) => `${OPORTUNIDADES}/${id}/anexos` },
];

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** One external user and the rows around it: three in its circle, one outside. */
type Circle = {
  user: User;
  headers: { authorization: string };
  own: Person;
  linked: Person;
  created: Person;
  foreign: Person;
  visible: Oportunidade[];
  /** Partner outside the circle; the second has the user's own person as client, which opens nothing. */
  hidden: Oportunidade[];
};

describe('row scope', () => {
  let t: TestApp;
  let tag: Tag;
  beforeAll(async () => {
    t = await createTestApp();
    tag = await createTag(t.database.db);
  });
  afterAll(() => t.close());

  async function buildCircle(role: number): Promise<Circle> {
    const db = t.database.db;
    const stranger = await t.createUser({ role: 2 });
    const own = await createPerson(db, { name: `Escopo ${role} própria`, role: 2 });
    const user = await t.createUser({ role, person_id: own.id });
    const linked = await createPerson(db, { name: `Escopo ${role} vinculada`, role: 2 });
    await linkUserToPerson(db, user.id, linked.id);
    const created = await createPerson(db, { name: `Escopo ${role} criada`, created_by_id: user.id });
    const foreign = await createPerson(db, { name: `Escopo ${role} alheia`, role: 2, created_by_id: stranger.id });
    const visible = [
      await createOportunidade(db, { parceiro_id: own.id }),
      await createOportunidade(db, { parceiro_id: linked.id, cliente_id: foreign.id }),
      await createOportunidade(db, { parceiro_id: created.id }),
    ];
    const hidden = [
      await createOportunidade(db, { parceiro_id: foreign.id }),
      await createOportunidade(db, { parceiro_id: foreign.id, cliente_id: own.id, created_by_id: user.id }),
    ];
    return { user, headers: await t.as(user), own, linked, created, foreign, visible, hidden };
  }

  async function list(url: string, headers: { authorization: string }) {
    const res = await t.call({ method: 'GET', url, headers });
    expect(res.status, url).toBe(200);
    expect(res.body.count, url).toBe(res.body.data.length);
    return res.body.data as { id: number }[];
  }

  /** The out-of-scope row must answer like a missing one: same status (404), same detail. */
  async function expectHidden(attempts: Attempt[], rowId: number, headers: { authorization: string }) {
    for (const attempt of attempts) {
      const call = (id: number) =>
        t.call({ method: attempt.method, url: attempt.path(id), headers, payload: attempt.payload });
      const outside = await call(rowId);
      const missing = await call(DUMMY_ID);
      const label = `${attempt.method} ${attempt.path(rowId)}`;
      // The route exists and its handler answered: not the router's bare 'Not Found'.
      expect(missing.body?.detail, label).not.toBe('Not Found');
      expect(outside.status, label).toBe(404);
      expect(outside.body, label).toEqual(missing.body);
    }
  }

  describe.each([3, 5, 6])('an external user with role %i', (role) => {
    let circle: Circle;
    beforeAll(async () => {
      circle = await buildCircle(role);
    });

    it('lists only its own person, its linked persons and the persons it created', async () => {
      const { headers, own, linked, created } = circle;
      expect(ids(await list(`${PERSONS}/?limit=1000`, headers))).toEqual(ids([own, linked, created]));
      expect(ids(await list(`${PERSONS}/search/Escopo?limit=1000`, headers))).toEqual(ids([own, linked, created]));
    });

    it('lists only the opportunities whose partner is in its circle', async () => {
      const { headers, visible, foreign } = circle;
      expect(ids(await list(`${OPORTUNIDADES}/?limit=1000`, headers))).toEqual(ids(visible));
      expect(ids(await list(`${OPORTUNIDADES}/search?limit=1000`, headers))).toEqual(ids(visible));
      expect(await list(`${OPORTUNIDADES}/parceiro/${foreign.id}`, headers)).toEqual([]);
    });

    it('reads a person of its circle by id', async () => {
      const res = await t.call({ method: 'GET', url: `${PERSONS}/${circle.linked.id}`, headers: circle.headers });
      expect(res.status).toBe(200);
    });

    it('gets 404 reading, changing or deleting a person outside it, and the row stays as it was', async () => {
      const { headers, foreign } = circle;
      await expectHidden(personAttempts, foreign.id, headers);
      const [row] = await t.database.db.select().from(persons).where(eq(persons.id, foreign.id));
      expect(row).toMatchObject({ name: foreign.name, document: foreign.document });
    });

    it('reads an opportunity of its circle by id', async () => {
      const url = `${OPORTUNIDADES}/${circle.visible[1].id}`;
      const res = await t.call({ method: 'GET', url, headers: circle.headers });
      expect(res.status).toBe(200);
    });

    it('gets 404 reading, changing or deleting an opportunity outside it, and the row stays as it was', async () => {
      const { headers, hidden } = circle;
      for (const row of hidden) {
        await expectHidden(oportunidadeAttempts(tag), row.id, headers);
        const [stored] = await t.database.db.select().from(oportunidades).where(eq(oportunidades.id, row.id));
        expect(stored).toMatchObject({ titulo: row.titulo });
      }
    });
  });

  it('lets staff see every row', async () => {
    const circle = await buildCircle(5);
    const staff = await t.as(await t.createUser({ role: 2 }));
    const personIds = ids(await list(`${PERSONS}/?limit=1000`, staff));
    expect(personIds).toEqual(expect.arrayContaining(ids([circle.own, circle.linked, circle.created, circle.foreign])));
    const oportunidadeIds = ids(await list(`${OPORTUNIDADES}/?limit=1000`, staff));
    expect(oportunidadeIds).toEqual(expect.arrayContaining(ids([...circle.visible, ...circle.hidden])));
  });
});
