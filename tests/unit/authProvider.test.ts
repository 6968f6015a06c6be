// The session rules: the token in localStorage['access_token'], a 401 anywhere ends the session at
// /aviso, and access follows common/policy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, forgetCurrentUser } from '../../src/authProvider';
import { ApiError } from '../../src/dataProvider/httpClient';
import { MemoryStorage } from '../helpers/memoryStorage';
import { stubFetch } from '../helpers/fetchStub';

let net: ReturnType<typeof stubFetch>;
const token = () => localStorage.getItem('access_token');
const user = (role: number, is_superuser = false) => ({
  id: 10,
  email: 'ana@example.com',
  full_name: 'Ana Souza',
  role,
  is_superuser,
  is_active: true,
  person_id: null,
  document: null,
});
const unauthorized = () => new ApiError('Sessão inválida ou expirada', 401, {}, '/api/v1/users/me', 'Unauthorized');

const ORIGIN = 'https://portal.example.com';
/** The browser's address bar, as the authProvider reads it. */
const visit = (path: string) => vi.stubGlobal('location', new URL(path, ORIGIN));

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  visit('/');
  net = stubFetch();
  forgetCurrentUser();
});
afterEach(() => vi.unstubAllGlobals());

describe('login and logout', () => {
  it('sends the email as username, form-encoded, and stores the token', async () => {
    net.reply({ body: { access_token: 'jwt-abc', token_type: 'bearer' } });
    await expect(authProvider.login({ username: 'ana@example.com', password: 'Senha-123' })).resolves.toEqual({
      redirectTo: '/',
    });
    const call = net.last();
    expect(call).toMatchObject({ method: 'POST', url: '/api/v1/login/access-token' });
    expect(call.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(call.body as URLSearchParams)).toEqual({ username: 'ana@example.com', password: 'Senha-123' });
    expect(token()).toBe('jwt-abc');
  });

  it('keeps no token when the login is refused', async () => {
    net.reply({ status: 400, body: { detail: 'Incorrect email or password' } });
    await expect(authProvider.login({ username: 'ana@example.com', password: 'errada' })).rejects.toMatchObject({
      status: 400,
      message: 'Email ou senha incorretos',
    });
    expect(token()).toBeNull();
  });

  it('logout ends the session on the server, clears the token and lands on /aviso', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: { message: 'Sessão encerrada' } });
    await expect(authProvider.logout()).resolves.toBe('/aviso');
    expect(net.last()).toMatchObject({ method: 'POST', url: '/api/v1/logout' });
    expect(token()).toBeNull();
  });

  it('logout signs out here even when the server refuses (the session already ended)', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ status: 401, body: { detail: 'Could not validate credentials' } });
    await expect(authProvider.logout()).resolves.toBe('/aviso');
    expect(token()).toBeNull();
  });
});

describe('a 401 ends the session', () => {
  it('checkError clears the token and redirects to /aviso without a toast', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    await expect(authProvider.checkError(unauthorized())).rejects.toMatchObject({
      redirectTo: '/aviso',
      logoutUser: true,
      message: false,
    });
    expect(token()).toBeNull();
  });

  it('other errors keep the session', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    const forbidden = new ApiError('Você não tem permissão para esta ação', 403, {}, '/api/v1/users', 'Forbidden');
    await expect(authProvider.checkError(forbidden)).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('rede'))).resolves.toBeUndefined();
    expect(token()).toBe('jwt-abc');
  });

  it('checkAuth without a token sends the visitor to /aviso', async () => {
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: '/aviso' });
    expect(net.calls).toHaveLength(0);
  });

  it('checkAuth drops a token the server no longer accepts', async () => {
    localStorage.setItem('access_token', 'vencido');
    net.reply({ status: 401, body: { detail: 'Could not validate credentials' } });
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: '/aviso' });
    expect(net.last()).toMatchObject({ url: '/api/v1/users/me' });
    expect(token()).toBeNull();
  });

  it('checkAuth keeps the session when the server is only unreachable', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply(new TypeError('fetch failed'));
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(token()).toBe('jwt-abc');
  });
});

describe('after login, back to the page first asked for', () => {
  const login = async () => {
    net.reply({ body: { access_token: 'jwt-abc', token_type: 'bearer' } });
    return authProvider.login({ username: 'ana@example.com', password: 'Senha-123' });
  };
  const sentAway = async (path: string) => {
    visit(path);
    await authProvider.checkAuth().catch(() => undefined);
  };

  it('keeps a deep link through /aviso and /login, once', async () => {
    await sentAway('/pessoas?role=2&page=2');
    await sentAway('/aviso');
    await sentAway('/login');
    await expect(login()).resolves.toEqual({ redirectTo: '/pessoas?role=2&page=2' });
    await expect(login()).resolves.toEqual({ redirectTo: '/' });
  });

  it('keeps the page whose session expired', async () => {
    localStorage.setItem('access_token', 'expired');
    net.reply({ status: 401, body: { detail: 'Could not validate credentials' } });
    await sentAway('/oportunidades/7');
    await expect(login()).resolves.toEqual({ redirectTo: '/oportunidades/7' });
  });

  it('never leads to a public page or another site', async () => {
    for (const path of ['/signup', '/reset-password/', '/login?x=1']) {
      await sentAway(path);
      await expect(login(), path).resolves.toEqual({ redirectTo: '/' });
    }
    for (const forged of ['//evil.example/pessoas', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/aviso']) {
      sessionStorage.setItem('return_to', forged);
      await expect(login(), forged).resolves.toEqual({ redirectTo: '/' });
    }
  });
});

describe('identity and access', () => {
  it('reads the identity once from /users/me', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: user(2) });
    await authProvider.checkAuth();
    const identity = await authProvider.getIdentity();
    expect(identity).toMatchObject({ id: 10, fullName: 'Ana Souza', email: 'ana@example.com' });
    expect(net.calls).toHaveLength(1);
  });

  it('names a user without a full name by the email', async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: { ...user(5), full_name: null } });
    expect((await authProvider.getIdentity()).fullName).toBe('ana@example.com');
  });

  it.each([
    [1, false, { usersAdmin: true, links: true }],
    [4, false, { usersAdmin: false, links: true }],
    [2, false, { usersAdmin: false, links: false }],
    [5, false, { usersAdmin: false, links: false }],
    [6, true, { usersAdmin: true, links: true }],
  ])('role %i (superuser %s) sees Usuários and Vínculos as %o', async (role, superuser, expected) => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: user(role, superuser) });
    const can = (resource: string, action: string) => authProvider.canAccess({ resource, action });
    expect({
      usersAdmin: await can('admin', 'list'),
      links: await can('vinculos', 'list'),
    }).toEqual(expected);
  });

  // The Usuários screen (/admin) is for the Administrador only. The other staff (Executivo de Contas,
  // Membro de equipe) may list users through the API
  // (pickers need GET /users/), but the screen, its export and the menu entry are users.manage. The
  // codes are written out, as the API sends them.
  it.each([
    [1, false, true],
    [2, false, false],
    [3, false, false],
    [4, false, false],
    [5, false, false],
    [6, false, false],
    [5, true, true],
  ])("opens the 'admin' screen to role %i (superuser %s): %s", async (role, superuser, expected) => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: user(role, superuser) });
    expect(await authProvider.canAccess({ resource: 'admin', action: 'list' })).toBe(expected);
    expect(await authProvider.canAccess({ resource: 'admin', action: 'export' })).toBe(expected);
  });

  it("keeps the API's user list open to staff while the 'admin' screen stays the Administrador's", async () => {
    localStorage.setItem('access_token', 'jwt-abc');
    net.reply({ body: user(2) });
    expect(await authProvider.canAccess({ resource: 'users', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'admin', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'admin', action: 'create' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'admin', action: 'delete' })).toBe(false);
  });

  it('allows nothing without a session', async () => {
    expect(await authProvider.canAccess({ resource: 'persons', action: 'list' })).toBe(false);
    expect(net.calls).toHaveLength(0);
  });
});
