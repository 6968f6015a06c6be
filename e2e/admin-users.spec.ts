// /admin 'Gestão de Usuários' as the first administrator. Each test makes its own users under a unique
// name and searches for it, so the other specs' users running alongside never change what it sees.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, expectToast, loginAs, test, uniqueEmail, uniqueName } from './support/fixtures';

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Buscar por nome ou email...').fill(text);
  await expect.poll(() => searchParam(page, 'query')).toBe(text);
}

async function choose(page: Page, filter: RegExp, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The bar of bulk actions that appears over the table while rows are selected. */
const bulkBar = (page: Page) =>
  page
    .locator('[data-test="bulk-actions-toolbar"]');

async function openRowMenu(page: Page, text: string, item: RegExp) {
  await row(page, text).getByRole('button', { name: /Ações|Mais|menu/i }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the own row is marked and cannot be changed', async ({ adminPage: page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
  for (const column of ['Nome Completo', 'Email', 'Função', 'Status', 'Ações']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await search(page, ADMIN_EMAIL);
  const own = row(page, ADMIN_EMAIL);
  await expect(own.getByText('Você', { exact: true })).toBeVisible();
  await expect(own.getByText('Super', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Inativar' })).toBeDisabled();
  await expect(own.getByRole('button', { name: /Ações|Mais|menu/i })).toBeDisabled();
  await expect(own.getByRole('checkbox')).toBeDisabled();
});

test('the status and role filters narrow the list and live in the URL', async ({ adminPage: page, createUser }) => {
  const tag = uniqueName('Filtro');
  await createUser(2, { full_name: `${tag} Ativo` });
  await createUser(2, { full_name: `${tag} Inativo`, is_active: false });
  await createUser(6, { full_name: `${tag} Indicador` });

  await page.goto('/admin');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);

  await choose(page, /status/i, 'Inativo');
  await expect.poll(() => searchParam(page, 'is_active')).toBe('false');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Inativo`)).toBeVisible();

  await choose(page, /status/i, 'Todos os status');
  await choose(page, /função/i, 'Indicador');
  await expect.poll(() => searchParam(page, 'role')).toBe('6');
  await expect.poll(() => searchParam(page, 'is_active')).toBeNull();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Indicador`)).toBeVisible();

  // The same filters arrive from a link.
  await page.goto(`/admin?query=${encodeURIComponent(tag)}&is_active=true&role=2`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Ativo`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /status/i })).toHaveText('Ativo');
  await expect(page.getByRole('combobox', { name: /função/i })).toHaveText('Executivo de Contas');
});

test('the list shows ten users a page', async ({ adminPage: page, createUser }) => {
  const tag = uniqueName('Página');
  for (let i = 1; i <= 11; i++) await createUser(5, { full_name: `${tag} ${String(i).padStart(2, '0')}` });

  await page.goto('/admin');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('Mostrando 10 de 11 usuários')).toBeVisible();

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect.poll(() => searchParam(page, 'page')).toBe('2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByText('Mostrando 1 de 11 usuários')).toBeVisible();

  // A page number that is not a number falls back to the first page.
  await page.goto(`/admin?page=abc&query=${encodeURIComponent(tag)}`);
  await expect(bodyRows(page)).toHaveCount(10);
});

test('adding a user shows every validation message, then creates it', async ({ adminPage: page }) => {
  const email = uniqueEmail('novo');
  const name = uniqueName('Novo Usuário');
  await page.goto('/admin');
  await page.getByRole('button', { name: /Adicionar Usuário/i }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Salvar' });
  const blurred = async (label: string | RegExp, value: string) => {
    const field = dialog.getByLabel(label, { exact: typeof label === 'string' });
    await field.fill(value);
    await field.blur();
  };
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: /Função/ })).toHaveText('Parceiro');

  await blurred('Email', '');
  await expect(dialog.getByText('Email é obrigatório')).toBeVisible();
  await blurred('Email', 'sem-arroba');
  await expect(dialog.getByText('Email inválido')).toBeVisible();

  await blurred('Documento', '');
  await expect(dialog.getByText('Documento é obrigatório')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Tipo de pessoa/i }).click();
  await page.getByRole('option', { name: /Jurídica/ }).click();
  await blurred('Documento', '12.345');
  await expect(dialog.getByLabel('Documento', { exact: true })).toHaveValue('12345');
  await expect(dialog.getByText('CNPJ deve ter 14 dígitos')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Tipo de pessoa/i }).click();
  await page.getByRole('option', { name: /Física/ }).click();
  await blurred('Documento', '123');
  await expect(dialog.getByText('CPF deve ter 11 dígitos')).toBeVisible();
  await blurred('Documento', '529.982.247-25999');
  await expect(dialog.getByLabel('Documento', { exact: true })).toHaveValue('52998224725');

  await blurred('Senha', '');
  await expect(dialog.getByText('Senha é obrigatória', { exact: true })).toBeVisible();
  await blurred('Senha', 'curta');
  await expect(dialog.getByText('Senha deve ter pelo menos 8 caracteres', { exact: true })).toBeVisible();
  await blurred(/Confirm/, '');
  await expect(dialog.getByText('Por favor confirme sua senha')).toBeVisible();
  await blurred('Senha', 'Novo-usuario-123');
  await blurred(/Confirm/, 'Outra-coisa-123');
  await expect(dialog.getByText('As senhas não coincidem')).toBeVisible();
  await expect(save).toBeDisabled();

  await blurred('Email', email);
  await blurred('Nome completo', name);
  await blurred(/Confirm/, 'Novo-usuario-123');
  await dialog.getByRole('combobox', { name: /Função/ }).click();
  await page.getByRole('option', { name: 'Membro de equipe' }).click();
  await save.click();
  await expect(dialog).toBeHidden();

  await search(page, email);
  const created = row(page, email);
  await expect(created).toContainText(name);
  await expect(created).toContainText('Membro de equipe');
  await expect(created).toContainText('Ativo');

  // The same email again is refused with the server's reason.
  await page.getByRole('button', { name: /Adicionar Usuário/i }).click();
  await blurred('Email', email.toUpperCase());
  await blurred('Nome completo', name);
  await blurred('Documento', '52998224725');
  await blurred('Senha', 'Novo-usuario-123');
  await blurred(/Confirm/, 'Novo-usuario-123');
  await save.click();
  await expectToast(page, 'Algo deu errado!', 'Já existe um usuário com este email');
});

test('editing a user changes its name and password', async ({ adminPage: page, createUser, apiAs }) => {
  const user = await createUser(5);
  const newName = uniqueName('Editado');
  await page.goto('/admin');
  await search(page, user.email);
  await openRowMenu(page, user.email, /Editar/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await dialog.getByLabel('Nome completo').fill(newName);
  await dialog.getByLabel('Senha', { exact: true }).fill('curta');
  await dialog.getByLabel('Senha', { exact: true }).blur();
  await expect(dialog.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();
  await dialog.getByLabel('Senha', { exact: true }).fill('Editada-senha-123');
  await dialog.getByLabel(/Confirm/).fill('Editada-senha-123');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso.');
  await expect(row(page, user.email)).toContainText(newName);

  const asUser = await apiAs({ email: user.email, password: 'Editada-senha-123' });
  expect((await asUser.get('users/me')).full_name).toBe(newName);
});

test('Inativar and Ativar switch a user off and on', async ({ adminPage: page, createUser, playwright, baseURL }) => {
  const user = await createUser(3);
  const login = async () => {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post('/api/v1/login/access-token', {
      form: { username: user.email, password: user.password },
    });
    await request.dispose();
    return response.status();
  };
  await page.goto('/admin');
  await search(page, user.email);

  await row(page, user.email).getByRole('button', { name: 'Inativar' }).click();
  await expectToast(page, 'Usuário ativado/inativado com sucesso!');
  await expect(row(page, user.email)).toContainText('Inativo');
  expect(await login()).toBe(400);

  await row(page, user.email).getByRole('button', { name: 'Ativar' }).click();
  await expectToast(page, 'Usuário ativado/inativado com sucesso!');
  await expect(row(page, user.email).getByRole('button', { name: 'Inativar' })).toBeVisible();
  expect(await login()).toBe(200);
});

test('deleting a user asks first and removes it', async ({ adminPage: page, createUser, api }) => {
  const user = await createUser(6);
  await page.goto('/admin');
  await search(page, user.email);
  await openRowMenu(page, user.email, /Excluir|Deletar/);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(user.email);
  await dialog.getByRole('button', { name: /Excluir|Deletar|Confirmar/ }).click();
  // The row leaves the list as the request goes out; the toast says the server has answered.
  await expectToast(page, 'O usuário foi excluído com sucesso.');
  await expect(row(page, user.email)).toHaveCount(0);
  const remaining = await api.get('users/', { query: user.email });
  expect(remaining.count).toBe(0);
});

test('bulk actions deactivate and delete the selected users; Exportar gives every match as CSV', async ({
  adminPage: page,
  createUser,
  api,
}) => {
  const tag = uniqueName('Lote');
  const [a, b] = [await createUser(5, { full_name: `${tag} A` }), await createUser(5, { full_name: `${tag} B` })];
  await createUser(6, { full_name: `${tag} C` });
  await page.goto(`/admin?query=${encodeURIComponent(tag)}`);
  await expect(bodyRows(page)).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Nome Completo');
  expect(lines.slice(1).map((line) => line.match(/Lote \S+ [ABC]/)?.[0]).sort()).toEqual(
    [`${tag} A`, `${tag} B`, `${tag} C`],
  );

  await row(page, `${tag} A`).getByRole('checkbox').check();
  await row(page, `${tag} B`).getByRole('checkbox').check();
  await expect(bulkBar(page).getByText('2 selecionados', { exact: true })).toBeVisible();
  await bulkBar(page).getByRole('button', { name: 'Inativar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Inativar 2 usuários?' });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const summary = page.getByRole('dialog', { name: 'Inativar: concluído' });
  await expect(summary.getByText('2 de 2 alterado(s).')).toBeVisible();
  await summary.getByRole('button', { name: 'Fechar' }).click();
  await expect(row(page, `${tag} A`)).toContainText('Inativo');
  await expect(row(page, `${tag} B`)).toContainText('Inativo');
  await expect(row(page, `${tag} C`)).toContainText('Ativo');
  expect((await api.get(`users/${a.id}`)).is_active).toBe(false);
  expect((await api.get(`users/${b.id}`)).is_active).toBe(false);

  await page.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
  await bulkBar(page).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir 3 usuários?' }).getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog', { name: 'Excluir: concluído' }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  expect((await api.get('users/', { query: tag })).count).toBe(0);
});

test('staff other than an Administrador has no Usuários entry and is refused at /admin', async ({ page, createUser }) => {
  // An Executivo de Contas may list users through the API (the pickers' GET /users/), but the screen is
  // the Administrador's.
  const executive = await createUser(2);
  await loginAs(page, executive.email, executive.password);
  await expect(page.getByRole('menuitem', { name: 'Pessoas' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Usuários' })).toHaveCount(0);

  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/v1\/users\/?$/.test(new URL(request.url()).pathname)) listCalls.push(request.url());
  });
  for (const path of ['/admin', '/admin?page=2&role=1']) {
    await page.goto(path);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gestão de Usuários' })).toHaveCount(0);
    await expect(page.getByPlaceholder('Buscar por nome ou email...')).toHaveCount(0);
  }
  // Refused before asking: no call for the list, so no error toast either.
  expect(listCalls).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Algo deu errado!' })).toHaveCount(0);
});
