// 'Teses' as the first administrator: the catalogue screen generated from common/resources/teses.ts.
// Each test names its theses uniquely and searches for them, so other specs running alongside do not
// change what it sees.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, uniqueName } from './support/fixtures';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Searches, and waits until the list has taken the text (its URL names it), as a loaded machine may take a while. */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Buscar por nome ou descrição...').fill(text);
  await page.getByPlaceholder('Buscar por nome ou descrição...').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(text);
}

test('an administrator creates, finds, deactivates and deletes a thesis', async ({ adminPage: page }) => {
  const name = uniqueName('Tese');
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Teses' }).click();
  await expect(page.getByRole('heading', { name: 'Teses' })).toBeVisible();
  for (const column of ['Nome', 'Descrição', 'Ativa']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Nova Tese' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Tese' })).toBeVisible();
  await page.getByLabel('Nome').fill('   ');
  await page.getByLabel('Descrição').click();
  await expect(page.getByText('Nome da tese é obrigatório')).toBeVisible();
  await page.getByLabel('Nome').fill(`  ${name} `);
  await page.getByLabel('Descrição').fill('Tema repetitivo do STJ');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByRole('heading', { name: 'Teses' })).toBeVisible();
  await search(page, name);
  await expect(row(page, name)).toContainText('Tema repetitivo do STJ');
  await expect(row(page, name)).toContainText('Ativa');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^teses-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toEqual(['Nome;Descrição;Ativa', `${name};Tema repetitivo do STJ;Ativa`]);

  await row(page, name).click();
  await expect(page.getByRole('heading', { name: 'Editar Tese' })).toBeVisible();
  await page.getByRole('switch', { name: 'Ativa' }).uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Teses' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ativa' }).click();
  await page.getByRole('option', { name: 'Inativa', exact: true }).click();
  await search(page, name);
  await expect(row(page, name)).toContainText('Inativa');
  await page.getByRole('combobox', { name: 'Ativa' }).click();
  await page.getByRole('option', { name: 'Ativa', exact: true }).click();
  await expect(page.getByText('Nenhuma tese encontrada')).toBeVisible();

  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await search(page, name);
  await row(page, name).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Teses' })).toBeVisible();
  await search(page, name);
  await expect(page.getByText('Nenhuma tese encontrada')).toBeVisible();
});

test('an administrator deactivates two theses at once and deletes the unused one', async ({ adminPage: page, api }) => {
  const word = uniqueName('Lote');
  const first = await api.post('teses/', { name: `${word} A` });
  await api.post('teses/', { name: `${word} B` });
  await page.goto(`/teses?query=${encodeURIComponent(word)}`);
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(2);

  const bar = page.locator('[data-test="bulk-actions-toolbar"]');
  await row(page, `${word} A`).getByRole('checkbox').check();
  await row(page, `${word} B`).getByRole('checkbox').check();
  await expect(bar.getByText('2 selecionadas', { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Inativar' }).click();
  await page.getByRole('dialog', { name: 'Inativar 2 teses?' }).getByRole('button', { name: 'Confirmar' }).click();
  const summary = page.getByRole('dialog', { name: 'Inativar: concluído' });
  await expect(summary.getByText('2 de 2 alterado(s).')).toBeVisible();
  await summary.getByRole('button', { name: 'Fechar' }).click();
  await expect(row(page, `${word} A`)).toContainText('Inativa');
  await expect(row(page, `${word} B`)).toContainText('Inativa');
  expect((await api.get(`teses/${first.id}`)).ativa).toBe(false);

  await row(page, `${word} A`).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir 1 tese?' }).getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog', { name: 'Excluir: concluído' }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(row(page, `${word} B`)).toBeVisible();
});

test('a duplicate name is refused with a message', async ({ adminPage: page, api }) => {
  const name = uniqueName('Tese');
  await api.post('teses/', { name });
  await page.goto('/teses/create');
  await page.getByLabel('Nome').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Já existe uma tese com este nome.')).toBeVisible();
});

test('a partner has no Teses entry nor screen, but may read one thesis', async ({ page, createUser, api }) => {
  const name = uniqueName('Tese');
  const tese = await api.post('teses/', { name, descricao: 'Tema 1' });
  const partner = await createUser(5);
  await loginAs(page, partner.email, partner.password);
  await expect(page.getByRole('menuitem', { name: 'Oportunidades' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Teses' })).toHaveCount(0);
  await page.goto('/teses');
  await expect(page.getByRole('heading', { name: 'Teses' })).toHaveCount(0);

  await page.goto(`/teses/${tese.id}/show`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Tema 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});

test("the kit's 'Importar': the exported file, edited, goes back in with a preview; the same file again changes nothing", async ({
  adminPage: page,
  api,
}, testInfo) => {
  const name = uniqueName('Tese');
  await api.post('teses/', { name, descricao: 'Antes' });
  await page.goto('/teses');
  await search(page, name);
  await expect(row(page, name)).toContainText('Antes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const exported = await readFile(await (await download).path(), 'utf8');

  // Edited in a spreadsheet: the description changed, one new thesis, one row naming no status.
  const file = join(tmpdir(), `${testInfo.testId}-teses.csv`);
  const edited = exported.replace('Antes', 'Depois').trimEnd();
  await writeFile(file, [edited, `${name} B;Nova;Inativa`, `${name} C;;Talvez`].join('\r\n'), 'utf8');

  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar teses' });
  await dialog.getByLabel('Arquivo para importar').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('3 linhas — 1 a criar, 1 a alterar, 0 sem mudanças, 1 linha com 1 problema');
  await expect(dialog.getByRole('table', { name: 'Erros encontrados' }).getByRole('row').nth(1)).toContainText("Use 'Ativa' ou 'Inativa'.");
  await dialog.getByLabel('Importar somente as linhas válidas').check();
  await dialog.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(dialog.getByRole('status')).toContainText('Importação concluída: 1 criadas, 1 alteradas, 1 linhas com erro ignoradas.');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(row(page, name).first()).toContainText('Depois');
  await expect(row(page, `${name} B`)).toContainText('Inativa');

  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog.getByLabel('Arquivo para importar').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('3 linhas — 0 a criar, 0 a alterar, 2 sem mudanças, 1 linha com 1 problema');
});
