// /pessoas and /pessoas/{id} as the first administrator: the 'Adicionar Pessoa' dialog and its messages,
// the list's search, filters and URL, bulk actions and export, and a person's page with its three lists,
// edit and delete. Each test makes its own persons under a unique name (other specs run alongside).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { validCnpj, validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, test, toast, uniqueName, type ApiClient } from './support/fixtures';

const ALPHANUMERIC_CNPJ = '12ABC34501DE35';

const cpfMask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

type NewPerson = { name: string; person_type?: number; role?: number; is_active?: boolean; document?: string };
const createPerson = (api: ApiClient, person: NewPerson) =>
  api.post('persons/', {
    person_type: 1,
    role: 1,
    is_active: true,
    ...person,
    document: person.document ?? (person.person_type === 2 ? validCnpj() : validCpf()),
  });

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');
const row = (page: Page, text: string) => bodyRows(page).filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Buscar por nome, documento ou nome fantasia...').fill(text);
  await expect.poll(() => searchParam(page, 'query')).toBe(text);
}

async function choose(scope: Page | Locator, page: Page, combobox: RegExp, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The input labelled exactly `label` (a required field's label ends in an asterisk). Inputs only: a select
 * is also labelled by the option it shows ('Tipo de Contato' showing 'Email').
 */
const field = (dialog: Locator, label: string) =>
  dialog
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`))
    .and(dialog.page().locator('input, textarea'));

/** Fills a field and leaves it: the forms check on blur. */
async function blurred(dialog: Locator, label: string, value: string) {
  await field(dialog, label).fill(value);
  await field(dialog, label).blur();
}

/** The error toast while a dialog is open: the dialog makes the page behind it aria-hidden. */
const errorToast = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Algo deu errado!' }).filter({ hasText: text });

test('the add dialog shows each validation message', async ({ adminPage: page }) => {
  await page.goto('/pessoas');
  await expect(page.getByRole('heading', { name: 'Gestão de Pessoas' })).toBeVisible();
  // The toolbar's: on an empty database the list's empty state offers the same button too.
  await page.getByRole('button', { name: 'Adicionar Pessoa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Pessoa' });
  await expect(dialog.getByRole('combobox', { name: /Tipo/ })).toHaveText('Pessoa Física');
  await expect(dialog.getByRole('combobox', { name: /Papel/ })).toHaveText('Cliente');
  await expect(dialog.getByLabel('Ativo')).toBeChecked();

  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('CPF/CNPJ deve ter 11 dígitos')).toBeVisible();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();

  await blurred(dialog, 'CPF', '123.456.789-0');
  await expect(dialog.getByText('CPF/CNPJ deve ter 11 dígitos')).toBeVisible();
  await blurred(dialog, 'CPF', '52998224700');
  await expect(dialog.getByText('CPF inválido')).toBeVisible();

  await choose(dialog, page, /Tipo/, 'Pessoa Jurídica');
  await expect(field(dialog, 'Razão Social')).toBeVisible();
  await expect(dialog.getByText('Razão Social é obrigatório')).toBeVisible();
  await blurred(dialog, 'CNPJ', '11222333');
  await expect(dialog.getByText('CPF/CNPJ deve ter 14 dígitos')).toBeVisible();
  await blurred(dialog, 'CNPJ', '12abc34501de42');
  await expect(field(dialog, 'CNPJ')).toHaveValue('12.ABC.345/01DE-42');
  await expect(dialog.getByText('CNPJ inválido')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('creates a CPF person and CNPJ companies, the alphanumeric one included', async ({ adminPage: page, api }) => {
  const tag = uniqueName('Cadastro');
  const cpf = validCpf();
  const cnpj = validCnpj();
  // The alphanumeric CNPJ is fixed by the issue: a retry must find it free again.
  const earlier = await api.get('persons/', { query: ALPHANUMERIC_CNPJ });
  for (const person of earlier.data) await api.delete(`persons/${person.id}`);

  await page.goto('/pessoas');
  const dialog = page.getByRole('dialog', { name: 'Adicionar Pessoa' });
  const add = async (fill: () => Promise<void>) => {
    // The toolbar's: on an empty database the list's empty state offers the same button too.
    await page.getByRole('button', { name: 'Adicionar Pessoa' }).first().click();
    await fill();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Sucesso!', 'Pessoa criada com sucesso.');
    await expect(dialog).toBeHidden();
  };

  await add(async () => {
    await blurred(dialog, 'CPF', cpf);
    await expect(field(dialog, 'CPF')).toHaveValue(cpfMask(cpf));
    await blurred(dialog, 'Nome', `${tag} Maria`);
  });
  await add(async () => {
    await choose(dialog, page, /Tipo/, 'Pessoa Jurídica');
    await blurred(dialog, 'CNPJ', cnpj);
    await blurred(dialog, 'Razão Social', `${tag} Numérica Ltda`);
    await blurred(dialog, 'Nome Fantasia', `${tag} Numérica`);
    await choose(dialog, page, /Papel/, 'Parceiro');
  });
  await add(async () => {
    await choose(dialog, page, /Tipo/, 'Pessoa Jurídica');
    await blurred(dialog, 'CNPJ', '12abc34501de35');
    await expect(field(dialog, 'CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await blurred(dialog, 'Razão Social', `${tag} Alfanumérica S.A.`);
    await blurred(dialog, 'CNAE Principal', '6201-5/01');
  });

  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(row(page, `${tag} Maria`)).toContainText(cpfMask(cpf));
  await expect(row(page, `${tag} Maria`)).toContainText('Pessoa Física');
  await expect(row(page, `${tag} Maria`)).toContainText('Cliente');
  await expect(row(page, `${tag} Maria`)).toContainText('Não Sincronizado');
  await expect(row(page, `${tag} Numérica Ltda`)).toContainText('Parceiro');
  await expect(row(page, `${tag} Numérica Ltda`)).not.toContainText('Sincronizado');
  await expect(row(page, `${tag} Alfanumérica`)).toContainText('12.ABC.345/01DE-35');

  const [stored] = (await api.get('persons/', { query: ALPHANUMERIC_CNPJ })).data;
  expect(stored).toMatchObject({ document: ALPHANUMERIC_CNPJ, person_type: 2, role: 1, is_active: true, cnae_main: '6201-5/01' });

  // The same document again: the server's reason, in the error toast; the dialog stays open.
  await page.getByRole('button', { name: 'Adicionar Pessoa' }).click();
  await blurred(dialog, 'CPF', cpf);
  await blurred(dialog, 'Nome', `${tag} Repetida`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(errorToast(page, 'Já existe').first()).toBeAttached();
  await expect(dialog).toBeVisible();
});

test('search, filters and page live in the URL; Limpar Filtros resets them', async ({ adminPage: page, api }) => {
  const tag = uniqueName('Filtro');
  await createPerson(api, { name: `${tag} Física`, person_type: 1, role: 1 });
  const company = await createPerson(api, { name: `${tag} Jurídica`, person_type: 2, role: 2 });
  await createPerson(api, { name: `${tag} Funcionária`, person_type: 1, role: 4, is_active: false });

  await page.goto('/pessoas');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);

  await choose(page, page, /Tipo/, 'Pessoa Jurídica');
  await expect.poll(() => searchParam(page, 'person_type')).toBe('2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Jurídica`)).toBeVisible();

  await choose(page, page, /Tipo/, 'Todos os tipos');
  await choose(page, page, /Papel/, 'Funcionários');
  await expect.poll(() => searchParam(page, 'role')).toBe('4');
  await expect.poll(() => searchParam(page, 'person_type')).toBeNull();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Funcionária`)).toContainText('Inativo');

  await choose(page, page, /Status/, 'Ativo');
  await expect.poll(() => searchParam(page, 'is_active')).toBe('true');
  await expect(page.getByText('Nenhuma pessoa encontrada')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros de busca')).toBeVisible();

  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByPlaceholder('Buscar por nome, documento ou nome fantasia...')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Limpar Filtros' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: /Papel/ })).toHaveText('Todos os papéis');

  // A masked document finds its person; a link with filters (and a bad page) opens the same list.
  await search(page, company.document.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Jurídica`)).toBeVisible();
  await page.goto(`/pessoas?query=${encodeURIComponent(tag)}&person_type=1&is_active=false&page=abc`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, `${tag} Funcionária`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Tipo/ })).toHaveText('Pessoa Física');
  await expect(page.getByRole('combobox', { name: /Status/ })).toHaveText('Inativo');
});

test('ten persons a page, the CSV of every match, and bulk deactivation of all 11 results', async ({ adminPage: page, api }) => {
  test.slow(); // eleven persons to create first
  const tag = uniqueName('Lote');
  for (let i = 1; i <= 11; i++) await createPerson(api, { name: `${tag} ${String(i).padStart(2, '0')}` });

  await page.goto('/pessoas');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('Mostrando 10 de 11 pessoas')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect.poll(() => searchParam(page, 'page')).toBe('2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByText('Mostrando 1 de 11 pessoas')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  // The primary address and contact ride along, so the file imports back.
  expect(lines[0]).toBe(
    'ID;Nome;Nome Fantasia;Documento;Tipo;Papel;Status;ID Odoo;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Tipo de Contato;Contato',
  );
  expect(lines).toHaveLength(12);
  expect(lines.filter((line) => line.includes(tag))).toHaveLength(11);

  await page.getByRole('button', { name: 'Ir para a página 1' }).click();
  await expect(bodyRows(page)).toHaveCount(10);
  // The whole page ticked, the selection extends to all 11 results of the search, the 11th on page 2.
  await page.getByRole('checkbox', { name: /Selecionar tudo|Select all/i }).first().check();
  const bar = page.locator('[data-test="bulk-actions-toolbar"]');
  await expect(bar.getByText('10 selecionadas', { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Selecionar todos os 11 resultados' }).click();
  await expect(bar.getByText('11 selecionadas (todos os resultados)', { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Inativar' }).click();
  const question = page.getByRole('dialog', { name: 'Inativar 11 pessoas?' });
  await expect(question).toContainText('Vale para todas as pessoas do filtro atual, inclusive as de outras páginas.');
  await question.getByRole('button', { name: /Confirmar|Confirm/ }).click();
  const summary = page.getByRole('dialog', { name: 'Inativar: concluído' });
  await expect(summary.getByText('11 de 11 alterado(s).')).toBeVisible();
  await summary.getByRole('button', { name: 'Fechar' }).click();
  await expect(bodyRows(page).filter({ hasText: 'Inativo' })).toHaveCount(10);
  await expect(bar.getByText(/selecionadas/)).toBeHidden();
  const inactive = await api.get('persons/', { query: tag, is_active: false });
  expect(inactive.count).toBe(11);
});

test('the selection is what is on screen: a filter change or a reload clears it; the bar covers no filter', async ({
  adminPage: page,
  api,
}) => {
  const tag = uniqueName('Seleção');
  for (const name of ['A', 'B', 'C']) await createPerson(api, { name: `${tag} ${name}` });
  await page.goto('/pessoas');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);

  const tick = (name: string) => row(page, `${tag} ${name}`).getByRole('checkbox').check();
  const checked = () => page.locator('tbody').getByRole('checkbox', { checked: true });
  const inactivate = page.getByRole('button', { name: 'Inativar' });
  await tick('A');
  await tick('B');
  await expect(checked()).toHaveCount(2);
  await expect(inactivate).toBeVisible();
  // The bar has its own line: the search and every filter stay visible and clickable above it.
  const toolbar = await page.getByRole('search').boundingBox();
  const bar = await page.locator('[data-test="bulk-actions-toolbar"]').boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height);

  await choose(page, page, /Status/, 'Ativo');
  await expect.poll(() => searchParam(page, 'is_active')).toBe('true');
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(checked()).toHaveCount(0);
  await expect(inactivate).toBeHidden();

  await tick('C');
  await expect(inactivate).toBeVisible();
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(checked()).toHaveCount(0);
  await expect(inactivate).toBeHidden();

  // On a phone the bar and its buttons fit the screen.
  await tick('A');
  await page.setViewportSize({ width: 360, height: 740 });
  const barLocator = page.locator('[data-test="bulk-actions-toolbar"]');
  // Measured once the page has laid itself out again for the new width: right after the resize the bar
  // can still be a fraction of a pixel wider, as the CI run on 0d3a8c8 caught once.
  await expect(async () => {
    for (const part of [barLocator, barLocator.getByText('Ativar', { exact: true }), barLocator.getByText('Inativar', { exact: true })]) {
      const box = await part.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
  }).toPass({ timeout: 5_000 });
  const active = await api.get('persons/', { query: tag, is_active: true });
  expect(active.count).toBe(3);
});

test('Nome sorts the list both ways and the page size is chosen, both in the URL', async ({ adminPage: page, api }) => {
  const tag = uniqueName('Ordem');
  for (const name of ['Carla', 'Ana', 'Bruno']) await createPerson(api, { name: `${tag} ${name}` });
  await page.goto('/pessoas');
  await search(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);
  const names = () => bodyRows(page).locator('td:nth-child(2) p').allTextContents();
  await page.getByRole('button', { name: /nome/i }).click();
  await expect.poll(() => searchParam(page, 'sort')).toBe('name');
  await expect.poll(names).toEqual([`${tag} Ana`, `${tag} Bruno`, `${tag} Carla`]);
  await page.getByRole('button', { name: /nome/i }).click();
  await expect.poll(() => searchParam(page, 'order')).toBe('desc');
  await expect.poll(names).toEqual([`${tag} Carla`, `${tag} Bruno`, `${tag} Ana`]);
  await page.reload();
  await expect.poll(names).toEqual([`${tag} Carla`, `${tag} Bruno`, `${tag} Ana`]);

  await choose(page, page, /Itens por página/, '50');
  await expect.poll(() => searchParam(page, 'per_page')).toBe('50');
  expect(searchParam(page, 'sort')).toBe('name');
});

test("a person's page: lists, edit and delete", async ({ adminPage: page, api }) => {
  test.slow(); // three dialogs, three deletions, an edit and a delete
  const name = uniqueName('Detalhe');
  const person = await createPerson(api, { name });
  await page.goto('/pessoas');
  await search(page, name);
  await row(page, name).getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/pessoas/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`ID: ${person.id}`, { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  const bankAccounts = page.getByRole('region', { name: 'Contas Bancárias' });
  const addresses = page.getByRole('region', { name: 'Endereços' });
  const contacts = page.getByRole('region', { name: 'Contatos' });

  // A bank account with a pix key.
  await bankAccounts.getByRole('button', { name: 'Adicionar Conta' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar Conta Bancária' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(4);
  await expect(dialog.getByText('Tipo de conta e obrigatório')).toBeVisible();
  await blurred(dialog, 'Código do Banco', '123456');
  await expect(dialog.getByText('Máximo de 5 caracteres')).toBeVisible();
  await blurred(dialog, 'Agência', '12345678901');
  await expect(dialog.getByText('Máximo de 10 caracteres')).toBeVisible();
  await blurred(dialog, 'Conta', '1'.repeat(21));
  await expect(dialog.getByText('Máximo de 20 caracteres')).toBeVisible();
  await choose(dialog, page, /Tipo de Chave Pix/, 'CPF');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Chave pix e obrigatório')).toBeVisible();
  await blurred(dialog, 'Código do Banco', '341');
  await blurred(dialog, 'Nome do Banco', 'Itaú Unibanco');
  await blurred(dialog, 'Agência', '0001');
  await blurred(dialog, 'Conta', '12345-6');
  await choose(dialog, page, /Tipo de Conta/, 'Poupança');
  await blurred(dialog, 'Chave Pix', '52998224725');
  await dialog.getByLabel('Conta principal?').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Conta bancária adicionada com sucesso.');
  await expect(bankAccounts.getByRole('listitem')).toHaveCount(1);
  await expect(bankAccounts).toContainText('341 - Itaú Unibanco');
  await expect(bankAccounts).toContainText('Principal');
  // Shown masked, even to an administrator, until 'Mostrar' (an audited reveal).
  await expect(bankAccounts).toContainText('Pix CPF: ****4725');
  await bankAccounts.getByRole('button', { name: /^Mostrar conta bancária 341 - Itaú Unibanco/ }).click();
  await expect(bankAccounts).toContainText('Pix CPF: 529.982.247-25');
  await expect(summary).toContainText(/Contas bancárias\s*1/);

  // An address.
  await addresses.getByRole('button', { name: 'Adicionar Endereço' }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Endereço' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo CEP e obrigatória')).toBeVisible();
  await expect(dialog.getByText('Escolha um estado')).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(4);
  await blurred(dialog, 'Complemento', 'x'.repeat(51));
  await expect(dialog.getByText('Máximo de 50 caracteres')).toBeVisible();
  await blurred(dialog, 'CEP', '01310100');
  await expect(field(dialog, 'CEP')).toHaveValue('01310-100');
  // The CEP's look-up fills the street (and the rest) when it answers: typed over only after it has, or its
  // answer would land in the middle of the typing ('Avenida PaulistaAvenida Paulista').
  await expect(field(dialog, 'Rua')).toHaveValue('Avenida Paulista');
  await blurred(dialog, 'Rua', 'Avenida Paulista');
  await blurred(dialog, 'Número', '1000');
  await blurred(dialog, 'Complemento', 'Conjunto 52');
  await blurred(dialog, 'Bairro', 'Bela Vista');
  await blurred(dialog, 'Cidade', 'São Paulo');
  await choose(dialog, page, /Estado/, 'SP');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Endereço adicionado com sucesso.');
  await expect(addresses).toContainText('Avenida Paulista, 1000 - Conjunto 52');
  await expect(addresses).toContainText('Bela Vista - São Paulo/SP · CEP 01310-100');

  // The address edited in place: the dialog opens with the stored values, the change replaces the row.
  await addresses.getByRole('button', { name: 'Editar endereço Avenida Paulista, 1000 - Conjunto 52' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Endereço' });
  await expect(field(dialog, 'CEP')).toHaveValue('01310-100');
  await expect(field(dialog, 'Rua')).toHaveValue('Avenida Paulista');
  await expect(field(dialog, 'Complemento')).toHaveValue('Conjunto 52');
  await blurred(dialog, 'Número', '2000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Endereço atualizado com sucesso.');
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(addresses).toContainText('Avenida Paulista, 2000 - Conjunto 52');
  expect((await api.get(`persons/${person.id}`)).addresses).toMatchObject([{ number: '2000', street: 'Avenida Paulista', city: 'São Paulo' }]);

  // A contact.
  await contacts.getByRole('button', { name: 'Adicionar Contato' }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Contato' });
  await choose(dialog, page, /Tipo de Contato/, 'Email');
  await blurred(dialog, 'Email', 'sem-arroba');
  await expect(dialog.getByText('Email inválido')).toBeVisible();
  await blurred(dialog, 'Email', 'maria@example.com');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Contato adicionado com sucesso.');
  await expect(contacts.getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');
  await expect(summary).toContainText(/Contatos\s*1/);
  await expect(summary).toContainText(/Endereços\s*1/);

  // Each one deleted, after a confirmation.
  const remove = async (region: Locator, button: RegExp, done: string) => {
    await region.getByRole('button', { name: button }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Sucesso!', done);
    await expect(region.getByRole('listitem')).toHaveCount(0);
  };
  await remove(bankAccounts, /Excluir conta bancária/, 'Conta bancária excluída com sucesso.');
  await remove(addresses, /Excluir endereço/, 'Endereço excluído com sucesso.');
  await remove(contacts, /Excluir contato/, 'Contato excluído com sucesso.');
  await expect(summary).toContainText(/Contatos\s*0/);
  const stored = await api.get(`persons/${person.id}`);
  expect([stored.addresses.length, stored.contacts.length, stored.bank_accounts.length]).toEqual([0, 0, 0]);

  // Editar: nothing is required, a filled document must still be right.
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Pessoa' });
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Nome')).toHaveValue(name);
  await blurred(dialog, 'CPF', '');
  await expect(dialog.getByText(/CPF\/CNPJ deve ter/)).toHaveCount(0);
  await blurred(dialog, 'CPF', '123');
  await expect(dialog.getByText('CPF/CNPJ deve ter 11 dígitos')).toBeVisible();
  await blurred(dialog, 'CPF', '');
  await blurred(dialog, 'Nome', `${name} Editada`);
  await choose(dialog, page, /Papel/, 'Funcionário TJ');
  // LGPD: why the data is held, and since when the person consented.
  await choose(dialog, page, /Base legal \(LGPD\)/, 'Consentimento');
  await field(dialog, 'Consentimento em').fill('15/03/2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Pessoa atualizada com sucesso.');
  await expect(page.getByRole('heading', { level: 1, name: `${name} Editada` })).toBeVisible();
  await expect(page.getByText('Funcionário TJ').first()).toBeVisible();
  const basic = page.getByRole('region', { name: 'Informações Básicas' });
  await expect(basic).toContainText(/Base legal \(LGPD\)\s*Consentimento/);
  await expect(basic).toContainText(/Consentimento em\s*15\/03\/2026/);
  expect(await api.get(`persons/${person.id}`)).toMatchObject({
    person: { name: `${name} Editada`, role: 4, document: person.document, base_legal: 4, consentimento_em: '2026-03-15' },
  });

  // Deletar asks first, then goes back to the list.
  await page.getByRole('button', { name: 'Deletar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Sucesso!', 'Pessoa excluída com sucesso.');
  await expect(page).toHaveURL(/\/pessoas$/);
  await page.goto(`/pessoas/${person.id}`);
  await expect(page.getByText('Pessoa não encontrada.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/pessoas$/);
});

test('a company shows its registry data, and a person in use is not deleted', async ({ adminPage: page, api, createUser }) => {
  const name = uniqueName('Empresa');
  const secondary = Array.from({ length: 12 }, (_, i) => `4${String(i).padStart(3, '0')}-0/01`);
  const company = await createPerson(api, { name, person_type: 2, role: 1 });
  await api.patch(`persons/${company.id}`, {
    trade_name: 'Fantasia Ltda',
    cnae_main: '6201-5/01',
    cnae_main_description: 'Desenvolvimento de programas de computador sob encomenda',
    cnae_secondary: secondary.join(';'),
    data_abertura: '2015-03-20',
  });
  const partner = await createUser(5);
  await api.post('userPersonsLinks/', { user_id: partner.id, person_id: company.id, created_by_id: partner.id, creation_method: 1 });

  await page.goto(`/pessoas/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const basic = page.getByRole('region', { name: 'Informações Básicas' });
  await expect(basic).toContainText('Razão Social');
  await expect(basic).toContainText('Fantasia Ltda');
  const info = page.getByRole('region', { name: 'Informações da Empresa' });
  await expect(info).toContainText('Desenvolvimento de programas de computador sob encomenda');
  await expect(info.getByRole('listitem')).toHaveCount(10);
  await info.getByRole('button', { name: 'Mostrar mais' }).click();
  await expect(info.getByRole('listitem')).toHaveCount(12);
  await info.getByRole('button', { name: 'Mostrar menos' }).click();
  await expect(info.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('20/03/2015');

  await page.getByRole('button', { name: 'Deletar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Algo deu errado!').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pessoas/${company.id}$`));
  expect((await api.get(`persons/${company.id}`)).person.id).toBe(company.id);
});
