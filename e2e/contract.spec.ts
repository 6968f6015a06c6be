// A client of the API on another origin, as one built on the FastAPI template's generated TypeScript
// client works: a page served here on its own port logs in by posting FormData (multipart) and then
// changes the user through PATCH /users/me with the token, in Chromium, against a portal server started
// with that page's origin in BACKEND_CORS_ORIGINS. Chromium itself enforces CORS, preflight included.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startExtraPortal } from './support/extraPortal';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ApiClient, expect, test } from './support/fixtures';
import type { RunningServer } from './support/portalServer';

/** The other origin's page: one button that logs in and renames the user, reporting each answer. */
const clientPage = (apiUrl: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Cliente externo</title></head>
<body>
<label>Email <input id="email"></label>
<label>Senha <input id="password" type="password"></label>
<label>Novo nome <input id="name"></label>
<button id="go">Entrar e renomear</button>
<output id="result"></output>
<script>
const api = ${JSON.stringify(apiUrl)} + '/api/v1';
const show = (text) => { document.getElementById('result').textContent = text; };
document.getElementById('go').addEventListener('click', async () => {
  try {
    const form = new FormData();
    form.append('username', document.getElementById('email').value);
    form.append('password', document.getElementById('password').value);
    const login = await fetch(api + '/login/access-token', { method: 'POST', body: form, credentials: 'include' });
    if (!login.ok) return show('login ' + login.status + ' ' + await login.text());
    const { access_token } = await login.json();
    const patch = await fetch(api + '/users/me', {
      method: 'PATCH',
      credentials: 'include',
      headers: { Authorization: 'Bearer ' + access_token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ full_name: document.getElementById('name').value }),
    });
    const me = await patch.json();
    show('PATCH ' + patch.status + ' ' + me.full_name);
  } catch (error) {
    show('falhou: ' + error);
  }
});
</script>
</body></html>`;

type Served = { server: Server; origin: string };

/** Serves the page on a free port of its own: an origin of its own. */
async function serve(html: () => string): Promise<Served> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test.describe('a client on another origin', () => {
  let portal: RunningServer;
  let client: Served;
  let stranger: Served;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    client = await serve(() => clientPage(portal.url));
    stranger = await serve(() => clientPage(portal.url));
    portal = await startExtraPortal({ BACKEND_CORS_ORIGINS: client.origin });
  });
  test.afterAll(async () => {
    await portal?.stop();
    for (const { server } of [client, stranger]) await new Promise((done) => server?.close(done));
  });

  const run = async (page: Page, origin: string, name: string) => {
    await page.goto(origin);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Senha').fill(ADMIN_PASSWORD);
    await page.getByLabel('Novo nome').fill(name);
    await page.getByRole('button', { name: 'Entrar e renomear' }).click();
  };

  test('logs in with FormData and PATCHes /users/me from the configured origin', async ({ page }) => {
    await run(page, client.origin, 'Administrador Externo');
    await expect(page.locator('#result')).toHaveText('PATCH 200 Administrador Externo');
  });

  test('is blocked by the browser from an origin that is not configured', async ({ page, playwright }) => {
    await run(page, stranger.origin, 'Nome Bloqueado');
    await expect(page.locator('#result')).toHaveText(/^falhou: TypeError/);
    const api = await ApiClient.login(playwright.request, portal.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await api.get('users/me')).full_name).not.toBe('Nome Bloqueado');
    await api.dispose();
  });
});
