// /userPersonsLinks: linking a user to a person, unlinking, the /Vinculos list and one user's persons.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocument } from '../../common/documents';
import { vinculosTable, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';

const URL = '/api/v1/userPersonsLinks/';

describe('/userPersonsLinks', () => {
  let t: TestApp;
  let manager: User;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.createUser({ role: 4 });
    headers = await t.as(manager);
  });
  afterAll(() => t.close());

  const linksOf = (userId: number) =>
    t.database.db.select().from(vinculosTable).where(eq(vinculosTable.user_id, userId));
  const personsOf = (userId: number, query = '') =>
    t.call({ method: 'GET', url: `${URL}user/${userId}/persons${query}`, headers });

  describe('POST /', () => {
    it('links the person to the user, recording the caller as author whatever the body says', async () => {
      const partner = await t.createUser({ role: 5 });
      const someoneElse = await t.createUser({ role: 1 });
      const person = await createPerson(t.database.db);
      const res = await t.call({
        method: 'POST',
        url: URL,
        headers,
        payload: { user_id: partner.id, person_id: person.id, created_by_id: someoneElse.id },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user_id: partner.id,
        person_id: person.id,
        created_by_id: manager.id,
        creation_method: 1,
      });
      expect(await linksOf(partner.id)).toMatchObject([{ person_id: person.id, created_by_id: manager.id }]);
    });

    it('keeps a creation method the caller names', async () => {
      const partner = await t.createUser({ role: 6 });
      const person = await createPerson(t.database.db);
      const res = await t.call({
        method: 'POST',
        url: URL,
        headers,
        payload: { user_id: partner.id, person_id: person.id, creation_method: 2 },
      });
      expect(res).toMatchObject({ status: 201, body: { creation_method: 2 } });
    });

    it("refuses a second link between the same pair with 409 'Vínculo já existe'", async () => {
      const partner = await t.createUser({ role: 5 });
      const person = await createPerson(t.database.db);
      const payload = { user_id: partner.id, person_id: person.id };
      expect((await t.call({ method: 'POST', url: URL, headers, payload })).status).toBe(201);
      const again = await t.call({ method: 'POST', url: URL, headers, payload });
      expect(again).toMatchObject({ status: 409, body: { detail: 'Vínculo já existe' } });
      expect(await linksOf(partner.id)).toHaveLength(1);
    });

    it('names the missing user or person with a 404 and writes nothing', async () => {
      const partner = await t.createUser({ role: 5 });
      const person = await createPerson(t.database.db);
      const create = (payload: object) => t.call({ method: 'POST', url: URL, headers, payload });
      const noUser = await create({ user_id: 987654, person_id: person.id });
      expect(noUser).toMatchObject({ status: 404, body: { detail: 'Usuário não encontrado' } });
      const noPerson = await create({ user_id: partner.id, person_id: 987654 });
      expect(noPerson).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      expect(await linksOf(partner.id)).toEqual([]);
    });

    it('answers 422 naming each missing or invalid field', async () => {
      const res = await t.call({ method: 'POST', url: URL, headers, payload: { user_id: 'abc' } });
      expect(res.status).toBe(422);
      const locs = res.body.detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
      expect(locs).toEqual(expect.arrayContaining(['body.user_id', 'body.person_id']));
    });

    it('is refused to roles that do not manage links', async () => {
      const executive = await t.createUser({ role: 2 });
      const partner = await t.createUser({ role: 5 });
      const person = await createPerson(t.database.db);
      const res = await t.call({
        method: 'POST',
        url: URL,
        headers: await t.as(executive),
        payload: { user_id: partner.id, person_id: person.id },
      });
      expect(res.status).toBe(403);
      expect(await linksOf(partner.id)).toEqual([]);
    });
  });

  describe('DELETE /', () => {
    it('removes the link, and a second removal answers 404', async () => {
      const partner = await t.createUser({ role: 5 });
      const kept = await createPerson(t.database.db);
      const removed = await createPerson(t.database.db);
      await addVinculo(t.database.db, partner.id, kept.id);
      await addVinculo(t.database.db, partner.id, removed.id);

      const payload = { user_id: partner.id, person_id: removed.id };
      const res = await t.call({ method: 'DELETE', url: URL, headers, payload });
      expect(res).toMatchObject({ status: 200, body: { user_id: partner.id, person_id: removed.id } });
      expect((await linksOf(partner.id)).map((link) => link.person_id)).toEqual([kept.id]);

      const again = await t.call({ method: 'DELETE', url: URL, headers, payload });
      expect(again).toMatchObject({ status: 404, body: { detail: 'Vínculo não encontrado' } });
    });

    it('needs both ids in the body', async () => {
      const res = await t.call({ method: 'DELETE', url: URL, headers, payload: { user_id: 1 } });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'person_id']);
    });
  });

  describe('a link opens the person to the linked user, and removing it closes it again', () => {
    it('shows the opportunities of the linked person only while the link exists', async () => {
      const partner = await t.createUser({ role: 5 });
      const partnerHeaders = await t.as(partner);
      const person = await createPerson(t.database.db, { role: 2 });
      const oportunidade = await createOportunidade(t.database.db, { parceiro_id: person.id });
      const visibleIds = async () => {
        const res = await t.call({ method: 'GET', url: '/api/v1/oportunidades/', headers: partnerHeaders });
        expect(res.status).toBe(200);
        return res.body.data.map((row: { id: number }) => row.id);
      };
      const payload = { user_id: partner.id, person_id: person.id };

      expect(await visibleIds()).not.toContain(oportunidade.id);
      await t.call({ method: 'POST', url: URL, headers, payload });
      expect(await visibleIds()).toContain(oportunidade.id);
      await t.call({ method: 'DELETE', url: URL, headers, payload });
      expect(await visibleIds()).not.toContain(oportunidade.id);
    });
  });

  describe('GET /user/{user_id}/persons', () => {
    let partner: User;
    let alfa: Person;
    let beta: Person;
    let gama: Person;

    beforeAll(async () => {
      partner = await t.createUser({ role: 5, full_name: 'Paula Parceira' });
      const db = t.database.db;
      alfa = await createPerson(db, { name: 'Alfa Consultoria', person_type: 1 });
      beta = await createPerson(db, {
        name: 'Beta Indústria Ltda',
        trade_name: 'Padaria São João',
        person_type: 2,
        document: '11222333000181',
      });
      gama = await createPerson(db, { name: 'Gama Serviços', person_type: 1 });
      await createPerson(db, { name: 'Alfa Não Vinculada' });
      for (const person of [alfa, beta, gama]) await addVinculo(db, partner.id, person.id);
    });

    it('lists only the persons linked to the user, by name, with the user it belongs to', async () => {
      const res = await personsOf(partner.id);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(3);
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual([
        'Alfa Consultoria',
        'Beta Indústria Ltda',
        'Gama Serviços',
      ]);
      expect(res.body.user).toEqual({ id: partner.id, full_name: 'Paula Parceira', email: partner.email, role: 5 });
    });

    it('pages with skip and limit while count stays the total', async () => {
      const res = await personsOf(partner.id, '?skip=1&limit=1');
      expect(res.body.count).toBe(3);
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([beta.id]);
    });

    it('searches name, trade name and document (plain or formatted), ignoring case and accents', async () => {
      const names = async (query: string) => {
        const res = await personsOf(partner.id, `?query=${encodeURIComponent(query)}`);
        return res.body.data.map((p: { name: string }) => p.name);
      };
      expect(await names('alfa')).toEqual(['Alfa Consultoria']);
      expect(await names('sao joao')).toEqual(['Beta Indústria Ltda']);
      expect(await names('11222333')).toEqual(['Beta Indústria Ltda']);
      expect(await names(formatDocument(gama.document))).toEqual(['Gama Serviços']);
      expect(await names('ninguém')).toEqual([]);
    });

    it('filters by person type', async () => {
      const res = await personsOf(partner.id, '?person_type=2');
      expect(res.body).toMatchObject({ count: 1, data: [{ id: beta.id, person_type: 2 }] });
    });

    it("sorts by the persons' sortable fields, and refuses another with 422", async () => {
      const res = await personsOf(partner.id, '?sort=name&order=desc');
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([gama.id, beta.id, alfa.id]);
      const refused = await personsOf(partner.id, '?sort=document');
      expect(refused.status).toBe(422);
    });

    it("answers 404 'Usuário não encontrado' for an unknown user", async () => {
      const res = await personsOf(987654);
      expect(res).toMatchObject({ status: 404, body: { detail: 'Usuário não encontrado' } });
    });

    it('answers an empty list for a user without links', async () => {
      const lonely = await t.createUser({ role: 3 });
      expect((await personsOf(lonely.id)).body).toMatchObject({ data: [], count: 0 });
    });
  });

  describe('GET /details', () => {
    const details = (query: string) => t.call({ method: 'GET', url: `${URL}details${query}`, headers });

    it('lists the external users with their link counts, active or not, never staff or superusers', async () => {
      const db = t.database.db;
      const licensee = await t.createUser({ role: 3, full_name: 'Xisto Licenciado', is_active: false });
      const referrer = await t.createUser({ role: 6, full_name: 'Xisto Indicador' });
      await t.createUser({ role: 2, full_name: 'Xisto Executivo' });
      await t.createUser({ role: 5, full_name: 'Xisto Super', is_superuser: true });
      for (let i = 0; i < 2; i++) await addVinculo(db, referrer.id, (await createPerson(db)).id);

      const res = await details('?query=xisto');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(2);
      expect(res.body.data).toEqual([
        {
          id: referrer.id,
          full_name: 'Xisto Indicador',
          email: referrer.email,
          role: 6,
          is_active: true,
          person_id: null,
          links_count: 2,
        },
        expect.objectContaining({ id: licensee.id, role: 3, is_active: false, links_count: 0 }),
      ]);
    });

    it('finds users by email and pages the answer', async () => {
      for (const name of ['a', 'b', 'c']) await t.createUser({ role: 5, email: `yvone.${name}@parceiros.example` });
      const byEmail = await details('?query=yvone.b@');
      expect(byEmail.body.data.map((u: { email: string }) => u.email)).toEqual(['yvone.b@parceiros.example']);

      const page = await details('?query=yvone&skip=2&limit=2');
      expect(page.body.count).toBe(3);
      expect(page.body.data).toHaveLength(1);
    });

    it('rejects a limit above the maximum with 422', async () => {
      const res = await details('?limit=5000');
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'limit']);
    });
  });

  it('lets administrators manage links too', async () => {
    const admin = await t.createUser({ role: 1 });
    const partner = await t.createUser({ role: 5 });
    const person = await createPerson(t.database.db);
    const res = await t.call({
      method: 'POST',
      url: URL,
      headers: await t.as(admin),
      payload: { user_id: partner.id, person_id: person.id },
    });
    expect(res).toMatchObject({ status: 201, body: { created_by_id: admin.id } });
    const [row] = await t.database.db
      .select()
      .from(vinculosTable)
      .where(and(eq(vinculosTable.user_id, partner.id), eq(vinculosTable.person_id, person.id)));
    expect(row).toBeDefined();
  });
});
