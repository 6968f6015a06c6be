// /persons: creating, reading, changing and deleting persons, with every rule (field messages and maxima,
// documents with check digits, one document per person, type-dependent fields, 409 on delete while in
// use), on the real app and database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contacts, persons, users, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, addVinculo, validCnpj, validCpf } from '../helpers/fixtures';

const PERSONS = '/api/v1/persons';

describe('persons', () => {
  let t: TestApp;
  let staff: User;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.createUser({ role: 2 });
    headers = await t.as(staff);
  });
  afterAll(() => t.close());

  const post = (payload: object) => t.call({ method: 'POST', url: `${PERSONS}/`, headers, payload });
  /** PATCH (or PUT) /persons/{id} as the staff user. */
  const change = (id: number, payload: object, method: 'PATCH' | 'PUT' = 'PATCH') =>
    t.call({ method, url: `${PERSONS}/${id}`, headers, payload });
  const masked = (d: string) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  const stored = async (id: number) => (await t.database.db.select().from(persons).where(eq(persons.id, id)))[0];
  const fieldErrors = (body: { detail: { loc: string[]; msg: string }[] }) =>
    Object.fromEntries(body.detail.map((issue) => [issue.loc.join('.'), issue.msg]));

  describe('POST /', () => {
    it('creates a Pessoa Física from a masked CPF, stored unmasked, created by the caller', async () => {
      const res = await post({ person_type: 1, document: '529.982.247-25', name: '  Maria da Silva ', role: 1 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        person_type: 1,
        document: '52998224725',
        name: 'Maria da Silva',
        role: 1,
        is_active: true,
        created_by_id: staff.id,
      });
      expect(res.body).not.toHaveProperty('search_key');
      expect(await stored(res.body.id)).toMatchObject({ document: '52998224725', created_by_id: staff.id });
    });

    it.each([
      ['a numeric CNPJ', '11.222.333/0001-81', '11222333000181'],
      ['an alphanumeric CNPJ, typed in lower case', '12.abc.345/01de-35', '12ABC34501DE35'],
    ])('creates a Pessoa Jurídica from %s', async (_label, document, expected) => {
      const res = await post({
        person_type: 2,
        document,
        name: 'Empresa Exemplo Ltda',
        trade_name: 'Exemplo',
        role: 3,
        cnae_main: '6201-5/01',
        cnae_main_description: 'Desenvolvimento de programas de computador sob encomenda',
        cnae_secondary: '6202-3/00;6203-1/00',
        data_abertura: '2015-03-10',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        document: expected,
        trade_name: 'Exemplo',
        cnae_main: '6201-5/01',
        cnae_secondary: '6202-3/00;6203-1/00',
        data_abertura: '2015-03-10',
      });
    });

    it('clears the trade name and CNAEs of a Pessoa Física', async () => {
      const res = await post({
        person_type: 1,
        document: validCpf(),
        name: 'João Pessoa Física',
        role: 1,
        trade_name: 'Não se aplica',
        cnae_main: '6201-5/01',
        cnae_main_description: 'Qualquer',
        cnae_secondary: '1;2',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        trade_name: null,
        cnae_main: null,
        cnae_main_description: null,
        cnae_secondary: null,
      });
    });

    it.each([
      ['CPF with a wrong check digit', 1, '529.982.247-24', 'CPF inválido'],
      ['CPF of repeated digits', 1, '111.111.111-11', 'CPF inválido'],
      ['CPF of 10 digits', 1, '5299822472', 'CPF deve ter 11 dígitos'],
      ['CNPJ for a Pessoa Física', 1, '11222333000181', 'CPF deve ter 11 dígitos'],
      ['CNPJ with a wrong check digit', 2, '11222333000182', 'CNPJ inválido'],
      ['alphanumeric CNPJ with wrong check digits', 2, '12ABC34501DE42', 'CNPJ inválido'],
      ['CNPJ of repeated digits', 2, '11111111111111', 'CNPJ inválido'],
      ['CPF for a Pessoa Jurídica', 2, '52998224725', 'CNPJ deve ter 14 dígitos'],
      ['blank document', 2, '  ', 'Documento é obrigatório'],
    ])('refuses a %s with 422 on the document', async (_label, personType, document, message) => {
      const before = await t.database.db.$count(persons);
      const res = await post({ person_type: personType, document, name: 'Recusada', role: 1 });
      expect(res.status).toBe(422);
      expect(fieldErrors(res.body)).toEqual({ 'body.document': message });
      expect(await t.database.db.$count(persons)).toBe(before);
    });

    it('names every missing required field, with the name label of the type', async () => {
      const company = await post({ person_type: 2, document: validCnpj() });
      expect(company.status).toBe(422);
      expect(fieldErrors(company.body)).toEqual({
        'body.name': 'Razão Social é obrigatório',
        'body.role': 'Papel é obrigatório',
      });
      const nothing = await post({});
      expect(fieldErrors(nothing.body)).toEqual({
        'body.person_type': 'Tipo de pessoa é obrigatório',
        'body.document': 'Documento é obrigatório',
        'body.name': 'Nome é obrigatório',
        'body.role': 'Papel é obrigatório',
      });
    });

    it('refuses values out of their range or past their maximum', async () => {
      const res = await post({
        person_type: 3,
        document: validCpf(),
        name: 'x'.repeat(256),
        role: 9,
        cnae_main: 'c'.repeat(21),
      });
      expect(res.status).toBe(422);
      expect(fieldErrors(res.body)).toEqual({
        'body.person_type': 'Tipo de pessoa inválido',
        'body.name': 'Deve ter no máximo 255 caracteres',
        'body.role': 'Papel inválido',
        'body.cnae_main': 'Deve ter no máximo 20 caracteres',
      });
    });

    it('refuses a second person with the same document, however it is typed: 409', async () => {
      const document = validCnpj();
      expect((await post({ person_type: 2, document, name: 'Primeira', role: 1 })).status).toBe(201);
      const res = await post({ person_type: 2, document: masked(document), name: 'Segunda', role: 1 });
      expect(res).toMatchObject({ status: 409, body: { detail: 'Já existe uma pessoa com este documento' } });
      expect(await t.database.db.$count(persons, eq(persons.document, document))).toBe(1);
    });

    it('lets only one of two simultaneous creations with the same document through', async () => {
      const document = validCpf();
      const answers = await Promise.all(
        ['Primeira', 'Segunda'].map((name) => post({ person_type: 1, document, name, role: 1 })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body).toEqual({ detail: 'Já existe uma pessoa com este documento' });
      expect(await t.database.db.$count(persons, eq(persons.document, document))).toBe(1);
    });

    it('answers a malformed JSON body with 400, never 500', async () => {
      const res = await t.call({
        method: 'POST',
        url: `${PERSONS}/`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"person_type": 1,',
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Corpo da requisição inválido: JSON malformado.');
    });
  });

  describe('GET /{person_id}', () => {
    it('answers the detail shape with the three lists, primary rows first', async () => {
      const person = await createPerson(t.database.db, { name: 'Com Listas' });
      const address = { person_id: person.id, number: '1', neighborhood: 'Centro' };
      await t.database.db.insert(addresses).values([
        { ...address, zip_code: '01001-000', street: 'Rua A', city: 'São Paulo', state: 'SP' },
        { ...address, zip_code: '20040-002', street: 'Rua B', city: 'Rio de Janeiro', state: 'RJ', is_primary: true },
      ]);
      await t.database.db.insert(contacts).values({ person_id: person.id, contact_type: 2, value: 'a@example.com' });
      const res = await t.call({ method: 'GET', url: `${PERSONS}/${person.id}`, headers });
      expect(res.status).toBe(200);
      expect(res.body.person).toMatchObject({ id: person.id, name: 'Com Listas', document: person.document });
      expect(res.body.addresses.map((a: { street: string }) => a.street)).toEqual(['Rua B', 'Rua A']);
      expect(res.body.contacts).toEqual([expect.objectContaining({ value: 'a@example.com', contact_type: 2 })]);
      expect(res.body.bank_accounts).toEqual([]);
    });

    it("answers 404 'Pessoa não encontrada' for an unknown id and 422 for a non-numeric one", async () => {
      expect(await t.call({ method: 'GET', url: `${PERSONS}/999999`, headers })).toMatchObject({
        status: 404,
        body: { detail: 'Pessoa não encontrada' },
      });
      const res = await t.call({ method: 'GET', url: `${PERSONS}/abc`, headers });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['path', 'person_id']);
    });

    it('answers 401 without a token', async () => {
      const person = await createPerson(t.database.db);
      expect(await t.call({ method: 'GET', url: `${PERSONS}/${person.id}` })).toMatchObject({
        status: 401,
        body: { detail: 'Not authenticated' },
      });
    });
  });

  describe('PUT and PATCH /{person_id}', () => {
    it.each(['PATCH', 'PUT'] as const)('%s changes only the fields sent', async (method) => {
      const person = await createPerson(t.database.db, { person_type: 2, name: 'Antiga Ltda', trade_name: 'Antiga' });
      const res = await change(person.id, { name: 'Nova Ltda', is_active: false }, method);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: person.id,
        name: 'Nova Ltda',
        is_active: false,
        trade_name: 'Antiga',
        document: person.document,
      });
      expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(person.updated_at).getTime());
      expect(await stored(person.id)).toMatchObject({ name: 'Nova Ltda', is_active: false, trade_name: 'Antiga' });
    });

    it('turning a company into a Pessoa Física needs a CPF and clears the company fields', async () => {
      const person = await createPerson(t.database.db, { person_type: 2, trade_name: 'Fantasia', cnae_main: '1234' });
      const refused = await change(person.id, { person_type: 1 });
      expect(refused.status).toBe(422);
      expect(fieldErrors(refused.body)).toEqual({ 'body.document': 'CPF deve ter 11 dígitos' });

      const cpf = validCpf();
      const res = await change(person.id, { person_type: 1, document: cpf });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ person_type: 1, document: cpf, trade_name: null, cnae_main: null });
    });

    it('checks a new document and refuses one another person has: 409', async () => {
      const [first, second] = [await createPerson(t.database.db), await createPerson(t.database.db)];
      const invalid = await change(first.id, { document: '123' });
      expect(fieldErrors(invalid.body)).toEqual({ 'body.document': 'CPF deve ter 11 dígitos' });
      const taken = await change(first.id, { document: second.document }, 'PUT');
      expect(taken).toMatchObject({ status: 409, body: { detail: 'Já existe uma pessoa com este documento' } });
      const same = await change(first.id, { document: first.document });
      expect(same.status).toBe(200);
      expect(await stored(first.id)).toMatchObject({ document: first.document });
    });

    it('edits an older row with an odd document as long as the edit leaves the document alone', async () => {
      const person = await createPerson(t.database.db, { person_type: 1, document: '12345' });
      const renamed = await change(person.id, { name: 'Renomeada', person_type: 1 });
      expect(renamed).toMatchObject({ status: 200, body: { name: 'Renomeada', document: '12345' } });
      const company = await change(person.id, { person_type: 2 });
      expect(company.status).toBe(422);
      expect(fieldErrors(company.body)).toEqual({ 'body.document': 'CNPJ deve ter 14 dígitos' });
      expect(await stored(person.id)).toMatchObject({ person_type: 1, name: 'Renomeada' });
    });

    it('refuses a blank name and answers 404 for an unknown person', async () => {
      const person = await createPerson(t.database.db);
      const blank = await change(person.id, { name: '   ' });
      expect(fieldErrors(blank.body)).toEqual({ 'body.name': 'Nome é obrigatório' });
      const missing = await change(999999, { name: 'X' });
      expect(missing).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
    });
  });

  describe('an external user (role 5)', () => {
    it('creates, reads, changes and deletes its own persons, and nobody else\'s', async () => {
      const partner = await t.createUser({ role: 5 });
      const partnerHeaders = await t.as(partner);
      const created = await t.call({
        method: 'POST',
        url: `${PERSONS}/`,
        headers: partnerHeaders,
        payload: { person_type: 1, document: validCpf(), name: 'Cliente do Parceiro', role: 1 },
      });
      expect(created).toMatchObject({ status: 201, body: { created_by_id: partner.id } });
      const url = `${PERSONS}/${created.body.id}`;
      expect((await t.call({ method: 'GET', url, headers: partnerHeaders })).status).toBe(200);
      const patched = await t.call({ method: 'PATCH', url, headers: partnerHeaders, payload: { name: 'Renomeado' } });
      expect(patched).toMatchObject({ status: 200, body: { name: 'Renomeado' } });
      const address = await t.call({
        method: 'POST',
        url: `${url}/addresses`,
        headers: partnerHeaders,
        payload: {
          zip_code: '70040-010',
          street: 'Esplanada dos Ministérios',
          number: 's/n',
          neighborhood: 'Zona Cívica',
          city: 'Brasília',
          state: 'DF',
        },
      });
      expect(address.status).toBe(201);

      const someoneElse = await createPerson(t.database.db, { name: 'De Outro' });
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const payload = method === 'PATCH' ? { name: 'X' } : undefined;
        const res = await t.call({ method, url: `${PERSONS}/${someoneElse.id}`, headers: partnerHeaders, payload });
        expect(res, method).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      }
      expect(await stored(someoneElse.id)).toMatchObject({ name: 'De Outro' });

      expect((await t.call({ method: 'DELETE', url, headers: partnerHeaders })).status).toBe(200);
      expect(await stored(created.body.id)).toBeUndefined();
    });
  });

  describe('DELETE /{person_id}', () => {
    it('deletes the person with its addresses and contacts', async () => {
      const person = await createPerson(t.database.db);
      await t.database.db.insert(contacts).values({ person_id: person.id, contact_type: 1, value: '(11) 99999-0000' });
      const res = await t.call({ method: 'DELETE', url: `${PERSONS}/${person.id}`, headers });
      expect(res).toMatchObject({ status: 200, body: { id: person.id } });
      expect(await stored(person.id)).toBeUndefined();
      expect(await t.database.db.$count(contacts, eq(contacts.person_id, person.id))).toBe(0);
      const again = await t.call({ method: 'DELETE', url: `${PERSONS}/${person.id}`, headers });
      expect(again).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
    });

    it('refuses while an opportunity names the person as client or partner: 409', async () => {
      for (const column of ['cliente_id', 'parceiro_id'] as const) {
        const person = await createPerson(t.database.db);
        await createOportunidade(t.database.db, { [column]: person.id });
        const res = await t.call({ method: 'DELETE', url: `${PERSONS}/${person.id}`, headers });
        expect(res).toMatchObject({
          status: 409,
          body: { detail: 'Não é possível excluir esta pessoa: ela está associada a oportunidades.' },
        });
        expect(await stored(person.id)).toBeDefined();
      }
    });

    it('refuses while a user is linked to the person: 409', async () => {
      const person = await createPerson(t.database.db);
      const partner = await t.createUser({ role: 5 });
      await addVinculo(t.database.db, partner.id, person.id);
      const res = await t.call({ method: 'DELETE', url: `${PERSONS}/${person.id}`, headers });
      const detail = 'Não é possível excluir esta pessoa: ela está vinculada a usuários.';
      expect(res).toMatchObject({ status: 409, body: { detail } });
      expect(await stored(person.id)).toBeDefined();
    });

    it("refuses while the person is a user's own person (users.person_id): 409", async () => {
      const person = await createPerson(t.database.db);
      const owner = await t.createUser({ role: 5, person_id: person.id });
      const res = await t.call({ method: 'DELETE', url: `${PERSONS}/${person.id}`, headers });
      const detail = 'Não é possível excluir esta pessoa: ela é a pessoa de um usuário.';
      expect(res).toMatchObject({ status: 409, body: { detail } });
      expect(await stored(person.id)).toBeDefined();
      const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
      expect(user.person_id).toBe(person.id);
    });
  });
});
