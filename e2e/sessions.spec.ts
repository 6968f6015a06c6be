// Sessions (issue 25): a user signed in on two browsers ends the other one from 'Meu perfil', and that
// browser lands on /aviso on its next request; 'Sair' ends the session on the server, not only here.
import { expect, loginAs, logout, openUserMenu, test } from './support/fixtures';

test('ending the other sessions from Meu perfil sends the other browser to /aviso', async ({ page, browser, createUser, baseURL }) => {
  const user = await createUser(5);
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await loginAs(other, user.email, user.password);
  await loginAs(page, user.email, user.password);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await page.getByRole('tab', { name: 'Meu perfil' }).click();
  const sessions = page.getByRole('list', { name: 'Sessões abertas' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: '(esta sessão)' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Sair de todos os outros dispositivos' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Todas as outras sessões desta conta serão encerradas.');
  await dialog.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Os outros dispositivos foram desconectados.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sair de todos os outros dispositivos' })).toBeDisabled();

  // The other browser still shows its page; its next request is refused and it lands on /aviso.
  await other.goto('/pessoas');
  await expect(other).toHaveURL((url) => url.pathname === '/aviso');
  expect(await other.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // This one goes on.
  await page.goto('/pessoas');
  await expect(page).toHaveURL((url) => url.pathname === '/pessoas');
  await otherContext.close();
});

test("'Sair' ends the session on the server: its token is refused afterwards", async ({ page, createUser, playwright, baseURL }) => {
  const user = await createUser(5);
  await loginAs(page, user.email, user.password);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  await logout(page);
  const request = await playwright.request.newContext({ baseURL });
  const answer = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(401);
  await request.dispose();
});
