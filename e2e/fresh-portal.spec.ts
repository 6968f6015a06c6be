// A portal of its own (support/extraPortal.ts), as a company starts it: a fresh first administrator with
// no person, and no Odoo (no ODOO_URL). The sync buttons and the 'Não Sincronizado' badges are not
// offered; the administrator links a person in 'Meu perfil' and can then create opportunities. The
// suite's server has the fake Odoo, which e2e/integrations.spec.ts uses.
import type { Browser, Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { startExtraPortal } from './support/extraPortal';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ApiClient, expect, expectToast, loginAs, test, uniqueName } from './support/fixtures';
import type { RunningServer } from './support/portalServer';

let portal: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startExtraPortal();
});
test.afterAll(async () => portal?.stop());

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await loginAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  return page;
}

test('without ODOO_URL a client offers no Odoo sync and shows no sync badge', async ({ browser, playwright }) => {
  const api = await ApiClient.login(playwright.request, portal.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(await api.get('integrations/status')).toEqual({ odoo: false, receita: expect.any(Boolean), cep: expect.any(Boolean) });
  const name = uniqueName('Cliente sem Odoo');
  const person = await api.post('persons/', { person_type: 1, document: validCpf(), name, role: 1, is_active: true });
  await api.dispose();

  const page = await adminPage(browser);
  await page.goto(`/pessoas/${person.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sincronizar com Odoo' })).toHaveCount(0);
  await expect(page.getByText('Não Sincronizado', { exact: true })).toHaveCount(0);
  await expect(page.getByText('ID Odoo', { exact: true })).toHaveCount(0);

  await page.goto('/pessoas');
  await expect(page.locator('tbody').getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText('Não Sincronizado', { exact: true })).toHaveCount(0);
  await page.context().close();
});

test('the first administrator links a person in Meu perfil and then creates an opportunity', async ({ browser, playwright }) => {
  const api = await ApiClient.login(playwright.request, portal.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente'), role: 1, is_active: true });
  const [thesis] = await api.get<{ id: number; name: string }[]>('oportunidades/enums/teses');
  await api.dispose();
  const page = await adminPage(browser);

  await page.goto('/oportunidades/oportunidades');
  await page.getByRole('button', { name: 'Adicionar Oportunidade' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar Oportunidade' });
  await expect(dialog.getByText('Usuário deve estar associado a uma pessoa para criar oportunidades')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /Cliente/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Criar' })).toBeDisabled();
  await dialog.getByRole('link', { name: 'Meu perfil' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  await page.getByLabel('Meu CPF/CNPJ').fill(validCpf());
  await page.getByRole('button', { name: 'Vincular pelo CPF/CNPJ' }).click();
  await expectToast(page, 'Sucesso!', 'Pessoa vinculada com sucesso.');
  await expect(page.getByRole('button', { name: 'Vincular pelo CPF/CNPJ' })).toHaveCount(0);

  await page.goto('/oportunidades/oportunidades');
  await page.getByRole('button', { name: 'Adicionar Oportunidade' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Oportunidade' });
  await expect(dialog.getByText('Usuário deve estar associado a uma pessoa para criar oportunidades')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /Tese/ }).click();
  await page.getByRole('option', { name: thesis.name, exact: true }).click();
  await dialog.getByRole('combobox', { name: /Cliente/ }).fill(client.name);
  await page.getByRole('option', { name: new RegExp(client.name) }).click();
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expectToast(page, 'Sucesso!', 'Oportunidade criada com sucesso.');

  const row = page.locator('tbody tr').filter({ hasText: client.name });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Não Sincronizado');
  await page.context().close();
});
