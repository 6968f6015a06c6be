// A person's addresses, contacts and bank accounts: GET/POST /persons/{id}/<list>, PUT/DELETE
// /persons/<list>/{id}. The three share their behaviour (one primary per person, 404s, scope), tried on
// each, and each has its own field rules (messages, maxima, formats).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, bankAccounts, contacts, users, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson } from '../helpers/fixtures';

const PERSONS = '/api/v1/persons';

const kinds = [
  {
    segment: 'addresses',
    table: addresses,
    notFound: 'Endereço não encontrado',
    valid: {
      zip_code: '01001-000',
      street: 'Praça da Sé',
      number: '1',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    },
    change: { street: 'Rua Nova' },
    shown: {},
    stored: {},
  },
  {
    segment: 'contacts',
    table: contacts,
    notFound: 'Contato não encontrado',
    valid: { contact_type: 2, value: 'contato@example.com' },
    change: { value: 'outro@example.com' },
    shown: {},
    stored: {},
  },
  {
    segment: 'bank-accounts',
    table: bankAccounts,
    notFound: 'Conta bancária não encontrada',
    valid: { bank_code: '001', bank_name: 'Banco do Brasil', agency: '1234-5', account: '12345-6', account_type: 1 },
    change: { bank_name: 'Banco do Brasil S.A.' },
    // A team member (the caller) sees the account's last 4 characters; the table holds it encrypted.
    shown: { account: '****45-6' },
    stored: { account: expect.stringMatching(/^enc1:/) },
  },
] as const;

describe('a person\'s lists', () => {
  let t: TestApp;
  let staff: User;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.createUser({ role: 4 });
    headers = await t.as(staff);
  });
  afterAll(() => t.close());

  const fieldErrors = (body: { detail: { loc: string[]; msg: string }[] }) =>
    Object.fromEntries(body.detail.map((issue) => [issue.loc.join('.'), issue.msg]));

  describe.each(kinds)('/$segment', (kind) => {
    let person: Person;
    const base = () => `${PERSONS}/${person.id}/${kind.segment}`;
    const add = (payload: object, url = base()) => t.call({ method: 'POST', url, headers, payload });
    const rows = () => t.database.db.select().from(kind.table).where(eq(kind.table.person_id, person.id));
    const one = (id: number | string) => `${PERSONS}/${kind.segment}/${id}`;
    const put = (id: number | string, payload: object) => t.call({ method: 'PUT', url: one(id), headers, payload });

    beforeAll(async () => {
      person = await createPerson(t.database.db);
    });

    it('adds a row (201) and lists it as {data, count}', async () => {
      const res = await add(kind.valid);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...kind.valid, ...kind.shown, person_id: person.id, is_primary: false });
      const list = await t.call({ method: 'GET', url: base(), headers });
      expect(list).toMatchObject({
        status: 200,
        body: { count: 1, data: [expect.objectContaining({ id: res.body.id })] },
      });
    });

    it('records the calling user as created_by_id, kept when someone else changes the row', async () => {
      const res = await add(kind.valid);
      expect(res).toMatchObject({ status: 201, body: { created_by_id: staff.id } });
      const stored = async (id: number) =>
        (await t.database.db.select().from(kind.table).where(eq(kind.table.id, id)))[0];
      expect(await stored(res.body.id)).toMatchObject({ created_by_id: staff.id });

      const other = await t.createUser({ role: 4 });
      const otherHeaders = await t.as(other);
      const changed = await t.call({ method: 'PUT', url: one(res.body.id), headers: otherHeaders, payload: kind.change });
      expect(changed).toMatchObject({ status: 200, body: { created_by_id: staff.id } });
      expect(await stored(res.body.id)).toMatchObject({ created_by_id: staff.id });

      // Deleting the creator keeps the row, without its creator.
      const theirs = await t.call({ method: 'POST', url: base(), headers: otherHeaders, payload: kind.valid });
      expect(theirs).toMatchObject({ status: 201, body: { created_by_id: other.id } });
      await t.database.db.delete(users).where(eq(users.id, other.id));
      expect(await stored(theirs.body.id)).toMatchObject({ created_by_id: null });
    });

    it('keeps one primary per person: a new primary clears the old one', async () => {
      const first = await add({ ...kind.valid, is_primary: true });
      const second = await add({ ...kind.valid, is_primary: true });
      expect([first.status, second.status]).toEqual([201, 201]);
      const primaries = (await rows()).filter((row) => row.is_primary).map((row) => row.id);
      expect(primaries).toEqual([second.body.id]);

      const back = await put(first.body.id, { is_primary: true });
      expect(back).toMatchObject({ status: 200, body: { id: first.body.id, is_primary: true } });
      expect((await rows()).filter((row) => row.is_primary).map((row) => row.id)).toEqual([first.body.id]);
      const list = await t.call({ method: 'GET', url: base(), headers });
      expect(list.body.data[0].id).toBe(first.body.id);
    });

    it('keeps one primary when several arrive at once', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => add({ ...kind.valid, is_primary: true })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect((await rows()).filter((row) => row.is_primary)).toHaveLength(1);
    });

    it('PUT changes only the fields sent', async () => {
      const created = await add(kind.valid);
      const res = await put(created.body.id, kind.change);
      expect(res).toMatchObject({ status: 200, body: { ...kind.valid, ...kind.change, ...kind.shown, id: created.body.id } });
    });

    it('DELETE removes the row; a second time answers 404', async () => {
      const created = await add(kind.valid);
      const remove = () => t.call({ method: 'DELETE', url: one(created.body.id), headers });
      expect(await remove()).toMatchObject({ status: 200, body: { id: created.body.id } });
      expect((await rows()).some((row) => row.id === created.body.id)).toBe(false);
      expect(await remove()).toMatchObject({ status: 404, body: { detail: kind.notFound } });
    });

    it('answers 404 for an unknown person or row', async () => {
      const unknownPerson = `${PERSONS}/999999/${kind.segment}`;
      const notFound = { status: 404, body: { detail: 'Pessoa não encontrada' } };
      expect(await t.call({ method: 'GET', url: unknownPerson, headers })).toMatchObject(notFound);
      expect(await add(kind.valid, unknownPerson)).toMatchObject(notFound);
      const res = await put(999999, kind.change);
      expect(res).toMatchObject({ status: 404, body: { detail: kind.notFound } });
    });

    it('answers 422 naming each missing required field', async () => {
      const res = await add({});
      expect(res.status).toBe(422);
      const required = Object.keys(kind.valid).filter((field) => field !== 'complement');
      expect(Object.keys(fieldErrors(res.body)).sort()).toEqual(required.map((field) => `body.${field}`).sort());
    });

    it('is out of reach of an external user outside the person\'s circle: 404, nothing changes', async () => {
      const created = await add(kind.valid);
      const partner = await t.as(await t.createUser({ role: 5 }));
      const url = one(created.body.id);
      const hidden = { status: 404, body: { detail: kind.notFound } };
      expect(await t.call({ method: 'PUT', url, headers: partner, payload: kind.change })).toMatchObject(hidden);
      expect(await t.call({ method: 'DELETE', url, headers: partner })).toMatchObject(hidden);
      expect(await t.call({ method: 'GET', url: base(), headers: partner })).toMatchObject({ status: 404 });
      const added = await t.call({ method: 'POST', url: base(), headers: partner, payload: kind.valid });
      expect(added).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      expect((await rows()).find((row) => row.id === created.body.id)).toMatchObject({ ...kind.valid, ...kind.stored });
    });
  });

  describe('field rules', () => {
    let person: Person;
    beforeAll(async () => {
      person = await createPerson(t.database.db);
    });
    const add = (segment: string, payload: object) =>
      t.call({ method: 'POST', url: `${PERSONS}/${person.id}/${segment}`, headers, payload });

    it('addresses: the product messages, maxima, CEP format and the 27 UF codes', async () => {
      const res = await add('addresses', {
        zip_code: '',
        street: 's'.repeat(256),
        number: 'n'.repeat(21),
        complement: 'c'.repeat(51),
        neighborhood: 'b'.repeat(101),
        city: 'c'.repeat(101),
        state: 'XX',
      });
      expect(fieldErrors(res.body)).toEqual({
        'body.zip_code': 'Campo CEP e obrigatória',
        'body.street': 'Deve ter no máximo 255 caracteres',
        'body.number': 'Deve ter no máximo 20 caracteres',
        'body.complement': 'Deve ter no máximo 50 caracteres',
        'body.neighborhood': 'Deve ter no máximo 100 caracteres',
        'body.city': 'Deve ter no máximo 100 caracteres',
        'body.state': 'Escolha um estado',
      });
      const badZip = await add('addresses', { ...kinds[0].valid, zip_code: '0100-1000' });
      expect(fieldErrors(badZip.body)).toEqual({ 'body.zip_code': 'CEP inválido' });
      const lower = await add('addresses', { ...kinds[0].valid, zip_code: '01001000', state: 'df', complement: '  ' });
      expect(lower).toMatchObject({ status: 201, body: { state: 'DF', zip_code: '01001000', complement: null } });
    });

    it.each([
      [2, 'nao-e-email', 'Email inválido'],
      [1, '123', 'Telefone inválido'],
      [3, '(11) abc-9999', 'Telefone inválido'],
      [4, 'sem ponto', 'Website inválido'],
    ])('contacts of type %i refuse %j: %s', async (contactType, value, message) => {
      const res = await add('contacts', { contact_type: contactType, value });
      expect(res.status).toBe(422);
      expect(fieldErrors(res.body)).toEqual({ 'body.value': message });
    });

    it.each([
      [1, '+55 (11) 98765-4321'],
      [2, 'Pessoa@Example.com.br'],
      [3, '11987654321'],
      [4, 'https://www.example.com.br/contato'],
      [4, 'example.com'],
    ])('contacts of type %i accept %j', async (contactType, value) => {
      const res = await add('contacts', { contact_type: contactType, value });
      expect(res).toMatchObject({ status: 201, body: { value } });
    });

    it('contacts: a PUT that changes the type checks the stored value against it', async () => {
      const created = await add('contacts', { contact_type: 1, value: '(11) 3333-4444' });
      const url = `${PERSONS}/contacts/${created.body.id}`;
      const res = await t.call({ method: 'PUT', url, headers, payload: { contact_type: 2 } });
      expect(fieldErrors(res.body)).toEqual({ 'body.value': 'Email inválido' });
    });

    const account = kinds[2].valid;

    it('bank accounts: the product messages and maxima', async () => {
      const res = await add('bank-accounts', {
        bank_code: '123456',
        bank_name: ' ',
        agency: 'a'.repeat(11),
        account: 'c'.repeat(21),
      });
      expect(fieldErrors(res.body)).toEqual({
        'body.bank_code': 'Deve ter no máximo 5 caracteres',
        'body.bank_name': 'Campo obrigatório',
        'body.agency': 'Deve ter no máximo 10 caracteres',
        'body.account': 'Deve ter no máximo 20 caracteres',
        'body.account_type': 'Tipo de conta e obrigatório',
      });
    });

    it('bank accounts: a pix type needs its key, in the form of the type', async () => {
      expect(fieldErrors((await add('bank-accounts', { ...account, pix_key_type: 3 })).body)).toEqual({
        'body.pix_key': 'Chave pix e obrigatório',
      });
      const wrongCpf = await add('bank-accounts', { ...account, pix_key_type: 1, pix_key: '111.111.111-11' });
      expect(fieldErrors(wrongCpf.body)).toEqual({
        'body.pix_key': 'Chave pix inválida',
      });
      const cpf = await add('bank-accounts', { ...account, pix_key_type: 1, pix_key: '529.982.247-25' });
      expect(cpf).toMatchObject({ status: 201, body: { pix_key_type: 1, pix_key: '****7-25' } });
      const randomKey = '123e4567-e89b-12d3-a456-426614174000';
      const random = await add('bank-accounts', { ...account, pix_key_type: 5, pix_key: randomKey });
      expect(random.status).toBe(201);
    });

    it('bank accounts: without a pix type the key is dropped, also when a PUT removes the type', async () => {
      const none = await add('bank-accounts', { ...account, pix_key_type: 0, pix_key: 'sobra' });
      expect(none).toMatchObject({ status: 201, body: { pix_key_type: 0, pix_key: null } });
      const withKey = await add('bank-accounts', { ...account, pix_key_type: 3, pix_key: 'pix@example.com' });
      const url = `${PERSONS}/bank-accounts/${withKey.body.id}`;
      const res = await t.call({ method: 'PUT', url, headers, payload: { pix_key_type: 0 } });
      expect(res).toMatchObject({ status: 200, body: { pix_key_type: 0, pix_key: null } });
    });
  });
});
