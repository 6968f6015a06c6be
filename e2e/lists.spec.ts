// The lists' added columns and inline edit, in the browser at 1366 px: 'Colunas' adds the executive to
// the opportunities list and a saved view brings it back; a stage changed in the row is saved through
// the opportunity's PATCH (its history records it) and 'Desfazer' in the toast restores it. Each test
// makes its own user and client under unique names (other specs run alongside).
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, toast, uniqueName, type ApiClient } from './support/fixtures';

const LIST = '/oportunidades/oportunidades';

type Choice = { id: number; name: string };
type Oportunidade = { id: number; titulo: string; estagio: number };

/** One opportunity of a new client, owned by an administrator with a person of its own, who is its executive; at 1366 px. */
async function ownOpportunity(page: Page, api: ApiClient, as: ApiClient, executive: { id: number }) {
  const client = await api.post<{ id: number; name: string }>('persons/', {
    person_type: 1,
    document: validCpf(),
    name: uniqueName('Cliente Lista'),
    role: 1,
    is_active: true,
  });
  const [thesis] = await api.get<Choice[]>('oportunidades/enums/teses');
  const response = await as.request.post('/api/v1/oportunidades/', { multipart: { tese: String(thesis.id), cliente_id: String(client.id) } });
  expect(response.ok()).toBe(true);
  const { id } = await response.json();
  const oportunidade = await as.patch<Oportunidade>(`oportunidades/${id}`, { titulo: `${client.name} negócio`, executivo_vendas_id: executive.id });
  await page.setViewportSize({ width: 1366, height: 768 });
  return { client, oportunidade };
}

const chooser = (page: Page) => page.locator('[id$="-columnsSelector"]');
const viewsDialog = (page: Page) => page.getByRole('dialog', { name: 'Visualizações' });
const executiveHeader = (page: Page) => page.getByRole('columnheader', { name: 'Executivo de vendas' });

test("'Colunas' adds the executive column and a saved view brings it back", async ({ page, api, apiAs, createUser }) => {
  const user = await createUser(1, { document: validCpf() });
  const { client } = await ownOpportunity(page, api, await apiAs(user), user);
  const viewName = uniqueName('Com executivo');
  await loginAs(page, user.email, user.password);
  await page.goto(`${LIST}?query=${encodeURIComponent(client.name)}`);
  const row = page.getByRole('row').filter({ hasText: client.name });
  // The first page of a cold portal on a loaded machine: the list may take longer than one expect.
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(executiveHeader(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Colunas' }).click();
  await chooser(page).getByLabel('Executivo de vendas').check();
  await page.keyboard.press('Escape');
  await expect(executiveHeader(page)).toBeVisible();
  await expect(row).toContainText(user.full_name);

  await page.getByRole('button', { name: 'Visualizações' }).click();
  await viewsDialog(page).getByLabel('Salvar visualização atual como').fill(viewName);
  await viewsDialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Visualização salva');
  await page.keyboard.press('Escape');

  // Hidden again, then the view shows it again.
  await page.getByRole('button', { name: 'Colunas' }).click();
  await chooser(page).getByLabel('Executivo de vendas').uncheck();
  await page.keyboard.press('Escape');
  await expect(executiveHeader(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Visualizações' }).click();
  await viewsDialog(page).getByRole('button', { name: viewName, exact: true }).click();
  await expect(executiveHeader(page)).toBeVisible();
  // No horizontal scroll of the page at 1366 px with the added column.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a stage changed in the row is saved with its history, and 'Desfazer' restores it", async ({ page, api, apiAs, createUser }) => {
  const user = await createUser(1, { document: validCpf() });
  const as = await apiAs(user);
  const { client, oportunidade } = await ownOpportunity(page, api, as, user);
  const stages = await api.get<Choice[]>('oportunidades/enums/estagios');
  const before = stages.find((stage) => stage.id === oportunidade.estagio)!;
  const after = stages.find((stage) => stage.id !== oportunidade.estagio)!;
  await loginAs(page, user.email, user.password);
  await page.goto(`${LIST}?query=${encodeURIComponent(client.name)}`);
  const row = page.getByRole('row').filter({ hasText: client.name });
  // The first page of a cold portal on a loaded machine: the list may take longer than one expect.
  await expect(row).toHaveCount(1, { timeout: 30_000 });

  // From the keyboard: the cell's button, the select, Enter.
  const cell = row.getByRole('button', { name: `Editar Estágio de ${oportunidade.titulo}: ${before.name}` });
  await cell.focus();
  await page.keyboard.press('Enter');
  const select = row.getByRole('combobox', { name: `Estágio de ${oportunidade.titulo}` });
  await expect(select).toBeFocused();
  await select.selectOption(String(after.id));
  await select.press('Enter');
  await expectToast(page, `Alteração salva: Estágio de ${oportunidade.titulo}`);
  await expect(row.getByRole('button', { name: `Editar Estágio de ${oportunidade.titulo}: ${after.name}` })).toBeVisible();
  expect(page.url()).toContain(LIST);
  await expect.poll(async () => (await as.get<Oportunidade>(`oportunidades/${oportunidade.id}`)).estagio).toBe(after.id);
  const history = await as.get<{ data: { field: string; new_value: string }[] } | { field: string; new_value: string }[]>(
    `oportunidades/${oportunidade.id}/historico`,
  );
  const entries = Array.isArray(history) ? history : history.data;
  expect(entries.some((entry) => entry.field === 'estagio' && entry.new_value === String(after.id))).toBe(true);

  await toast(page, 'Alteração salva').getByRole('button', { name: 'Desfazer' }).click();
  await expectToast(page, `Alteração desfeita: Estágio de ${oportunidade.titulo}`);
  await expect(row.getByRole('button', { name: `Editar Estágio de ${oportunidade.titulo}: ${before.name}` })).toBeVisible();
  await expect.poll(async () => (await as.get<Oportunidade>(`oportunidades/${oportunidade.id}`)).estagio).toBe(before.id);
});
