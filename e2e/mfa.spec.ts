// Two-factor login (issue 25): an administrator turns it on in 'Meu perfil' with a code computed here from
// the key the screen shows (as an authenticator app would), keeps the recovery codes, logs out, and logs
// back in with the password and then a code; a recovery code works once in its place.
import { codeOf } from '../tests/helpers/totp';
import { expect, expectToast, loginAs, logout, openUserMenu, submitLogin, test } from './support/fixtures';

test('an administrator turns two-factor login on, then logs in with a code and with a recovery code', async ({ page, createUser }) => {
  const admin = await createUser(1);
  await loginAs(page, admin.email, admin.password);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await page.getByRole('tab', { name: 'Meu perfil' }).click();

  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(section.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await section.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // This step's code, and the next step's at login: each is still good if a 30-second step ends before the
  // server reads it (it takes the step before and after its own); the previous step's code would not be.
  await section.getByLabel('Código do aplicativo').fill(codeOf(secret));
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Verificação em duas etapas ativada.');
  const codes = await section.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'Concluído' }).click();
  await expect(section.getByText('Ativa. Códigos de recuperação restantes: 10.')).toBeVisible();

  await logout(page);
  await page.goto('/login');
  await submitLogin(page, admin.email, admin.password);
  await page.getByLabel('Código de verificação').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await logout(page);
  await page.goto('/login');
  await submitLogin(page, admin.email, admin.password);
  await page.getByLabel('Código de verificação').fill(codes[0]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
