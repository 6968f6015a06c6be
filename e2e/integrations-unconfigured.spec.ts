// A portal whose server has no Odoo (no ODOO_URL): the sync buttons and the 'Não Sincronizado' badges are
// not offered. Runs against a server of its own (support/extraPortal.ts); the suite's server has the fake
// Odoo, which e2e/integrations.spec.ts uses.
import type { Browser, Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { startExtraPortal } from './support/extraPortal';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ApiClient, expect, loginAs, test, uniqueName } from './support/fixtures';
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

  await page.goto('/pessoas');
  await expect(page.locator('tbody').getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText('Não Sincronizado', { exact: true })).toHaveCount(0);
  await page.context().close();
});
