// The FastAPI template's contract as its own clients use it from a browser on another origin: the login
// posted as FormData (multipart/form-data), and CORS preflights for the methods that change things.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';

const LOGIN = '/api/v1/login/access-token';
const CLIENT_ORIGIN = 'http://cliente.example.test:5173';
const OTHER_ORIGIN = 'http://outro.example.test';

/** The login as a browser's FormData sends it; fetch's encoder sets the boundary. */
function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe('login posted as multipart/form-data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const multipartLogin = (fields: Record<string, string>) =>
    t.call({ method: 'POST', url: LOGIN, payload: formData(fields) });

  it('answers the same token as the urlencoded form, OAuth2 fields included', async () => {
    const user = await t.createUser({ email: 'cliente.gerado@example.com' });
    const res = await multipartLogin({
      grant_type: 'password',
      username: 'cliente.gerado@example.com',
      password: DEFAULT_PASSWORD,
      scope: '',
      client_id: 'portal',
      client_secret: 'segredo',
    });
    expect(res).toMatchObject({ status: 200, body: { access_token: expect.any(String), token_type: 'bearer' } });
    const me = await t.call({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${res.body.access_token}` },
    });
    expect(me).toMatchObject({ status: 200, body: { id: user.id, email: 'cliente.gerado@example.com' } });
  });

  it('refuses a wrong password and an inactive user with the same answers as the urlencoded form', async () => {
    await t.createUser({ email: 'senha.errada@example.com' });
    await t.createUser({ email: 'inativo.multipart@example.com', is_active: false });
    for (const [username, password, detail] of [
      ['senha.errada@example.com', 'outra-senha-123', 'Incorrect email or password'],
      ['inativo.multipart@example.com', DEFAULT_PASSWORD, 'Inactive user'],
    ]) {
      const urlencoded = await t.login(username, password);
      const multipart = await multipartLogin({ username, password });
      expect(urlencoded).toMatchObject({ status: 400, body: { detail } });
      expect(multipart).toMatchObject({ status: 400, body: { detail } });
    }
  });

  it('answers 422 naming a missing field, in either encoding', async () => {
    const multipart = await multipartLogin({ username: 'alguem@example.com' });
    expect(multipart.status).toBe(422);
    expect(multipart.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: 'Senha é obrigatória' }),
    ]);
    const empty = await multipartLogin({});
    expect(empty.status).toBe(422);
    expect(empty.body.detail.map((issue: { loc: string[] }) => issue.loc)).toEqual([
      ['body', 'username'],
      ['body', 'password'],
    ]);
  });

  it('refuses a grant type other than password in either encoding', async () => {
    await t.createUser({ email: 'grant@example.com' });
    const fields = { grant_type: 'client_credentials', username: 'grant@example.com', password: DEFAULT_PASSWORD };
    const multipart = await multipartLogin(fields);
    const urlencoded = await t.call({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    for (const res of [multipart, urlencoded]) {
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'grant_type'] })]);
    }
  });

  it('refuses a file in the login form and a body that is not multipart', async () => {
    const withFile = formData({ username: 'a@example.com', password: DEFAULT_PASSWORD });
    withFile.append('avatar', new Blob(['x']), 'foto.png');
    expect(await t.call({ method: 'POST', url: LOGIN, payload: withFile })).toMatchObject({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body'], msg: 'Este formulário não aceita arquivos.' })] },
    });
    const broken = await t.call({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\na@example.com\r\n',
    });
    expect(broken).toMatchObject({
      status: 400,
      body: { detail: 'O corpo da requisição não é um formulário multipart/form-data válido.' },
    });
  });
});

describe('CORS for BACKEND_CORS_ORIGINS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { BACKEND_CORS_ORIGINS: [CLIENT_ORIGIN] } });
  });
  afterAll(() => t.close());

  const preflight = (origin: string, method: string, url = '/api/v1/users/me') =>
    t.call({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each(['PATCH', 'PUT', 'DELETE'])('lets a configured origin send %s with a token and JSON', async (method) => {
    const res = await preflight(CLIENT_ORIGIN, method, method === 'PUT' ? '/api/v1/persons/1' : '/api/v1/users/me');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(String(res.headers['access-control-allow-methods']).split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it.each(['PATCH', 'PUT', 'DELETE'])('gives an origin that is not configured no CORS headers for %s', async (method) => {
    const res = await preflight(OTHER_ORIGIN, method);
    const corsHeaders = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
    expect(corsHeaders).toEqual([]);
  });

  it('marks the answers to a configured origin readable, with credentials, and no others', async () => {
    const user = await t.createUser();
    const fromClient = await t.call({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { origin: CLIENT_ORIGIN, ...(await t.as(user)) },
    });
    expect(fromClient.status).toBe(200);
    expect(fromClient.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(fromClient.headers['access-control-allow-credentials']).toBe('true');

    const fromOther = await t.call({ method: 'GET', url: '/api/v1/users/me', headers: { origin: OTHER_ORIGIN, ...(await t.as(user)) } });
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS without BACKEND_CORS_ORIGINS', () => {
  it('gives no origin CORS headers', async () => {
    const t = await createTestApp();
    try {
      const res = await t.call({
        method: 'OPTIONS',
        url: '/api/v1/users/me',
        headers: { origin: CLIENT_ORIGIN, 'access-control-request-method': 'PATCH' },
      });
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
