// MFA_REQUIRED_ROLES (issue 25) on a portal of its own (support/extraPortal.ts) that requires two-factor
// login of administrators: at the next login the administrator is sent to 'Meu perfil' to set it up, every
// other screen sends them back there, and once a code confirms it the portal is theirs again.
import { codeOf } from '../tests/helpers/totp';
import { startExtraPortal } from './support/extraPortal';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectToast, submitLogin, test } from './support/fixtures';
import type { RunningServer } from './support/portalServer';

let portal: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startExtraPortal({ MFA_REQUIRED_ROLES: '1' });
});
test.afterAll(async () => portal?.stop());

test('an administrator who must use two-factor login is kept on its setup until it is on', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await page.goto('/login');
  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(section.getByText('A verificação em duas etapas é obrigatória para a sua função. Ative-a para continuar.')).toBeVisible();

  // Nothing else: any other screen, typed or from the menu, comes back here.
  for (const path of ['/pessoas', '/oportunidades/oportunidades', '/auditoria', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/settings');
    await expect(section.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeVisible();
  }

  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const secret = (await section.getByTestId('mfa-secret').textContent())!.trim();
  // This step's code: still good if the step ends before the server reads it (the previous step's would not be).
  await section.getByLabel('Código do aplicativo').fill(codeOf(secret));
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Verificação em duas etapas ativada.');
  await section.getByRole('button', { name: 'Concluído' }).click();

  await page.goto('/pessoas');
  await expect(page).toHaveURL((url) => url.pathname === '/pessoas');
  await expect(page.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeVisible();
  await page.context().close();
});
