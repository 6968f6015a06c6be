// Every screen names itself in the app bar and in the browser tab ("Pessoas · Portal de Parceiros").
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, test, uniqueName } from './support/fixtures';

/** A full page load of the console and its two titles, on a machine the rest of the suite shares. */
const SCREEN_LOAD_MS = 15_000;

async function expectTitled(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page, path).toHaveTitle(`${title} · Portal de Parceiros`);
  await expect(page.getByRole('banner').getByText(title, { exact: true }), path).toBeVisible();
}

test('every screen of the console has its title in the app bar and the tab', async ({ adminPage: page, api, apiAs, createUser }) => {
  const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Título'), role: 1, is_active: true });
  const executive = await createUser(2, { document: validCpf() });
  const [tese] = await api.get('oportunidades/enums/teses');
  const created = await (await apiAs(executive)).request.post('/api/v1/oportunidades/', {
    multipart: { tese: String(tese.id), cliente_id: String(client.id), descricao: 'Título da aba' },
  });
  expect(created.status()).toBe(201);
  const oportunidade = await created.json();

  const screens: [string, string][] = [
    ['/', 'Inicio'],
    ['/pessoas', 'Pessoas'],
    [`/pessoas/${client.id}`, 'Pessoas'],
    ['/oportunidades/oportunidades', 'Oportunidades'],
    [`/oportunidades/${oportunidade.id}`, 'Oportunidades'],
    ['/Vinculos', 'Vínculos'],
    [`/Vinculos/${executive.id}`, 'Vínculos'],
    ['/admin', 'Usuários'],
    ['/settings', 'Configurações'],
    ['/nao-existe', 'Página não encontrada'],
  ];
  // Each screen is a full page load of the console: the walk's budget grows with the screens it opens.
  test.setTimeout(20_000 + screens.length * SCREEN_LOAD_MS);
  for (const [path, title] of screens) await expectTitled(page, path, title);
});

test('the public pages name themselves in the tab', async ({ page }) => {
  const pages = {
    '/aviso': 'Portal em manutenção',
    '/login': 'Acesse sua conta',
    '/signup': 'Crie sua conta',
    '/recover-password': 'Recuperar senha',
    '/reset-password?token=abc': 'Redefinir senha',
  };
  for (const [path, title] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · Portal de Parceiros`);
  }
});
