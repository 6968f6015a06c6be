// The audit trail in Chromium (issue 25): an administrator opens a person whose bank account holds a PIX
// key, sees it masked, reveals it with 'Mostrar', and finds that reveal in the 'Auditoria' screen (an
// entry of its own: the page's load is recorded too, with the accounts it carried in 'Alterações').
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { ADMIN_EMAIL, expect, test, uniqueName } from './support/fixtures';

const PIX_KEY = 'pix.auditado@example.com';

/** /auditoria through the menu, filtered in its 'Ação' select to the reveals of protected data. */
async function openReveals(page: Page) {
  await page.getByRole('menuitem', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Ação/ }).click();
  await page.getByRole('option', { name: 'Visualização de dado protegido' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'reveal');
}

test("an administrator reveals a PIX key with 'Mostrar' and finds the reveal in 'Auditoria'", async ({ adminPage: page, api }) => {
  const name = uniqueName('Auditada');
  const person = await api.post('persons/', { person_type: 1, document: validCpf(), name, role: 1, is_active: true });
  const account = await api.post(`persons/${person.id}/bank-accounts`, {
    bank_code: '341',
    bank_name: 'Itaú Unibanco',
    agency: '0001',
    account: '12345-6',
    account_type: 1,
    pix_key_type: 3,
    pix_key: PIX_KEY,
    is_primary: true,
  });

  await page.goto(`/pessoas/${person.id}`);
  const bankAccounts = page.getByRole('region', { name: 'Contas Bancárias' });
  await expect(bankAccounts).toContainText('Pix Email: ****.com');
  await expect(bankAccounts).not.toContainText(PIX_KEY);

  // Until 'Mostrar', the trail holds no reveal of this one account without a list of accounts.
  const revealOf = (audit: Page) =>
    audit
      .locator('tbody')
      .getByRole('row')
      .filter({ has: audit.getByRole('cell', { name: String(account.id), exact: true }) })
      .filter({ has: audit.getByRole('cell', { name: '—', exact: true }) });
  await openReveals(page);
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
  await expect(revealOf(page)).toHaveCount(0);

  await page.goto(`/pessoas/${person.id}`);
  await bankAccounts.getByRole('button', { name: /^Mostrar conta bancária 341 - Itaú Unibanco/ }).click();
  await expect(bankAccounts).toContainText(`Pix Email: ${PIX_KEY}`);
  await expect(bankAccounts).toContainText('Conta 12345-6');
  await expect(bankAccounts.getByRole('button', { name: /^Mostrar/ })).toHaveCount(0);

  await openReveals(page);
  const entry = revealOf(page);
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(ADMIN_EMAIL);
  await expect(entry).toContainText('Visualização de dado protegido');
  await expect(entry).toContainText('Contas bancárias');
});
