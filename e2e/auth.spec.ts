// Public pages and the session: /aviso, /login, logout, /signup, /recover-password, /reset-password.
import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expect,
  expectToast,
  loginAs,
  logout,
  pageCaughtUp,
  readLatestEmail,
  submitLogin,
  test,
  uniqueEmail,
  uniqueName,
} from './support/fixtures';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

test('an unauthenticated visit to a protected page lands on the maintenance notice', async ({ page }) => {
  for (const path of ['/', '/settings', '/admin?page=2', '/pessoas']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/aviso');
  }
  await page.getByRole('link', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a deep link opened before login is kept through /aviso and /login and opened after it', async ({ page }) => {
  await page.goto('/pessoas?role=2&page=2');
  await expect(page).toHaveURL((url) => url.pathname === '/aviso');
  await page.getByRole('link', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/pessoas' && url.search === '?role=2&page=2');
  await expect(page.getByRole('heading', { name: 'Pessoas' })).toBeVisible();

  // Once: the next login, after logging out, starts at home again.
  await logout(page);
  await loginAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByText('Olá, Administrador!')).toBeVisible();
});

test('a wrong password shows the error as a toast and keeps the user out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Senha').fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entre' }).click();
  await expectToast(page, 'Algo deu errado!', 'Email ou senha incorretos');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await storedToken(page)).toBeNull();
});

test('the login form asks for the email before sending anything', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Usuário é obrigatório')).toBeVisible();
  await page.getByLabel('Email').fill('nao-e-um-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email inválido')).toBeVisible();
});

test('the administrator logs in, is greeted, and /login then leads home', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).waitFor();
  await loginAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByText('Olá, Administrador!')).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/signup');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an email whose host has no dot, like the default admin@localhost, logs in through the form', async ({
  page,
  createUser,
}) => {
  const user = await createUser(2, { email: uniqueEmail('local').replace(/@example\.com$/, '@localhost') });
  expect(user.email).toMatch(/@localhost$/);
  await loginAs(page, user.email, user.password);
  await expect(page.getByText(`Olá, ${user.full_name}!`)).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('logout clears the session and lands on /aviso', async ({ page, createUser }) => {
  const user = await createUser(2);
  await loginAs(page, user.email, user.password);
  await logout(page);
  expect(await storedToken(page)).toBeNull();
  await page.goto('/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/aviso');
});

test('an expired or revoked token sends the user to /aviso', async ({ page, createUser }) => {
  const user = await createUser(5);
  await loginAs(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('access_token', 'token-que-nao-vale'));
  await page.goto('/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/aviso');
  expect(await storedToken(page)).toBeNull();
});

test('a new person signs up, logs in and waits for approval (SIGNUP_APPROVAL)', async ({ page }) => {
  const name = uniqueName('Nova Pessoa');
  const email = uniqueEmail('cadastro');
  await page.goto('/signup');

  await page.getByLabel('Senha', { exact: true }).fill('Cadastro-123');
  await page.getByLabel(/Confirm/).fill('Outra-senha-123');
  await page.getByLabel(/Confirm/).blur();
  await expect(page.getByText('As senhas devem ser iguais.')).toBeVisible();

  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Confirm/).fill('Cadastro-123');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  // The toast is raised on /signup and must still be on screen on /login.
  await expectToast(page, 'Sucesso!', 'Conta criada com sucesso. Faça login para continuar.');

  await loginAs(page, email, 'Cadastro-123');
  // The staff have not approved it yet: the console shows the wait instead of its pages (e2e/onboarding.spec.ts).
  await expect(page.getByRole('heading', { name: 'Cadastro em análise', level: 1 })).toBeVisible();
});

test('a forgotten password is reset through the emailed link', async ({ page, createUser }) => {
  const user = await createUser(3);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recover-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectToast(page, 'Email para recuperação de senha enviado.');

  const email = await readLatestEmail(user.email);
  const link = email.links.find((href) => href.includes('/reset-password?token='));
  expect(link, `a reset link in: ${email.html}`).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('Nova senha').fill('Nova-senha-456');
  await page.getByLabel(/Confirm/).fill('Nova-senha-456');
  await page.getByRole('button', { name: /Redefinir|Salvar|Alterar|Continuar/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectToast(page, 'Senha atualizada com sucesso.');

  await loginAs(page, user.email, 'Nova-senha-456');
  await logout(page);

  // The link works once: a second use is refused.
  await page.goto(link!);
  await page.getByLabel('Nova senha').fill('Terceira-senha-789');
  await page.getByLabel(/Confirm/).fill('Terceira-senha-789');
  await page.getByRole('button', { name: /Redefinir|Salvar|Alterar|Continuar/ }).click();
  await expectToast(page, 'Algo deu errado!', 'Token inválido ou expirado');
});

test('the reset page sends nothing without a token', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/reset-password')) calls.push(request.url());
  });
  await page.goto('/reset-password');
  await page.getByLabel('Nova senha').fill('Nova-senha-456');
  await page.getByLabel(/Confirm/).fill('Nova-senha-456');
  const submit = page.getByRole('button', { name: /Redefinir|Salvar|Alterar|Continuar/ });
  await expect(submit).toBeDisabled();
  // Enter in the form tries to send it anyway; the page has handled it once it reaches its next frame.
  await page.getByLabel(/Confirm/).press('Enter');
  await pageCaughtUp(page);
  expect(calls).toEqual([]);
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
});
