// The integrations end to end: the real server talks to the fake Odoo, CNPJ registry and ViaCEP of
// tests/fakes (started by the global setup, e2e/support/sidecars.ts), and the portal's buttons and dialogs
// drive it. What reached Odoo is read back from the fake (GET {ODOO_URL}/__fake/records/<model>).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, test, uniqueName, type ApiClient } from './support/fixtures';

/** Companies the fake registry knows (tests/fakes/receitaCompanies.ts); no other spec uses them. */
const SERPRO = '33683111000280';
const FAZENDA = '11222333000181';

type OdooRecord = Record<string, unknown> & { id: number };

async function odooRecords(request: APIRequestContext, model: string): Promise<OdooRecord[]> {
  const odooUrl = process.env.ODOO_URL;
  if (!odooUrl) throw new Error('ODOO_URL is not set: the global setup starts the fake Odoo');
  const response = await request.get(`${odooUrl}/__fake/records/${model}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A person with this document from an earlier run (or attempt) is removed first, so the test starts clean. */
async function withoutPerson(api: ApiClient, document: string) {
  const { data } = await api.get('persons/', { query: document, limit: 10 });
  for (const person of data as { id: number; document: string }[]) {
    if (person.document === document) await api.delete(`persons/${person.id}`);
  }
}

const badge = (page: Page, text: string) => page.getByText(text, { exact: true });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}\\W*$`));

test('a client synced with Odoo becomes a res.partner and shows as synchronised', async ({ adminPage: page, api, request }) => {
  const name = uniqueName('Cliente Odoo');
  const document = validCpf();
  const person = await api.post('persons/', { person_type: 1, document, name, role: 1, is_active: true });
  await api.post(`persons/${person.id}/addresses`, {
    zip_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    is_primary: true,
  });
  await api.post(`persons/${person.id}/contacts`, { contact_type: 2, value: 'cliente.odoo@example.com', is_primary: true });

  await page.goto(`/pessoas/${person.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(badge(page, 'Não Sincronizado')).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar com Odoo' }).click();
  // The sync runs as a job on the server; the button follows it until it is done.
  await expect(page.getByRole('button', { name: /Sincronizando…/ })).toBeDisabled();
  await expectToast(page, 'Sucesso!', 'Pessoa sincronizada com sucesso');
  await expect(page).toHaveURL((url) => url.pathname === '/pessoas');

  const [partner] = (await odooRecords(request, 'res.partner')).filter((record) => record.vat === document);
  expect(partner).toMatchObject({
    name,
    is_company: false,
    street: 'Avenida Paulista, 1000',
    city: 'São Paulo',
    zip: '01310-100',
    email: 'cliente.odoo@example.com',
  });

  await page.getByPlaceholder('Buscar por nome, documento ou nome fantasia...').fill(name);
  const row = page.locator('tbody').getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Sincronizado', { exact: true })).toBeVisible();
  await expect(row).toContainText(String(partner.id));

  await page.goto(`/pessoas/${person.id}`);
  await expect(badge(page, 'Sincronizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sincronizar com Odoo' })).toHaveCount(0);
});

test('an administrator syncs every unsynchronised person of a search with Odoo in one go', async ({ adminPage: page, api, request }) => {
  const name = uniqueName('Lote Odoo');
  const documents = [validCpf(), validCpf()];
  for (const document of documents) await api.post('persons/', { person_type: 1, document, name, role: 1, is_active: true });

  await page.goto('/pessoas');
  await page.getByPlaceholder('Buscar por nome, documento ou nome fantasia...').fill(name);
  const rows = page.locator('tbody').getByRole('row').filter({ hasText: name });
  // The new persons head the unfiltered list too: the search must be the list's filter before the sync.
  await expect(page).toHaveURL(/query=/);
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Sincronizar com Odoo' }).click();
  await page.getByRole('dialog', { name: 'Sincronizar com Odoo' }).getByRole('button', { name: /Confirmar/ }).click();
  await expectToast(page, 'Sucesso!', '2 sincronizações com o Odoo agendadas.');

  // The server's worker runs the jobs; the list shows them synchronised once they are done.
  await expect(async () => {
    const partners = (await odooRecords(request, 'res.partner')).filter((record) => documents.includes(String(record.vat)));
    expect(partners).toHaveLength(2);
  }).toPass({ timeout: 15_000 });
  await page.reload();
  await expect(rows.getByText('Sincronizado', { exact: true })).toHaveCount(2);
});

test('an opportunity synced with Odoo becomes a crm.lead of its client and shows as synchronised', async ({
  adminPage: page,
  api,
  apiAs,
  createUser,
  request,
}) => {
  const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Lead'), role: 1, is_active: true });
  // Creating an opportunity takes a user linked to a person: a sales executive.
  const executive = await createUser(2, { document: validCpf() });
  const [tese] = await api.get('oportunidades/enums/teses');
  const created = await (await apiAs(executive)).request.post('/api/v1/oportunidades/', {
    multipart: { tese: String(tese.id), cliente_id: String(client.id), descricao: 'Recuperação de PIS/COFINS' },
  });
  expect(created.status()).toBe(201);
  const oportunidade = await created.json();
  await api.patch(`oportunidades/${oportunidade.id}`, { receita_esperada: 150000.5 });

  await page.goto(`/oportunidades/${oportunidade.id}`);
  await expect(badge(page, 'Não Sincronizado')).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar com odoo' }).click();
  await expect(page.getByRole('button', { name: /Sincronizando…/ })).toBeDisabled();
  await expectToast(page, 'Sucesso!', 'Oportunidade sincronizada com sucesso');
  await expect(badge(page, 'Sincronizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sincronizar com odoo' })).toHaveCount(0);

  const { odoo_id } = await api.get(`oportunidades/${oportunidade.id}`);
  const lead = (await odooRecords(request, 'crm.lead')).find((record) => record.id === odoo_id);
  expect(lead).toMatchObject({
    name: oportunidade.titulo,
    type: 'opportunity',
    expected_revenue: 150000.5,
    description: '<p>Recuperação de PIS/COFINS</p>',
  });
  // Its partner is the client, synced on the way.
  const partner = (await odooRecords(request, 'res.partner')).find((record) => record.id === lead?.partner_id);
  expect(partner).toMatchObject({ name: client.name, vat: client.document, is_company: false });
  const { person } = await api.get(`persons/${client.id}`);
  expect(person.odoo_company_id).toBe(partner?.id);
});

test('the registry dialog applies only the chosen fields', async ({ adminPage: page, api }) => {
  await withoutPerson(api, SERPRO);
  const name = uniqueName('Serpro Regional');
  const person = await api.post('persons/', {
    person_type: 2,
    document: SERPRO,
    name,
    role: 1,
    is_active: true,
    cnae_main: '6204000',
    cnae_main_description: 'Descrição digitada',
  });

  await page.goto(`/pessoas/${person.id}`);
  await page.getByRole('button', { name: 'Sincronizar com a receita federal' }).click();
  const dialog = dialogNamed(page, 'Sincronizar com a Receita Federal');
  const registryRow = (label: string) => dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(registryRow('Razão Social')).toContainText('SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)');
  await expect(registryRow('Razão Social')).toContainText(name);
  await expect(registryRow('Data de abertura')).toContainText('30/06/1967');

  await dialog.getByRole('button', { name: 'Aplicar selecionados' }).click();
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Nenhum campo selecionado' })).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Data de abertura' }).check();
  await dialog.getByRole('checkbox', { name: 'CNAEs secundários' }).check();
  await dialog.getByRole('button', { name: 'Aplicar selecionados' }).click();
  await expectToast(page, 'Sucesso!', 'Dados da Receita Federal aplicados com sucesso.');
  await expect(dialog).toBeHidden();

  // The page reloads the person: the two fields changed, the others kept what was typed.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('30/06/1967')).toBeVisible();
  for (const code of ['6201501', '6202300', '6203100', '6209100', '6311900']) {
    await expect(page.getByText(code, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Descrição digitada', { exact: true })).toBeVisible();
  const stored = await api.get(`persons/${person.id}`);
  expect(stored.person).toMatchObject({
    name,
    data_abertura: '1967-06-30',
    cnae_secondary: '6201501;6202300;6203100;6209100;6311900',
    cnae_main_description: 'Descrição digitada',
    situacao_cadastral: null,
  });
});

test('a company is registered from its CNPJ in the add dialog', async ({ adminPage: page, api }) => {
  await withoutPerson(api, FAZENDA);
  await page.goto('/pessoas');
  // The toolbar's: on an empty database the list's empty state offers the same button too.
  await page.getByRole('button', { name: 'Adicionar Pessoa' }).first().click();
  const dialog = dialogNamed(page, 'Adicionar Pessoa');
  await dialog.getByRole('combobox', { name: /Tipo/ }).click();
  await page.getByRole('option', { name: 'Pessoa Jurídica', exact: true }).click();
  await field(dialog, 'CNPJ').fill('11.222.333/0001-81');
  await dialog.getByRole('button', { name: 'Cadastrar com dados da Receita' }).click();

  await expectToast(page, 'Sucesso!', 'Pessoa criada com os dados da Receita Federal.');
  await expect(page.getByRole('heading', { name: 'FAZENDA EXEMPLO LTDA' })).toBeVisible();
  await expect(page).toHaveURL(/\/pessoas\/\d+$/);
  await expect(page.getByText('0111301', { exact: true })).toBeVisible();
  await expect(page.getByText('Cultivo de arroz', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'contato@fazendaexemplo.com.br' })).toBeVisible();
});

test('the CEP fills the address, which stays editable', async ({ adminPage: page, api }) => {
  const person = await api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Endereço CEP'), role: 1, is_active: true });
  await page.goto(`/pessoas/${person.id}`);
  await page.getByRole('button', { name: 'Adicionar Endereço' }).click();
  const dialog = dialogNamed(page, 'Adicionar Endereço');

  await field(dialog, 'CEP').pressSequentially('99999999');
  await expect(dialog.getByText('CEP não encontrado')).toBeVisible();
  await expect(field(dialog, 'Rua')).toHaveValue('');

  await field(dialog, 'CEP').fill('');
  await field(dialog, 'CEP').pressSequentially('01310100');
  await expect(field(dialog, 'CEP')).toHaveValue('01310-100');
  await expect(field(dialog, 'Rua')).toHaveValue('Avenida Paulista');
  await expect(field(dialog, 'Bairro')).toHaveValue('Bela Vista');
  await expect(field(dialog, 'Cidade')).toHaveValue('São Paulo');
  await expect(dialog.getByRole('combobox', { name: /Estado/ })).toHaveText('SP');
  await expect(dialog.getByText('CEP não encontrado')).toHaveCount(0);

  await field(dialog, 'Bairro').fill('Bela Vista (Paulista)');
  await field(dialog, 'Número').fill('1578');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const addresses = page.getByRole('list', { name: 'Endereços' });
  await expect(addresses).toContainText('Avenida Paulista, 1578');
  await expect(addresses).toContainText('Bela Vista (Paulista) - São Paulo/SP · CEP 01310-100');
});
