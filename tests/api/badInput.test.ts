// Text with a NUL character ("\u0000") can never be stored or searched by PostgreSQL: every route refuses it
// with a 422 in the validation shape, naming where it came from, instead of a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson } from '../helpers/fixtures';
import { API, createOportunidadesApp, form, samples, type OportunidadesTestApp } from './oportunidades.setup';

const NUL_ISSUE = { msg: expect.stringMatching(/caractere/), type: 'string_invalid_character' };

describe('input with a NUL character', () => {
  let t: TestApp;
  let staff: User;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.createUser({ role: 2 });
  });
  afterAll(() => t.close());

  it('login answers 422 naming the form field', async () => {
    const res = await t.login('a\u0000', 'x');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ['body', 'username'], ...NUL_ISSUE }] });
  });

  it('signup answers 422 naming the JSON field, and creates no user', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: 'nul@example.com', password: 'senha-segura-123', full_name: 'Maria\u0000Souza' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ['body', 'full_name'], ...NUL_ISSUE }] });

    const login = await t.login('nul@example.com', 'senha-segura-123');
    expect(login.status).toBe(400);
  });

  it('a list query answers 422 naming the query parameter', async () => {
    const users = await t.call({ method: 'GET', url: '/api/v1/users/?query=%00', headers: await t.as(staff) });
    expect(users.status).toBe(422);
    expect(users.body).toEqual({ detail: [{ loc: ['query', 'query'], ...NUL_ISSUE }] });

    const persons = await t.call({ method: 'GET', url: '/api/v1/persons/?query=ab%00c', headers: await t.as(staff) });
    expect(persons.status).toBe(422);
    expect(persons.body).toEqual({ detail: [{ loc: ['query', 'query'], ...NUL_ISSUE }] });
  });

  it('a NUL nested in a JSON body is found at its path', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/persons/',
      headers: await t.as(staff),
      payload: { person_type: 1, document: '52998224725', name: 'Ok', extra: [{ note: 'x\u0000' }] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ['body', 'extra', 0, 'note'], ...NUL_ISSUE }] });
  });

  it('a NUL in a path segment answers 422 too', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/persons/search/ab%00c', headers: await t.as(staff) });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['path', 'query'], ...NUL_ISSUE });
  });

  it('text without NUL still goes through', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/users/?query=ab%01c', headers: await t.as(staff) });
    expect(res.status).toBe(200);
  });
});

describe('a NUL the hook cannot see (multipart field) reaching the database', () => {
  let t: OportunidadesTestApp;

  beforeAll(async () => {
    t = await createOportunidadesApp();
  });
  afterAll(() => t.close());

  it('answers 422 in the validation shape, not 500', async () => {
    const admin = await t.createUser({ role: 1 });
    const partner = await createPerson(t.database.db, { role: 2 });
    const oportunidade = await createOportunidade(t.database.db, { parceiro_id: partner.id });
    const res = await t.call({
      method: 'POST',
      url: `${API}/${oportunidade.id}/anexos/upload`,
      headers: await t.as(admin),
      payload: form({ descricao: 'contrato\u0000assinado' }, [{ name: 'contrato.pdf', content: samples.pdf() }]),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ['body'], ...NUL_ISSUE }] });
  });
});
