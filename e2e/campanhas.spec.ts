// 'Campanhas', the README's worked example of a resource that is one declaration, one migration and one
// registry line: every screen is the kit's. An administrator creates one typing its days dd/mm/aaaa,
// meets the rule across the two days, finds it by its status and opens it; a team member reads it
// without the buttons to change it.
import type { Page } from '@playwright/test';
import { expect, loginAs, test, uniqueName } from './support/fixtures';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Searches, and waits until the list has taken the text (its URL names it), as a loaded machine may take a while. */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Buscar por nome ou descrição...').fill(text);
  await page.getByPlaceholder('Buscar por nome ou descrição...').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(text);
}

test('an administrator creates a campaign with its days typed dd/mm/aaaa, the end not before the start', async ({ adminPage: page }) => {
  const name = uniqueName('Campanha');
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Campanhas' }).click();
  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova Campanha' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nova Campanha' })).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Descrição').fill('Bônus em dobro por registro aprovado');
  await page.getByLabel('Início').fill('10/03/2026');
  await page.getByLabel('Fim').fill('01/03/2026');
  await page.getByLabel('Nome').click();
  await expect(page.getByText('Fim deve ser igual ou posterior ao início')).toBeVisible();
  await page.getByLabel('Fim').fill('31/03/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
  await search(page, name);
  for (const column of ['Nome', 'Descrição', 'Início', 'Fim', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(row(page, name)).toContainText('10/03/2026');
  await expect(row(page, name)).toContainText('31/03/2026');
  await expect(row(page, name)).toContainText('Planejada');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ativa', exact: true }).click();
  await expect(page.getByText('Nenhuma campanha encontrada')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Planejada', exact: true }).click();
  await expect(row(page, name)).toBeVisible();
});

test('a team member reads a campaign on its page, with nothing to change it', async ({ page, api, createUser }) => {
  const name = uniqueName('Campanha');
  const created = await api.post<{ id: number }>('campanhas/', { nome: name, inicio: '2026-05-01', fim: '2026-05-31', status: 'ativa' });
  const member = await createUser(4);
  await loginAs(page, member.email, member.password);
  await page.getByRole('menuitem', { name: 'Campanhas' }).click();
  await expect(page.getByRole('link', { name: 'Nova Campanha' })).toHaveCount(0);
  await search(page, name);
  await row(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/campanhas/${created.id}/show$`));
  await expect(page.getByText('01/05/2026')).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});
