// Partner onboarding on a portal of its own (support/extraPortal.ts): its agreement in force would ask
// every external user of the suite's server to accept it. A new sign-up (SIGNUP_APPROVAL, the default)
// logs in, is shown the partner agreement before anything else, accepts it, sees 'Cadastro em análise';
// an administrator finds it under 'Aguardando aprovação' in /admin and approves it; the same session
// then works.
import { validCnpj } from '../tests/helpers/fixtures';
import { expectAccessibleInEachScheme } from './support/axe';
import { startExtraPortal } from './support/extraPortal';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ApiClient,
  expect,
  expectToast,
  loginAs,
  submitLogin,
  test,
  uniqueEmail,
  uniqueName,
} from './support/fixtures';
import type { RunningServer } from './support/portalServer';

let portal: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startExtraPortal();
});
test.afterAll(async () => portal?.stop());

const AGREEMENT = 'Cláusula primeira: o parceiro indica empresas clientes.\nCláusula segunda: os honorários seguem a tabela vigente.';

test('a new sign-up waits, accepts the agreement, is approved and then works', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login(playwright.request, portal.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  await api.post('termos/', { versao: '2026.1', texto: AGREEMENT, vigente_desde: new Date(Date.now() - 60_000).toISOString() });
  await api.dispose();

  const name = uniqueName('Parceira Nova');
  const email = uniqueEmail('cadastro');
  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Cadastro-123');
  await page.getByLabel(/Confirm/).fill('Cadastro-123');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await submitLogin(page, email, 'Cadastro-123');

  // The agreement before anything else.
  await expect(page.getByRole('heading', { name: 'Termos de parceria', level: 1 })).toBeVisible();
  await expect(page.getByText(/Versão 2026\.1/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Texto dos termos de parceria' })).toContainText('Cláusula segunda');
  await expectAccessibleInEachScheme(page, 'termos de parceria');
  await page.getByRole('button', { name: 'Aceitar' }).click();

  // Then the wait, on every page but its own profile.
  await expect(page.getByRole('heading', { name: 'Cadastro em análise', level: 1 })).toBeVisible();
  await expectAccessibleInEachScheme(page, 'cadastro em análise');
  await page.goto('/oportunidades/oportunidades');
  await expect(page.getByRole('heading', { name: 'Cadastro em análise', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestão de Oportunidades' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page.getByRole('heading', { name: /Configurações/, level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // An administrator approves it in /admin.
  const admin = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await loginAs(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin');
  await admin.getByRole('combobox', { name: /^Cadastro/ }).click();
  await admin.getByRole('option', { name: 'Aguardando aprovação' }).click();
  await expect(admin).toHaveURL((url) => url.searchParams.get('cadastro') === 'pendente');
  const row = admin.locator('tbody').getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Aguardando aprovação')).toBeVisible();
  await row.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Aprovar cadastro' });
  await expect(dialog).toContainText(`Aprovar o cadastro de ${name} (${email})?`);
  await dialog.getByLabel(/CPF\/CNPJ do parceiro/).fill(validCnpj());
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(admin, 'Cadastro aprovado.');
  await expect(admin.locator('tbody').getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The same session, no new login: the portal opens.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Olá, ${name}!` })).toBeVisible();
  await page.goto('/oportunidades/oportunidades');
  await expect(page.getByRole('heading', { name: 'Gestão de Oportunidades', level: 1 })).toBeVisible();
  await admin.context().close();
  await page.context().close();
});

test('a refused sign-up is told why and can no longer log in', async ({ browser, playwright }) => {
  const email = uniqueEmail('recusado');
  const anonymous = await playwright.request.newContext({ baseURL: portal.url });
  const signup = await anonymous.post('/api/v1/users/signup', { data: { email, full_name: 'Recusado Silva', password: 'Cadastro-123' } });
  expect(signup.ok()).toBe(true);
  await anonymous.dispose();

  const admin = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await loginAs(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto(`/admin?cadastro=pendente&query=${encodeURIComponent(email)}`);
  const row = admin.locator('tbody').getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Recusar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Recusar cadastro' });
  await expect(dialog).toContainText('A conta é inativada e recebe o motivo por e-mail.');
  await dialog.getByLabel(/Motivo/).fill('CNPJ sem atividade');
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expectToast(admin, 'Cadastro recusado. O motivo foi enviado por e-mail.');
  await admin.goto(`/admin?query=${encodeURIComponent(email)}`);
  await expect(admin.locator('tbody').getByRole('row').filter({ hasText: email }).getByText('Inativo')).toBeVisible();
  await admin.context().close();

  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await page.goto('/login');
  await submitLogin(page, email, 'Cadastro-123');
  await expectToast(page, 'Usuário inativo');
  await page.context().close();
});
