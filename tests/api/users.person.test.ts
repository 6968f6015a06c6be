// A user and its person: POST /users/ with a document links or creates the person; PATCH /users/{id} sets
// or changes person_id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons, users, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

describe('users and their person', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1 });
  });
  afterAll(() => t.close());

  const create = async (payload: object) =>
    t.call({
      method: 'POST',
      url: '/api/v1/users/',
      headers: await t.as(admin),
      payload: { password: 'senha-segura-1', role: 5, ...payload },
    });
  const patch = async (userId: number, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/v1/users/${userId}`, headers: await t.as(admin), payload });
  const personByDocument = async (document: string) =>
    (await t.database.db.select().from(persons).where(eq(persons.document, document)))[0];
  const personCount = () => t.database.db.$count(persons);

  it('creates a partner person of type 1 for a new CPF, named after the user', async () => {
    const res = await create({ email: 'cpf@example.com', full_name: 'Fulana de Tal', document: '529.982.247-25' });
    expect(res.status).toBe(200);
    const person = await personByDocument('52998224725');
    expect(person).toMatchObject({ person_type: 1, role: 2, name: 'Fulana de Tal', created_by_id: admin.id });
    expect(res.body).toMatchObject({ document: '52998224725', person_id: person.id });
  });

  it('creates a company of type 2 for a new alphanumeric CNPJ, named after the email when there is no name', async () => {
    const res = await create({ email: 'cnpj@example.com', document: '12.abc.345/01de-35' });
    expect(res.status).toBe(200);
    const person = await personByDocument('12ABC34501DE35');
    expect(person).toMatchObject({ person_type: 2, role: 2, name: 'cnpj@example.com' });
    expect(res.body).toMatchObject({ document: '12ABC34501DE35', person_id: person.id });
  });

  it('links to the person that already has the document', async () => {
    const [existing] = await t.database.db
      .insert(persons)
      .values({ person_type: 2, document: '11222333000181', name: 'Empresa Existente Ltda', role: 1 })
      .returning();
    const before = await personCount();
    const res = await create({ email: 'empresa@example.com', full_name: 'Outro Nome', document: '11.222.333/0001-81' });
    expect(res).toMatchObject({ status: 200, body: { person_id: existing.id } });
    expect(await personCount()).toBe(before);
    expect(await personByDocument('11222333000181')).toMatchObject({ name: 'Empresa Existente Ltda', role: 1 });
  });

  it('leaves person_id empty without a document', async () => {
    const before = await personCount();
    const res = await create({ email: 'semdoc@example.com', document: '' });
    expect(res).toMatchObject({ status: 200, body: { document: null, person_id: null } });
    expect(await personCount()).toBe(before);
  });

  it('refuses an invalid document with 422 on body.document and writes nothing', async () => {
    const before = await personCount();
    const cases: [string, string][] = [
      ['529.982.247-24', 'CPF inválido'],
      ['11222333000182', 'CNPJ inválido'],
      ['111.111.111-11', 'CPF inválido'],
      ['12345', 'CPF/CNPJ deve ter 11 ou 14 dígitos'],
    ];
    for (const [document, msg] of cases) {
      const res = await create({ email: 'invalido@example.com', document });
      expect(res.status, document).toBe(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'document'], msg, type: expect.any(String) }]);
    }
    expect(await personCount()).toBe(before);
    expect(await t.database.db.$count(users, eq(users.email, 'invalido@example.com'))).toBe(0);
  });

  it('creates no person when the email is taken', async () => {
    await t.createUser({ email: 'tomado@example.com' });
    const res = await create({ email: 'tomado@example.com', document: '390.533.447-05' });
    expect(res.status).toBe(400);
    expect(await personByDocument('39053344705')).toBeUndefined();
  });

  describe('PATCH /users/{id} person_id', () => {
    it('sets, changes and clears the person', async () => {
      const user = await t.createUser();
      const [first, second] = await t.database.db
        .insert(persons)
        .values([
          { person_type: 1, document: '86288366757', name: 'Primeira Pessoa', role: 2 },
          { person_type: 1, document: '71428793860', name: 'Segunda Pessoa', role: 2 },
        ])
        .returning();
      expect(await patch(user.id, { person_id: first.id })).toMatchObject({ status: 200, body: { person_id: first.id } });
      expect(await patch(user.id, { person_id: second.id })).toMatchObject({ status: 200, body: { person_id: second.id } });
      expect(await patch(user.id, { full_name: 'Só o nome' })).toMatchObject({ body: { person_id: second.id } });
      expect(await patch(user.id, { person_id: null })).toMatchObject({ status: 200, body: { person_id: null } });
    });

    it('answers 404 for an unknown person and changes nothing', async () => {
      const user = await t.createUser({ full_name: 'Intacto' });
      const res = await patch(user.id, { person_id: 999999, full_name: 'Mudado' });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ full_name: 'Intacto', person_id: null });
    });
  });
});
