// Saved views on /oportunidades/oportunidades: 'Colunas' hides a column for this user only, and it stays
// hidden after a reload; 'Visualizações' saves the list's filter and sort under a name, opens it again
// after a reload and deletes it after a confirmation naming it; the built-in 'Minhas oportunidades'; and
// 'Mais filtros' (revenue, tag, created day) narrowing the list. Each test makes its own users and client
// under unique names (other specs run alongside).
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import {
  expect,
  expectToast,
  loginAs,
  logout,
  test,
  uniqueName,
  type ApiClient,
  type CreatedUser,
  type NewUser,
} from './support/fixtures';
import { expectAccessible } from './support/axe';

const LIST = '/oportunidades/oportunidades';

type Thesis = { id: number; name: string };
type Created = { id: number; titulo: string };

/** Opportunities created by `as` for `client`, titled '<client> <revenue>', with that revenue. */
async function opportunities(as: ApiClient, api: ApiClient, clientId: number, clientName: string, revenues: number[]) {
  const [thesis] = await api.get<Thesis[]>('oportunidades/enums/teses');
  const created: Created[] = [];
  for (const receita_esperada of revenues) {
    const response = await as.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(clientId) },
    });
    expect(response.ok()).toBe(true);
    const { id } = await response.json();
    created.push(await as.patch(`oportunidades/${id}`, { titulo: `${clientName} ${receita_esperada}`, receita_esperada }));
  }
  return created;
}

async function newClient(api: ApiClient) {
  return api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Visão'), role: 1, is_active: true });
}

type Fixtures = {
  page: Page;
  api: ApiClient;
  apiAs: (user: { email: string; password: string }) => Promise<ApiClient>;
  createUser: (role?: number, overrides?: NewUser) => Promise<CreatedUser>;
};

/** A wide screen, and an administrator with a person of its own, owning opportunities of a new client. */
async function ownOpportunities({ page, api, apiAs, createUser }: Fixtures, revenues: number[]) {
  await page.setViewportSize({ width: 1600, height: 900 });
  const user = await createUser(1, { document: validCpf() });
  const client = await newClient(api);
  const created = await opportunities(await apiAs(user), api, client.id, client.name, revenues);
  return { user, client, created };
}

const rows = (page: Page) => page.locator('tbody tr');
const viewsButton = (page: Page) => page.getByRole('button', { name: 'Visualizações' });
const viewsDialog = (page: Page) => page.getByRole('dialog', { name: 'Visualizações' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('the column chooser hides a column for this user, still hidden after a reload, not for another user', async ({ page, api, apiAs, createUser }) => {
  const fixtures = { page, api, apiAs, createUser };
  // A table to look at: an empty list shows its empty state instead.
  const { user: first } = await ownOpportunities(fixtures, [100]);
  const second = await createUser(1);
  await loginAs(page, first.email, first.password);
  await page.goto(LIST);
  await expect(page.getByRole('columnheader', { name: 'Receita Esperada' })).toBeVisible();

  await page.getByRole('button', { name: 'Colunas' }).click();
  const chooser = page.locator('[id$="-columnsSelector"]');
  await chooser.getByLabel('Receita Esperada').uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Receita Esperada' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Título' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Título' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Receita Esperada' })).toHaveCount(0);

  // Same browser, another user: their own columns.
  await logout(page);
  await loginAs(page, second.email, second.password);
  await page.goto(LIST);
  await expect(page.getByRole('columnheader', { name: 'Receita Esperada' })).toBeVisible();
});

test('a view saved with a filter and a sort opens again after a reload, and is deleted after a confirmation', async ({ page, api, apiAs, createUser }) => {
  const fixtures = { page, api, apiAs, createUser };
  const { user, client } = await ownOpportunities(fixtures, [250, 1000.1]);
  const viewName = uniqueName('Visão');
  await loginAs(page, user.email, user.password);
  await page.goto(LIST);

  // Filter by the client, sort by revenue, highest first.
  await page.getByPlaceholder('Buscar por título, descrição ou ID externo...').fill(client.name);
  await expect.poll(() => param(page, 'query')).toBe(client.name);
  const revenueHeader = page.getByRole('columnheader', { name: 'Receita Esperada' });
  await revenueHeader.getByRole('button').click();
  await expect.poll(() => param(page, 'sort')).toBe('receita_esperada');
  if (param(page, 'order') !== 'desc') await revenueHeader.getByRole('button').click();
  await expect.poll(() => param(page, 'order')).toBe('desc');
  await expect(rows(page).first()).toContainText(`${client.name} 1000.1`);

  await viewsButton(page).click();
  await viewsDialog(page).getByLabel('Salvar visualização atual como').fill(viewName);
  await viewsDialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Visualização salva');
  await page.keyboard.press('Escape');

  // A plain list, reloaded: the view is still there and brings the filter and the sort back.
  await page.goto(LIST);
  await page.reload();
  await expect(page.getByPlaceholder('Buscar por título, descrição ou ID externo...')).toHaveValue('');
  await viewsButton(page).click();
  await viewsDialog(page).getByRole('button', { name: viewName, exact: true }).click();
  await expect.poll(() => param(page, 'query')).toBe(client.name);
  expect(param(page, 'sort')).toBe('receita_esperada');
  expect(param(page, 'order')).toBe('desc');
  await expect(page.getByPlaceholder('Buscar por título, descrição ou ID externo...')).toHaveValue(client.name);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`${client.name} 1000.1`);
  await expect(rows(page).last()).toContainText(`${client.name} 250`);

  // Delete: the confirmation names the view.
  await viewsButton(page).click();
  await viewsDialog(page).getByRole('button', { name: `Excluir visualização ${viewName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir visualização' });
  await expect(confirm).toContainText(`Excluir a visualização "${viewName}"?`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Visualização excluída');
  await expect(viewsDialog(page).getByRole('button', { name: viewName, exact: true })).toHaveCount(0);
  await expect(viewsDialog(page)).toContainText('Nenhuma visualização salva');
});

test("'Minhas oportunidades' shows only the user's own, and 'Mais filtros' narrow the list", async ({ page, api, apiAs, createUser }) => {
  const fixtures = { page, api, apiAs, createUser };
  const {
    user,
    client,
    created: [small, big],
  } = await ownOpportunities(fixtures, [250, 1000.1]);
  const colleague = await createUser(1, { document: validCpf() });
  const [theirs] = await opportunities(await apiAs(colleague), api, client.id, `${client.name} colega`, [5000]);
  const tag = await api.post('oportunidades/tags', { name: uniqueName('Tag Visão'), color: 'green' });
  await api.post(`oportunidades/${small.id}/tags/${tag.id}`);
  await loginAs(page, user.email, user.password);

  await page.goto(`${LIST}?query=${encodeURIComponent(client.name)}`);
  await expect(rows(page)).toHaveCount(3);

  // The built-in view: the user's own opportunities, whatever the client.
  await viewsButton(page).click();
  await viewsDialog(page).getByRole('button', { name: 'Minhas oportunidades' }).click();
  await expect.poll(() => param(page, 'mine')).toBe('true');
  expect(param(page, 'query')).toBeNull();
  await expect(page.getByLabel('Somente minhas')).toBeChecked();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('tbody')).not.toContainText(theirs.titulo);

  // 'Mais filtros' over the three of the client.
  await page.goto(`${LIST}?query=${encodeURIComponent(client.name)}`);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Mais filtros' }).click();
  const minimum = page.getByLabel('Receita mínima');
  await minimum.fill('1.000,00');
  await minimum.press('Enter');
  await expect.poll(() => param(page, 'receita_min')).toBe('1000.00');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('tbody')).not.toContainText(small.titulo);
  await page.getByLabel('Receita máxima').fill('2000');
  await page.getByLabel('Receita máxima').press('Tab');
  await expect.poll(() => param(page, 'receita_max')).toBe('2000.00');
  await expect(page.getByLabel('Receita máxima')).toHaveValue(/R\$\s2\.000,00/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(big.titulo);

  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  await page.goto(`${LIST}?query=${encodeURIComponent(client.name)}`);
  await page.getByRole('button', { name: 'Mais filtros' }).click();
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: tag.name }).click();
  await expect.poll(() => param(page, 'tag_id')).toBe(String(tag.id));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(small.titulo);

  // Created until yesterday: none of today's.
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  await page.getByLabel('Criada até').fill(yesterday);
  await expect.poll(() => param(page, 'criado_ate')).toBe(yesterday);
  await expect(page.getByText('Nenhuma oportunidade encontrada')).toBeVisible();
});

test("on a phone, 'Visualizações' opens from the keyboard, fits the screen and passes axe", async ({ page, createUser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createUser(1);
  await loginAs(page, user.email, user.password);
  await page.goto(LIST);
  await viewsButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(viewsDialog(page)).toBeVisible();
  const box = (await viewsDialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(viewsDialog(page).getByRole('button', { name: 'Minhas oportunidades' })).toBeVisible();
  await expectAccessible(page, 'Visualizações (celular)');

  // Saved from the keyboard alone; an empty name is refused with a message.
  await page.keyboard.press('Tab');
  await expect(viewsDialog(page).getByLabel('Salvar visualização atual como')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewsDialog(page)).toContainText('Informe um nome para a visualização');
  await page.keyboard.type('Pelo teclado');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Visualização salva');
  await expect(viewsDialog(page).getByRole('button', { name: 'Pelo teclado', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewsDialog(page)).toBeHidden();
  await expect(viewsButton(page)).toBeFocused();
});
