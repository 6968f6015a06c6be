// Every screen names itself in the app bar and in the browser tab ("Pessoas · Portal de Parceiros").
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, test, uniqueName } from './support/fixtures';

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

  await expectTitled(page, '/', 'Inicio');
  await expectTitled(page, '/pessoas', 'Pessoas');
  await expectTitled(page, `/pessoas/${client.id}`, 'Pessoas');
  await expectTitled(page, '/oportunidades/oportunidades', 'Oportunidades');
  await expectTitled(page, `/oportunidades/${oportunidade.id}`, 'Oportunidades');
  await expectTitled(page, '/Vinculos', 'Vínculos');
  await expectTitled(page, `/Vinculos/${executive.id}`, 'Vínculos');
  await expectTitled(page, '/admin', 'Usuários');
  await expectTitled(page, '/settings', 'Configurações');
  await expectTitled(page, '/nao-existe', 'Página não encontrada');
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
