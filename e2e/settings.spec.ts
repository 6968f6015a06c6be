// /settings: profile, password, appearance and the danger zone, each on a user made for the test.
import type { Page } from '@playwright/test';
import { expect, expectToast, loginAs, logout, openUserMenu, test } from './support/fixtures';

async function openSettings(page: Page, tab: string) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  await page.getByRole('tab', { name: tab }).click();
}

/** Relative luminance (0 black .. 1 white) of the page's background. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const color = getComputedStyle(document.body).backgroundColor;
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

test('profile: edit toggles, Cancelar resets, Salvar needs a change and an email', async ({ page, createUser }) => {
  const user = await createUser(2, { full_name: 'Maria Original' });
  await loginAs(page, user.email, user.password);
  await openSettings(page, 'Meu perfil');
  await expect(page.getByText('Maria Original')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  const save = page.getByRole('button', { name: 'Salvar' });
  const name = page.getByLabel('Nome completo');
  await expect(save).toBeDisabled();
  await name.fill('Maria Rascunho');
  await expect(save).toBeEnabled();
  await page.getByLabel('Email').fill('');
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Maria Original')).toBeVisible();
  await expect(page.getByText('Maria Rascunho')).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Original');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByLabel('Nome completo').fill('Maria Atualizada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso.');

  await page.reload();
  await page.getByRole('tab', { name: 'Meu perfil' }).click();
  await expect(page.getByText('Maria Atualizada')).toBeVisible();
});

test('password: a wrong current password is refused, the right one changes it', async ({ page, createUser }) => {
  const user = await createUser(5);
  await loginAs(page, user.email, user.password);
  await openSettings(page, 'Senha');

  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Senha atual').fill('senha-que-nao-e');
  await page.getByLabel('Nova senha').fill('curta');
  await page.getByLabel('Nova senha').blur();
  await expect(page.getByText('Senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await page.getByLabel('Nova senha').fill('Trocada-789');
  await page.getByLabel(/Confirm/).fill('Diferente-789');
  await page.getByLabel(/Confirm/).blur();
  await expect(page.getByText('As senhas devem ser iguais.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByLabel(/Confirm/).fill('Trocada-789');
  await save.click();
  await expectToast(page, 'Algo deu errado!', 'Senha atual incorreta');

  const tokenBefore = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.getByLabel('Senha atual').fill(user.password);
  await page.getByLabel('Nova senha').fill('Trocada-789');
  await page.getByLabel(/Confirm/).fill('Trocada-789');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Senha atualizada com sucesso.');
  // No password stays on screen once saved.
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
  await expect(page.getByLabel('Nova senha')).toHaveValue('');

  // The change ended every older session (the token from before answers 401), but not this one: the
  // portal keeps the fresh token and stays signed in after a reload.
  const tokenAfter = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(tokenAfter).not.toBe(tokenBefore);
  const me = (token: string | null) => page.request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me(tokenBefore)).status()).toBe(401);
  expect((await me(tokenAfter)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);

  await logout(page);
  await loginAs(page, user.email, 'Trocada-789');
});

test('appearance: the chosen theme survives a reload and really darkens the page', async ({ page, createUser }) => {
  const user = await createUser(4);
  await loginAs(page, user.email, user.password);
  await openSettings(page, 'Aparência');
  await expect(page.getByRole('radio', { name: 'Sistema' })).toBeChecked();

  await page.getByRole('radio', { name: 'Modo Escuro' }).check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.25);

  await page.reload();
  await page.getByRole('tab', { name: 'Aparência' }).click();
  await expect(page.getByRole('radio', { name: 'Modo Escuro' })).toBeChecked();
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.25);

  await page.getByRole('radio', { name: 'Modo Claro' }).check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.75);
});

test('danger zone: deleting the account asks first, then logs out for good', async ({ page, createUser }) => {
  const user = await createUser(6);
  await loginAs(page, user.email, user.password);
  await openSettings(page, 'Zona de perigo');

  await page.getByRole('button', { name: /Excluir|Deletar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmação Necessária' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/permanente/i);
  await expect(dialog).toContainText(/irreversível/i);
  await dialog.getByRole('button', { name: /Excluir|Deletar|Confirmar/ }).click();

  await expectToast(page, 'Sua conta foi excluída com sucesso');
  await expect(page).toHaveURL((url) => url.pathname === '/aviso');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entre' }).click();
  await expectToast(page, 'Algo deu errado!', 'Email ou senha incorretos');
});

test('a superuser has no danger zone', async ({ adminPage }) => {
  await adminPage.goto('/settings');
  await expect(adminPage.getByRole('tab', { name: 'Meu perfil' })).toBeVisible();
  await expect(adminPage.getByRole('tab', { name: 'Aparência' })).toBeVisible();
  await expect(adminPage.getByRole('tab', { name: 'Zona de perigo' })).toHaveCount(0);
});
