// PUT /users/me/person: a user without a person links one, so it can create opportunities (creating takes
// a person): a person it may see, or the person of its own CPF/CNPJ (created when nobody has it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson, validCnpj, validCpf } from '../helpers/fixtures';

const URL = '/api/v1/users/me/person';

describe('PUT /users/me/person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const link = async (user: { id: number }, payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: URL, headers: await t.as(user), payload });

  it('links the first administrator to a person it picked, once', async () => {
    const admin = await t.createUser({ role: 1, is_superuser: true, full_name: 'Administradora' });
    const person = await createPerson(t.database.db, { name: 'Tributos Justos', role: 4 });
    expect(await link(admin, { person_id: person.id })).toMatchObject({
      status: 200,
      body: { id: admin.id, person_id: person.id },
    });
    expect(await link(admin, { person_id: person.id })).toMatchObject({
      status: 409,
      body: { detail: 'Usuário já está associado a uma pessoa' },
    });
  });

  it('creates the person of the user’s own CPF as a partner named after the user', async () => {
    const user = await t.createUser({ role: 2, full_name: 'Joana Executiva' });
    const cpf = validCpf();
    const res = await link(user, { document: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` });
    expect(res.status).toBe(200);
    const [person] = await t.database.db.select().from(persons).where(eq(persons.document, cpf));
    expect(person).toMatchObject({ name: 'Joana Executiva', person_type: 1, role: 2, created_by_id: user.id });
    expect(res.body.person_id).toBe(person.id);
  });

  it('lets a partner pick only a person of its circle, even by document', async () => {
    const partner = await t.createUser({ role: 5 });
    const stranger = await createPerson(t.database.db, { person_type: 2, document: validCnpj() });
    expect(await link(partner, { person_id: stranger.id })).toMatchObject({ status: 404 });
    expect(await link(partner, { document: stranger.document })).toMatchObject({ status: 404 });
    const [still] = await t.database.db.select().from(persons).where(eq(persons.id, stranger.id));
    expect(still).toEqual(stranger);
    const own = await createPerson(t.database.db, { role: 2, created_by_id: partner.id });
    expect(await link(partner, { person_id: own.id })).toMatchObject({ status: 200, body: { person_id: own.id } });
  });

  it('answers 422 with a Portuguese message for no choice, both, or a bad document', async () => {
    const user = await t.createUser({ role: 4 });
    const none = await link(user, {});
    expect(none.status).toBe(422);
    expect(none.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'person_id'], msg: 'Escolha uma pessoa ou informe um CPF/CNPJ' }),
    ]);
    expect((await link(user, { person_id: 1, document: validCpf() })).status).toBe(422);
    const bad = await link(user, { document: '123' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'document']);
  });
});
