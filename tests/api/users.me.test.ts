// Each user's own account (/users/me) and public signup (/users/signup).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';

describe('/users/me and /users/signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (user: User | null, method: 'GET' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
    t.call({ method, url: `/api/v1/users/me${path}`, headers: user ? await t.as(user) : {}, payload });
  const signup = (payload: object) => t.call({ method: 'POST', url: '/api/v1/users/signup', payload });

  it('GET /me answers the caller, for every role', async () => {
    for (const role of [1, 2, 3, 4, 5, 6]) {
      const user = await t.createUser({ role });
      const res = await me(user, 'GET');
      expect(res).toMatchObject({ status: 200, body: { id: user.id, role, email: user.email } });
      expect(res.body).not.toHaveProperty('hashed_password');
    }
    expect(await me(null, 'GET')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
  });

  it('PATCH /me changes name and email, nothing else', async () => {
    const user = await t.createUser({ email: 'perfil@example.com', full_name: 'Perfil Antigo', role: 5 });
    const res = await me(user, 'PATCH', '', {
      full_name: '  Perfil Novo ',
      email: 'Perfil.Novo@Example.com',
      role: 1,
      is_superuser: true,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { full_name: 'Perfil Novo', email: 'perfil.novo@example.com', role: 5, is_superuser: false },
    });
    expect((await t.login('perfil.novo@example.com', DEFAULT_PASSWORD)).status).toBe(200);

    const cleared = await me(user, 'PATCH', '', { full_name: '' });
    expect(cleared.body).toMatchObject({ full_name: null, email: 'perfil.novo@example.com' });
  });

  it('PATCH /me refuses an email another user has with 409', async () => {
    const other = await t.createUser({ email: 'ocupado@example.com' });
    const user = await t.createUser();
    expect(await me(user, 'PATCH', '', { email: 'OCUPADO@example.com' })).toMatchObject({
      status: 409,
      body: { detail: 'User with this email already exists' },
    });
    expect(await me(user, 'PATCH', '', { email: 'invalido' })).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'email'], msg: 'Email inválido' }] },
    });
    expect((await me(other, 'GET')).body.email).toBe('ocupado@example.com');
  });

  describe('PATCH /me/password', () => {
    it('changes the password when the current one is right', async () => {
      const user = await t.createUser({ email: 'senha@example.com' });
      const res = await me(user, 'PATCH', '/password', {
        current_password: DEFAULT_PASSWORD,
        new_password: 'senha-trocada-1',
      });
      expect(res).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
      expect((await t.login('senha@example.com', 'senha-trocada-1')).status).toBe(200);
      expect((await t.login('senha@example.com', DEFAULT_PASSWORD)).status).toBe(400);
    });

    it('refuses a wrong current password and an unchanged one', async () => {
      const user = await t.createUser();
      expect(
        await me(user, 'PATCH', '/password', { current_password: 'errada-123', new_password: 'senha-trocada-1' }),
      ).toMatchObject({ status: 400, body: { detail: 'Incorrect password' } });
      expect(
        await me(user, 'PATCH', '/password', { current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD }),
      ).toMatchObject({ status: 400, body: { detail: 'New password cannot be the same as the current one' } });
      expect(
        await me(user, 'PATCH', '/password', { current_password: DEFAULT_PASSWORD, new_password: 'curta' }),
      ).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'new_password'] }] } });
      expect((await t.login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
    });
  });

  describe('DELETE /me', () => {
    it('deletes the caller\'s account', async () => {
      const user = await t.createUser({ email: 'adeus@example.com' });
      expect(await me(user, 'DELETE')).toMatchObject({ status: 200, body: { message: 'User deleted successfully' } });
      expect(await me(user, 'GET')).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
      expect((await t.login('adeus@example.com', DEFAULT_PASSWORD)).status).toBe(400);
    });

    it('refuses a superuser', async () => {
      const superuser = await t.createUser({ role: 1, is_superuser: true });
      expect(await me(superuser, 'DELETE')).toMatchObject({
        status: 403,
        body: { detail: 'Super users are not allowed to delete themselves' },
      });
      expect((await me(superuser, 'GET')).status).toBe(200);
    });
  });

  describe('POST /signup', () => {
    it('registers a Parceiro waiting for approval (SIGNUP_APPROVAL, the default) that can log in, whatever else is sent', async () => {
      const res = await signup({
        email: 'Cadastro@Example.com',
        full_name: 'Novo Parceiro',
        password: 'minha-senha-1',
        role: 1,
        is_superuser: true,
      });
      expect(res).toMatchObject({
        status: 200,
        body: { email: 'cadastro@example.com', full_name: 'Novo Parceiro', role: 5, is_superuser: false, is_active: true, cadastro: 'pendente' },
      });
      expect(res.body).not.toHaveProperty('hashed_password');
      expect((await t.login('cadastro@example.com', 'minha-senha-1')).status).toBe(200);
    });

    it('with SIGNUP_APPROVAL=false registers an active Parceiro at once, as before', async () => {
      const open = await createTestApp({ config: { SIGNUP_APPROVAL: false } });
      try {
        const res = await open.call({
          method: 'POST',
          url: '/api/v1/users/signup',
          payload: { email: 'aberto@example.com', full_name: 'Parceiro Aberto', password: 'minha-senha-1' },
        });
        expect(res).toMatchObject({ status: 200, body: { role: 5, is_active: true, cadastro: 'aprovado' } });
        const login = await open.login('aberto@example.com', 'minha-senha-1');
        const headers = { authorization: `Bearer ${login.body.access_token}` };
        expect((await open.call({ method: 'GET', url: '/api/v1/oportunidades', headers })).status).toBe(200);
      } finally {
        await open.close();
      }
    });

    it('refuses an email that has an account', async () => {
      await t.createUser({ email: 'existente@example.com' });
      expect(await signup({ email: 'EXISTENTE@example.com', password: 'minha-senha-1' })).toMatchObject({
        status: 400,
        body: { detail: 'The user with this email already exists in the system.' },
      });
    });

    it('answers 422 in the {detail: [{loc, msg, type}]} shape', async () => {
      const res = await signup({ email: 'curta@example.com', full_name: 'Senha Curta', password: 'curta' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        detail: [{ loc: ['body', 'password'], msg: 'Senha deve ter pelo menos 8 caracteres', type: expect.any(String) }],
      });

      const empty = await signup({});
      expect(empty.status).toBe(422);
      for (const issue of empty.body.detail) {
        expect(Object.keys(issue).sort()).toEqual(['loc', 'msg', 'type']);
      }
      expect(empty.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([
        ['body', 'email'],
        ['body', 'password'],
      ]);

      const notJson = await t.call({
        method: 'POST',
        url: '/api/v1/users/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(notJson.status).toBe(400);
      expect(typeof notJson.body.detail).toBe('string');
    });
  });
});
