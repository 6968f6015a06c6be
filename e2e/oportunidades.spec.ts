// /oportunidades as a staff user linked to a person (creating takes a person_id): the 'Adicionar
// Oportunidade' dialog with two files, the list and its filters, the detail page's edit mode, tags,
// documents, loss and win, and the history those changes leave. Each test makes its own client and user
// under unique names (other specs run alongside).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, uniqueName, type ApiClient, type CreatedUser, type NewUser } from './support/fixtures';

type Thesis = { id: number; name: string };

/** A client person, a staff user linked to a person of its own, signed in on `page`. */
async function setUp(page: Page, api: ApiClient, createUser: (role?: number, overrides?: NewUser) => Promise<CreatedUser>) {
  const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Oportunidade'), role: 1, is_active: true });
  const user = await createUser(1, { document: validCpf() });
  const [thesis] = await api.get<Thesis[]>('oportunidades/enums/teses');
  await loginAs(page, user.email, user.password);
  return { client, user, thesis };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

async function choose(scope: Page | Locator, page: Page, combobox: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

const pdf = { name: 'proposta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n') };
const notes = { name: 'notas-reuniao.txt', mimeType: 'text/plain', buffer: Buffer.from('Reunião com o cliente: enviar guias.\n') };
const csv = { name: 'base-calculo.csv', mimeType: 'text/csv', buffer: Buffer.from('competencia;valor\n2023-01;1500.00\n') };

test('an opportunity is created with two files, found in the list, edited, tagged, documented and lost', async ({
  page,
  api,
  createUser,
}) => {
  test.slow(); // one long journey through every part of the page
  const { client, thesis } = await setUp(page, api, createUser);
  const title = `${thesis.name} - ${client.name}`;

  await page.goto('/oportunidades');
  await expect(page).toHaveURL((url) => url.pathname === '/oportunidades/oportunidades');
  await expect(page.getByRole('heading', { name: 'Gestão de Oportunidades' })).toBeVisible();

  // Create: thesis and client required, two files.
  await page.getByRole('button', { name: 'Adicionar Oportunidade' }).first().click();
  const dialog = dialogNamed(page, 'Adicionar Oportunidade');
  await expect(dialog.getByRole('button', { name: 'Criar' })).toBeDisabled();
  await choose(dialog, page, /Tese/, thesis.name);
  await dialog.getByRole('combobox', { name: /Cliente/ }).fill(client.name);
  await page.getByRole('option', { name: new RegExp(client.name) }).click();
  await dialog.getByLabel('Descrição', { exact: true }).fill('Indicação feita na feira de negócios.');
  await dialog.locator('input[type="file"]').setInputFiles([pdf, notes]);
  await expect(dialog.getByRole('list', { name: 'Arquivos selecionados' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expectToast(page, 'Sucesso!', 'Oportunidade criada com sucesso.');
  await expect(dialog).toBeHidden();

  // The list: search by the client's name, then a filter that hides it, then 'Limpar Filtros'.
  const search = page.getByPlaceholder('Buscar por título, descrição ou ID externo...');
  await search.fill(client.name);
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(client.name);
  // The list shows the title without the client it ends with: the Cliente column beside it holds it.
  const row = page.locator('tbody tr').filter({ hasText: client.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(thesis.name);
  await expect(row).toContainText('Lead');
  await expect(row).toContainText('Em Andamento');
  // No Odoo is configured in this portal: the list shows no sync state at all (issue 26).
  await expect(row).not.toContainText('Sincronizado');
  await choose(page, page, /Status/, 'Perdido');
  await expect(page.getByText('Nenhuma oportunidade encontrada')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('status_resultado')).toBe('3');
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await search.fill(client.name);
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(client.name);
  await row.getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page).toHaveURL(/\/oportunidades\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(region(page, 'Relacionamentos')).toContainText(client.name);
  await expect(region(page, 'Informações Adicionais')).toContainText('Indicação feita na feira de negócios.');
  const documents = region(page, 'Documentos');
  await expect(documents).toContainText('proposta.pdf');
  await expect(documents).toContainText('notas-reuniao.txt');

  // Edit values: Salvar only once something changed.
  await page.getByRole('button', { name: 'Editar' }).click();
  const save = page.getByRole('button', { name: 'Salvar' }).first(); // the header's; the form's end has another
  await expect(save).toBeDisabled();
  const newTitle = uniqueName('Recuperação ICMS');
  await page.getByLabel(/^Título/).fill(newTitle);
  // Money typed the Brazilian way is that amount, not R$ 250,00; a value it cannot read is refused.
  const revenue = page.getByLabel('Receita Esperada (R$)');
  await revenue.fill('250.000,0x');
  await revenue.blur();
  await expect(page.getByText('Valor inválido. Use o formato 250.000,00.')).toBeVisible();
  await expect(save).toBeDisabled();
  await revenue.fill('250.000,00');
  await page.getByLabel('Honorários (%)').fill('20,5');
  await page.getByLabel('Honorários (%)').blur();
  await expect(revenue).toHaveValue(/^R\$\s250\.000,00$/);
  await save.click();
  await expectToast(page, 'Sucesso!', 'Oportunidade atualizada com sucesso.');
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(region(page, 'Valores')).toContainText(/R\$\s250\.000,00/);
  await expect(region(page, 'Valores')).toContainText('20,5%');
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = await api.get<{ receita_esperada: number | string; honorarios: number | string }>(`oportunidades/${id}`);
  expect(Number(stored.receita_esperada)).toBe(250000);
  expect(Number(stored.honorarios)).toBe(20.5);
  // The edit form opens with the stored amount formatted, not "250000.00".
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByLabel('Receita Esperada (R$)')).toHaveValue(/^R\$\s250\.000,00$/);
  await page.getByRole('button', { name: 'Cancelar' }).first().click();

  // Tags: create (attached at once), remove, add from the catalogue, delete for good.
  const tags = region(page, 'Tags');
  const tagName = uniqueName('Prioridade');
  await tags.getByRole('button', { name: 'Nova tag' }).click();
  const tagDialog = dialogNamed(page, 'Nova tag');
  await tagDialog.getByLabel(/Nome da tag/).fill(tagName);
  await choose(tagDialog, page, /Cor/, 'Verde');
  await tagDialog.getByRole('button', { name: 'Criar tag' }).click();
  await expectToast(page, 'Sucesso!', 'Tag criada e adicionada.');
  const tagList = tags.getByRole('list', { name: 'Tags da oportunidade' });
  await expect(tagList).toContainText(tagName);
  await tags.getByRole('button', { name: `Remover tag ${tagName}` }).click();
  await expectToast(page, 'Sucesso!', 'Tag removida.');
  await expect(tags.getByText('Nenhuma tag adicionada')).toBeVisible();
  await choose(tags, page, /Adicionar tag/, tagName);
  await expectToast(page, 'Sucesso!', 'Tag adicionada.');
  await expect(tagList).toContainText(tagName);
  await tags.getByRole('button', { name: 'Gerenciar tags' }).click();
  await page.getByRole('menuitem', { name: 'Excluir tag' }).click();
  const deleteDialog = dialogNamed(page, 'Excluir tag permanentemente');
  await choose(deleteDialog, page, /Tag/, tagName);
  await deleteDialog.getByRole('button', { name: 'Excluir permanentemente' }).click();
  const question = dialogNamed(page, `Excluir a tag "${tagName}"?`);
  await expect(question).toContainText('removida de todas as oportunidades');
  await question.getByRole('button', { name: 'Excluir de todas as oportunidades' }).click();
  await expectToast(page, 'Sucesso!', 'Tag excluída permanentemente.');
  await expect(tags.getByText('Nenhuma tag adicionada')).toBeVisible();
  expect((await api.get<{ data: { name: string }[] }>('oportunidades/tags', { query: tagName })).data).toEqual([]);

  // Documents: upload one more with a description, download it, remove it.
  await documents.getByRole('button', { name: 'Adicionar Documentos' }).click();
  await documents.locator('input[type="file"]').setInputFiles(csv);
  await documents.getByLabel('Descrição (opcional)').fill('Base de cálculo 2023');
  await documents.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Sucesso!', 'Documento enviado com sucesso.');
  const csvRow = documents.getByRole('listitem').filter({ hasText: csv.name });
  await expect(csvRow).toContainText('Base de cálculo 2023');
  await expect(csvRow).toContainText(`${csv.buffer.length} Bytes`);
  await expect(documents.getByRole('listitem').filter({ hasText: 'proposta.pdf' })).toContainText('Sem descrição');
  const download = page.waitForEvent('download');
  await csvRow.getByRole('button', { name: `Baixar ${csv.name}` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(csv.name);
  expect(await readFile(await saved.path())).toEqual(csv.buffer);
  await csvRow.getByRole('button', { name: `Remover ${csv.name}` }).click();
  await dialogNamed(page, 'Remover documento').getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Sucesso!', 'Documento removido com sucesso.');
  await expect(documents.getByText(csv.name)).toHaveCount(0);

  // Loss: a blank reason is refused.
  await page.getByRole('button', { name: 'Marcar como perdida' }).click();
  const loss = dialogNamed(page, 'Marcar oportunidade como perdida');
  const confirmLoss = loss.getByRole('button', { name: 'Confirmar perda' });
  await expect(confirmLoss).toBeDisabled();
  await loss.getByLabel(/Motivo da perda/).fill('   ');
  await loss.getByLabel(/Motivo da perda/).blur();
  await expect(loss.getByText('Motivo da perda é obrigatório')).toBeVisible();
  await expect(confirmLoss).toBeDisabled();
  await loss.getByLabel(/Motivo da perda/).fill('Cliente optou por outro escritório');
  await confirmLoss.click();
  await expectToast(page, 'Sucesso!', 'Oportunidade marcada como perdida.');
  await expect(page.getByText('Perdido', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como ganha' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar como perdida' })).toHaveCount(0);
  await expect(region(page, 'Informações Extras')).toContainText('Cliente optou por outro escritório');

  // The history tells all of it.
  const historyList = region(page, 'Atividades');
  for (const line of [
    `Oportunidade criada: ${title}`,
    'Documento adicionado: proposta.pdf',
    'Documento adicionado: notas-reuniao.txt',
    `Título: ${title} → ${newTitle}`,
    'Honorários: — → 20,5%',
    `Tag adicionada: ${tagName}`,
    `Tag removida: ${tagName}`,
    `Documento adicionado: ${csv.name}`,
    `Documento removido: ${csv.name}`,
    'Status: Em Andamento → Perdido',
    'Motivo da perda: — → Cliente optou por outro escritório',
  ]) {
    await expect(historyList.getByText(line, { exact: true }).first()).toBeVisible();
  }
  await expect(historyList.getByText(/^Receita esperada: — → R\$\s250\.000,00$/)).toBeVisible();
});

test('a won opportunity moves to Contrato Assinado and its fees are locked', async ({ page, api, apiAs, createUser }) => {
  const { client, user, thesis } = await setUp(page, api, createUser);
  const response = await (await apiAs(user)).request.post('/api/v1/oportunidades/', {
    multipart: { tese: String(thesis.id), cliente_id: String(client.id) },
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  await api.patch(`oportunidades/${id}`, { honorarios: 15 });

  await page.goto(`/oportunidades/${id}`);
  await expect(page.getByText('Em Andamento', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como ganha' }).click();
  await dialogNamed(page, 'Marcar oportunidade como ganha').getByRole('button', { name: 'Marcar como ganha' }).click();
  await expectToast(page, 'Sucesso!', 'Oportunidade marcada como ganha!');
  await expect(page.getByText('Ganho', { exact: true })).toBeVisible();
  await expect(region(page, 'Informações Básicas')).toContainText('Contrato Assinado');
  await expect(page.getByRole('button', { name: 'Marcar como perdida' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByLabel('Honorários (%)')).toBeDisabled();
  await expect(page.getByLabel('Honorários (%)')).toHaveValue('15%');
  await expect(page.getByText('Os honorários não podem ser alterados em oportunidades ganhas.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).first().click();

  const historyList = region(page, 'Atividades');
  await expect(historyList.getByText('Status: Em Andamento → Ganho', { exact: true })).toBeVisible();
  await expect(historyList.getByText('Estágio: Lead → Contrato Assinado', { exact: true })).toBeVisible();
  await expect(historyList.getByText('Honorários: — → 15%', { exact: true })).toBeVisible();
});

/** One line of the portal's CSV (';' between cells, RFC 4180 quoting, no line breaks inside a cell) as its cells. */
const csvCells = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].slice(0, -1).map(([, cell]) =>
    cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
  );

test('bulk actions tag the selected opportunities and change their stage, with the refusals summary; Exportar gives every match as CSV', async ({
  page,
  api,
  apiAs,
  createUser,
}) => {
  test.slow(); // three opportunities to create, two bulk actions, a detour to a detail page and back
  const batch = uniqueName('Lote Oportunidade');
  const user = await createUser(1, { document: validCpf() });
  const [thesis] = await api.get<Thesis[]>('oportunidades/enums/teses');
  const asUser = await apiAs(user);
  const created: { id: number; clientName: string }[] = [];
  for (const suffix of ['Alfa', 'Beta', 'Gama']) {
    const clientName = `${batch} ${suffix}`;
    const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: clientName, role: 1, is_active: true });
    const response = await asUser.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(client.id) },
    });
    expect(response.status()).toBe(201);
    created.push({ id: (await response.json()).id, clientName });
  }
  const [alfa, beta, gama] = created;
  await api.patch(`oportunidades/${alfa.id}`, { receita_esperada: 250000.5 });
  const tagName = uniqueName('Lote Tag');
  await api.post('oportunidades/tags', { name: tagName, color: 'purple' });
  await loginAs(page, user.email, user.password);

  // Only this batch in the list (the titles are '{tese} - {cliente}').
  // Wide enough for the Estágio and Tags columns (narrower windows fold the stage under the title).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/oportunidades/oportunidades');
  await page.getByPlaceholder('Buscar por título, descrição ou ID externo...').fill(batch);
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(batch);
  const bodyRows = page.locator('tbody').getByRole('row');
  await expect(bodyRows).toHaveCount(3);
  const row = (o: { clientName: string }) => bodyRows.filter({ hasText: o.clientName });
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const stageCell = (o: { clientName: string }) => row(o).getByRole('cell').nth(headers.indexOf('Estágio'));
  const tagsCell = (o: { clientName: string }) => row(o).getByRole('cell').nth(headers.indexOf('Tags'));
  for (const o of created) await expect(stageCell(o)).toHaveText('Lead');

  const selectAlfaAndBeta = async () => {
    await row(alfa).getByRole('checkbox').check();
    await row(beta).getByRole('checkbox').check();
    await expect(page.getByText('2 selecionadas', { exact: true })).toBeVisible();
  };
  /** The summary of a bulk action: what changed, each refusal with its reason; closed by Fechar. */
  const summary = (action: string) => dialogNamed(page, `${action}: concluído`);

  // Adicionar tag: a tag from the catalogue on the two selected rows, not on the third.
  await selectAlfaAndBeta();
  await page.getByRole('button', { name: 'Adicionar tag', exact: true }).click();
  const tagDialog = dialogNamed(page, 'Adicionar tag a 2 oportunidades');
  await expect(tagDialog.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await choose(tagDialog, page, /Tag/, tagName);
  await tagDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary('Adicionar tag').getByText('2 de 2 alterado(s).')).toBeVisible();
  await summary('Adicionar tag').getByRole('button', { name: 'Fechar' }).click();
  await expect(tagDialog).toBeHidden();
  await expect(page.getByText('2 selecionadas', { exact: true })).toBeHidden();
  await expect(tagsCell(alfa)).toHaveText(tagName);
  await expect(tagsCell(beta)).toHaveText(tagName);
  await expect(tagsCell(gama)).toHaveText('');
  const tagNames = async (id: number) => (await api.get<{ data: { name: string }[] }>(`oportunidades/${id}/tags`)).data.map((t) => t.name);
  expect(await tagNames(alfa.id)).toEqual([tagName]);
  expect(await tagNames(beta.id)).toEqual([tagName]);
  expect(await tagNames(gama.id)).toEqual([]);

  // Alterar estágio on the whole page: the two open ones move to 'Em negociação'; Gama, won meanwhile,
  // is refused, and the summary says which and why.
  await api.patch(`oportunidades/${gama.id}`, { status_resultado: 2 });
  await page.getByRole('checkbox', { name: /Selecionar tudo|Select all/i }).first().check();
  await expect(page.getByText('3 selecionadas', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Alterar estágio', exact: true }).click();
  const stageDialog = dialogNamed(page, 'Alterar estágio de 3 oportunidades');
  await choose(stageDialog, page, /Estágio/, 'Em negociação');
  await stageDialog.getByRole('button', { name: 'Aplicar' }).click();
  const stageSummary = summary('Alterar estágio');
  await expect(stageSummary.getByText('2 de 3 alterado(s).')).toBeVisible();
  await expect(stageSummary.getByText('1 recusado(s):')).toBeVisible();
  const refusal = stageSummary.getByRole('list', { name: 'Recusados' }).getByRole('listitem');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText(`#${gama.id}`);
  await expect(refusal).toContainText('Oportunidade encerrada (ganha ou perdida): reabra-a antes de mudar o estágio.');
  await stageSummary.getByRole('button', { name: 'Fechar' }).click();
  await expect(stageDialog).toBeHidden();
  await expect(stageCell(alfa)).toHaveText('Em negociação');
  await expect(stageCell(beta)).toHaveText('Em negociação');
  const stageOf = async (id: number) => (await api.get<{ estagio: number }>(`oportunidades/${id}`)).estagio;
  expect([await stageOf(alfa.id), await stageOf(beta.id), await stageOf(gama.id)]).toEqual([9, 9, 11]);

  // The history of one of them tells both changes.
  await row(alfa).getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${alfa.id}$`));
  const historyList = region(page, 'Atividades');
  await expect(historyList.getByText('Estágio: Lead → Em negociação', { exact: true })).toBeVisible();
  await expect(historyList.getByText(`Tag adicionada: ${tagName}`, { exact: true })).toBeVisible();
  await page.goBack();
  await expect(bodyRows).toHaveCount(3);

  // Exportar: every match of the search, names and labels instead of codes.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^oportunidades-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'ID;Título;Cliente;Parceiro;Estágio;Tese;Status;Tags;Receita Esperada (R$);Honorários (%);Fechamento previsto;Probabilidade (%);ID Odoo;ID Externo;Motivo da perda;Criado em',
  );
  expect(lines).toHaveLength(1 + created.length);
  const header = csvCells(lines[0]);
  const records = lines.slice(1).map((line) => Object.fromEntries(csvCells(line).map((cell, i) => [header[i], cell])));
  const exported = records
    .map((r) => ({
      id: Number(r['ID']),
      cliente: r['Cliente'],
      estagio: r['Estágio'],
      status: r['Status'],
      tags: r['Tags'],
      receita: r['Receita Esperada (R$)'],
    }))
    .sort((a, b) => a.cliente.localeCompare(b.cliente));
  // What a Brazilian Excel reads as a number: decimal comma, no grouping.
  expect(exported).toEqual([
    { id: alfa.id, cliente: alfa.clientName, estagio: 'Em negociação', status: 'Em Andamento', tags: tagName, receita: '250000,50' },
    { id: beta.id, cliente: beta.clientName, estagio: 'Em negociação', status: 'Em Andamento', tags: tagName, receita: '' },
    { id: gama.id, cliente: gama.clientName, estagio: 'Contrato Assinado', status: 'Ganho', tags: '', receita: '' },
  ]);
  expect(records.map((r) => r['Criado em'])).toEqual(records.map(() => expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)));
});
