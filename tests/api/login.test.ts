import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST /login/access-token and /login/test-token', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a bearer token that identifies the user', async () => {
    const user = await t.createUser({ email: 'maria@example.com', full_name: 'Maria Souza' });
    const res = await t.login('maria@example.com', DEFAULT_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });

    const me = await t.call({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: { authorization: `Bearer ${res.body.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: 'maria@example.com', full_name: 'Maria Souza', role: 5 });
    expect(me.body).not.toHaveProperty('hashed_password');
  });

  it('compares the email without regard to case', async () => {
    await t.createUser({ email: 'joao@example.com' });
    const res = await t.login('  JOAO@Example.COM ', DEFAULT_PASSWORD);
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    await t.createUser({ email: 'ana@example.com' });
    const wrongPassword = await t.login('ana@example.com', 'outra-senha-qualquer');
    const unknownEmail = await t.login('ninguem@example.com', DEFAULT_PASSWORD);
    expect(wrongPassword).toMatchObject({ status: 400, body: { detail: 'Incorrect email or password' } });
    expect(unknownEmail).toMatchObject({ status: 400, body: { detail: 'Incorrect email or password' } });
  });

  it('spends as long on an unknown email as on a wrong password', async () => {
    await t.createUser({ email: 'tempo@example.com' });
    const median = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await t.login(username, 'senha-errada-123');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2];
    };
    const known = await median('tempo@example.com');
    const unknown = await median('desconhecido@example.com');
    // Skipping the hash would make the unknown email some 50 times faster; allow for a noisy machine.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('refuses an inactive user after checking the password', async () => {
    await t.createUser({ email: 'inativo@example.com', is_active: false });
    expect(await t.login('inativo@example.com', DEFAULT_PASSWORD)).toMatchObject({
      status: 400,
      body: { detail: 'Inactive user' },
    });
    expect(await t.login('inativo@example.com', 'senha-errada-123')).toMatchObject({
      status: 400,
      body: { detail: 'Incorrect email or password' },
    });
  });

  it('answers 422 naming the missing field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: 'maria@example.com' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'] })]);
  });

  it('test-token needs a valid token of an active user', async () => {
    const noToken = await t.call({ method: 'POST', url: '/api/v1/login/test-token' });
    expect(noToken).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });

    const badToken = await t.call({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: { authorization: 'Bearer nao.e.um.token' },
    });
    expect(badToken).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });

    const inactive = await t.createUser({ is_active: false });
    const inactiveToken = await t.call({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: await t.as(inactive),
    });
    expect(inactiveToken).toMatchObject({ status: 401, body: { detail: 'Inactive user' } });
  });
});
