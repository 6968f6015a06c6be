// User management through /users and /users/{id}: who may list, create, read, change and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

describe('/users', () => {
  let t: TestApp;
  let admin: User;
  let superuser: User;
  let executive: User;
  let partner: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1, full_name: 'Admin Geral' });
    superuser = await t.createUser({ role: 1, is_superuser: true });
    executive = await t.createUser({ role: 2 });
    partner = await t.createUser({ role: 5 });
  });
  afterAll(() => t.close());

  const call = async (user: User | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `/api/v1/users${url}`, headers: user ? await t.as(user) : {}, payload });

  describe('GET /', () => {
    beforeAll(async () => {
      await t.createUser({ email: 'jose.filtro@example.com', full_name: 'José Filtro', role: 3 });
      await t.createUser({ email: 'ines.filtro@example.com', full_name: 'Inês Filtro', role: 4, is_active: false });
      await t.createUser({ email: 'caio.filtro@example.com', full_name: 'Caio Filtro', role: 6 });
      await t.createUser({ email: 'sem.nome.filtro@example.com', full_name: null, role: 5 });
    });

    const names = (body: { data: { email: string }[] }) => body.data.map((u) => u.email).sort();

    it('gives staff a page and the total, without password hashes', async () => {
      const res = await call(executive, 'GET', '/?skip=0&limit=2');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      expect(res.body.count).toBeGreaterThanOrEqual(8);
      expect(res.body.data[0]).not.toHaveProperty('hashed_password');
      expect(res.body.data[0]).toEqual(
        expect.objectContaining({ id: expect.any(Number), email: expect.any(String), role: expect.any(Number) }),
      );

      const all = await call(executive, 'GET', '/?limit=1000');
      const rest = await call(executive, 'GET', `/?skip=2&limit=1000`);
      expect(rest.body.data.map((u: User) => u.id)).toEqual(all.body.data.slice(2).map((u: User) => u.id));
      expect(rest.body.count).toBe(all.body.count);
    });

    it('searches name and email ignoring case and accents', async () => {
      const byName = await call(admin, 'GET', '/?query=jose filtro');
      expect(names(byName.body)).toEqual(['jose.filtro@example.com']);
      expect(byName.body.count).toBe(1);

      const byEmail = await call(admin, 'GET', '/?query=FILTRO@EXAMPLE');
      expect(byEmail.body.count).toBe(4);

      const accented = await call(admin, 'GET', '/?query=inês');
      expect(names(accented.body)).toEqual(['ines.filtro@example.com']);

      const literal = await call(admin, 'GET', '/?query=%25');
      expect(literal.body.count).toBe(0);
    });

    it('filters by status, role and partner audience', async () => {
      const inactive = await call(admin, 'GET', '/?query=filtro&is_active=false');
      expect(names(inactive.body)).toEqual(['ines.filtro@example.com']);

      const role = await call(admin, 'GET', '/?query=filtro&role=6');
      expect(names(role.body)).toEqual(['caio.filtro@example.com']);

      const partners = await call(admin, 'GET', '/?query=filtro&get_partner=true');
      expect(names(partners.body)).toEqual([
        'caio.filtro@example.com',
        'jose.filtro@example.com',
        'sem.nome.filtro@example.com',
      ]);
      const everyone = await call(admin, 'GET', '/?query=filtro&get_partner=false');
      expect(everyone.body.count).toBe(4);
    });

    it('is for staff and superusers only', async () => {
      expect((await call(superuser, 'GET', '/')).status).toBe(200);
      expect(await call(partner, 'GET', '/')).toMatchObject({
        status: 403,
        body: { detail: "The user doesn't have enough privileges" },
      });
      expect(await call(null, 'GET', '/')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    });

    it('refuses bad parameters with 422', async () => {
      const res = await call(admin, 'GET', '/?limit=1001&role=9&is_active=talvez');
      expect(res.status).toBe(422);
      expect(res.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual(
        expect.arrayContaining([
          ['query', 'limit'],
          ['query', 'role'],
          ['query', 'is_active'],
        ]),
      );
    });
  });

  describe('POST /', () => {
    const newUser = {
      email: 'Novo.Usuario@Example.com',
      full_name: 'Novo Usuário',
      password: 'senha-nova-123',
      confirm_password: 'senha-nova-123',
      role: 2,
      is_active: true,
      is_superuser: false,
    };

    it('lets an administrator create an account that can log in', async () => {
      const res = await call(admin, 'POST', '/', newUser);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        email: 'novo.usuario@example.com',
        full_name: 'Novo Usuário',
        document: null,
        role: 2,
        is_active: true,
        is_superuser: false,
        person_id: null,
        // Created by an administrator: approved at once (only a sign-up waits, server/features/onboarding/).
        cadastro: 'aprovado',
        motivo_recusa: null,
        created_at: expect.any(String),
      });
      const login = await t.login('novo.usuario@example.com', 'senha-nova-123');
      expect(login.status).toBe(200);
    });

    it('defaults to an active Parceiro (UserRole.Partner)', async () => {
      const res = await call(superuser, 'POST', '/', { email: 'padrao@example.com', password: 'senha-padrao-1' });
      expect(res.body).toMatchObject({ role: 5, is_active: true, is_superuser: false, full_name: null });
    });

    it('refuses an email that exists in any case', async () => {
      const res = await call(admin, 'POST', '/', { ...newUser, email: 'NOVO.USUARIO@example.COM' });
      expect(res).toMatchObject({
        status: 400,
        body: { detail: 'The user with this email already exists in the system.' },
      });
    });

    it('checks every field with 422 naming it', async () => {
      const cases: [object, string[], string][] = [
        [{ password: 'curta', confirm_password: 'curta' }, ['body', 'password'], 'Senha deve ter pelo menos 8 caracteres'],
        [{ password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) }, ['body', 'password'], 'Senha deve ter no máximo 128 caracteres'],
        [{ confirm_password: 'outra-senha-123' }, ['body', 'confirm_password'], 'As senhas não coincidem'],
        [{ email: 'sem-arroba' }, ['body', 'email'], 'Email inválido'],
        [{ role: 7 }, ['body', 'role'], 'Função inválida'],
      ];
      for (const [change, loc, msg] of cases) {
        const res = await call(admin, 'POST', '/', { ...newUser, email: 'outro@example.com', ...change });
        expect(res.status, JSON.stringify(change)).toBe(422);
        expect(res.body.detail).toEqual([{ loc, msg, type: expect.any(String) }]);
      }
      const missing = await call(admin, 'POST', '/', { full_name: 'Sem email' });
      expect(missing.status).toBe(422);
      expect(missing.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual(
        expect.arrayContaining([
          ['body', 'email'],
          ['body', 'password'],
        ]),
      );
      const lookup = await call(admin, 'GET', '/?query=outro@example.com');
      expect(lookup.body.count).toBe(0);
    });

    it('is for administrators only', async () => {
      const payload = { ...newUser, email: 'negado@example.com' };
      expect((await call(executive, 'POST', '/', payload)).status).toBe(403);
      expect((await call(await t.createUser({ role: 4 }), 'POST', '/', payload)).status).toBe(403);
      expect((await call(partner, 'POST', '/', payload)).status).toBe(403);
      expect((await call(null, 'POST', '/', payload)).status).toBe(401);
    });
  });

  describe('/{user_id}', () => {
    it('reads a user for an administrator', async () => {
      const res = await call(admin, 'GET', `/${partner.id}`);
      expect(res).toMatchObject({ status: 200, body: { id: partner.id, email: partner.email } });
      expect(res.body).not.toHaveProperty('hashed_password');
      expect(await call(admin, 'GET', '/999999')).toMatchObject({
        status: 404,
        body: { detail: 'The user with this id does not exist in the system' },
      });
      expect((await call(admin, 'GET', '/abc')).status).toBe(422);
      expect((await call(executive, 'GET', `/${partner.id}`)).status).toBe(403);
    });

    it('changes only the fields sent', async () => {
      const target = await t.createUser({ email: 'alvo@example.com', full_name: 'Alvo', role: 5 });
      const res = await call(admin, 'PATCH', `/${target.id}`, { role: 3, is_active: false });
      expect(res).toMatchObject({
        status: 200,
        body: { id: target.id, email: 'alvo@example.com', full_name: 'Alvo', role: 3, is_active: false },
      });
      // Granting the flag is a superuser's (the superuser-management rows of the access matrix).
      const named = await call(superuser, 'PATCH', `/${target.id}`, { full_name: 'Alvo Novo', is_superuser: true });
      expect(named.body).toMatchObject({ full_name: 'Alvo Novo', is_superuser: true, role: 3, is_active: false });
      const same = await call(superuser, 'PATCH', `/${target.id}`, {});
      expect(same.body).toMatchObject({ full_name: 'Alvo Novo', role: 3 });
      // A superuser's account is a superuser's to change, whatever the body: an empty one is refused alike.
      expect((await call(admin, 'PATCH', `/${target.id}`, {})).status).toBe(403);
      expect((await call(admin, 'PATCH', `/${target.id}`, { full_name: 'Outro' })).status).toBe(403);
    });

    it('sets a new password an administrator chose', async () => {
      const target = await t.createUser({ email: 'trocar@example.com' });
      const res = await call(admin, 'PATCH', `/${target.id}`, { password: 'definida-pelo-admin' });
      expect(res.status).toBe(200);
      const login = await t.login('trocar@example.com', 'definida-pelo-admin');
      expect(login.status).toBe(200);
      const short = await call(admin, 'PATCH', `/${target.id}`, { password: 'curta' });
      expect(short).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'password'] }] } });
    });

    it('refuses an email another user has with 409, and accepts its own', async () => {
      const target = await t.createUser({ email: 'meu.email@example.com' });
      expect(await call(admin, 'PATCH', `/${target.id}`, { email: partner.email.toUpperCase() })).toMatchObject({
        status: 409,
        body: { detail: 'User with this email already exists' },
      });
      const own = await call(admin, 'PATCH', `/${target.id}`, { email: 'MEU.EMAIL@example.com' });
      expect(own).toMatchObject({ status: 200, body: { email: 'meu.email@example.com' } });
    });

    it('refuses to change or delete oneself through it', async () => {
      expect(await call(admin, 'PATCH', `/${admin.id}`, { is_active: false })).toMatchObject({
        status: 403,
        body: { detail: 'Users are not allowed to update themselves through this route' },
      });
      expect(await call(superuser, 'DELETE', `/${superuser.id}`)).toMatchObject({
        status: 403,
        body: { detail: 'Super users are not allowed to delete themselves' },
      });
      const check = await call(superuser, 'GET', `/${admin.id}`);
      expect(check.body.is_active).toBe(true);
    });

    it('answers 404 for an unknown user', async () => {
      const detail = 'The user with this id does not exist in the system';
      expect(await call(admin, 'PATCH', '/999999', { full_name: 'X' })).toMatchObject({ status: 404, body: { detail } });
      expect(await call(admin, 'DELETE', '/999999')).toMatchObject({ status: 404, body: { detail } });
    });

    it('deletes another user for an administrator', async () => {
      const target = await t.createUser();
      expect((await call(executive, 'DELETE', `/${target.id}`)).status).toBe(403);
      expect(await call(admin, 'DELETE', `/${target.id}`)).toMatchObject({
        status: 200,
        body: { message: 'User deleted successfully' },
      });
      expect((await call(admin, 'GET', `/${target.id}`)).status).toBe(404);
      expect(await call(target, 'GET', '/me')).toMatchObject({ status: 401 });
    });

    it('is closed to non-administrators', async () => {
      const target = await t.createUser();
      for (const user of [executive, partner]) {
        expect((await call(user, 'PATCH', `/${target.id}`, { full_name: 'X' })).status).toBe(403);
      }
      expect((await call(null, 'PATCH', `/${target.id}`, { full_name: 'X' })).status).toBe(401);
    });
  });

  describe('the OpenAPI document', () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema: { properties?: object } }> }> };
    const operations = async () => {
      const res = await t.call({ method: 'GET', url: '/api/docs/json' });
      return res.body.paths as Record<string, Record<string, Operation>>;
    };

    it('documents the 2xx answer of every /login, password and /users route', async () => {
      const paths = await operations();
      const ours = Object.entries(paths).filter(([path]) =>
        /^\/api\/v1\/(login|password-recovery|reset-password|users)/.test(path),
      );
      expect(ours.length).toBeGreaterThan(10);
      for (const [path, methods] of ours) {
        for (const [method, operation] of Object.entries(methods)) {
          const ok = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
          expect(ok.some(([, answer]) => answer.content), `${method.toUpperCase()} ${path}`).toBe(true);
        }
      }
    });

    it('describes a user with every key the API answers, and the recovery preview as HTML', async () => {
      const paths = await operations();
      const user = paths['/api/v1/users/{user_id}'].get.responses?.['200'].content?.['application/json'].schema;
      expect(user).toMatchObject({
        properties: {
          id: { type: 'integer' },
          email: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
        },
      });
      expect(Object.keys(user?.properties ?? {}).sort()).toEqual(
        ['cadastro', 'created_at', 'document', 'email', 'full_name', 'id', 'is_active', 'is_superuser', 'motivo_recusa', 'person_id', 'role'],
      );
      const preview = paths['/api/v1/password-recovery-html-content/{email}'].post.responses?.['200'].content;
      expect(Object.keys(preview ?? {})).toEqual(['text/html']);
    });
  });
});
