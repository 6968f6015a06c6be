// Export and import on /pessoas: the server's CSV opens in a Brazilian Excel (';' between cells, a BOM),
// and the same file goes back in through 'Importar': a preview with counts and errors, then the
// confirmation writes; importing it again changes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, test, uniqueName } from './support/fixtures';

test('exports the filter as a ; CSV, and imports an edited copy with a preview; the same file again changes nothing', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const tag = uniqueName('Planilha');
  await api.post('persons/', { person_type: 1, role: 1, is_active: true, name: `${tag} Ana`, document: validCpf() });
  await api.post('persons/', { person_type: 1, role: 2, is_active: true, name: `${tag} Bruno`, document: validCpf() });

  await page.goto(`/pessoas?query=${encodeURIComponent(tag)}`);
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel) de todos os resultados' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^pessoas-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await saved.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  // Opened with ';' as the separator, every row has the header's columns.
  const rows = text.slice(1).split('\r\n').map((line) => line.split(';'));
  expect(rows[0].slice(0, 7)).toEqual(['ID', 'Nome', 'Nome Fantasia', 'Documento', 'Tipo', 'Papel', 'Status']);
  expect(rows.slice(1).map((cells) => cells.length)).toEqual([rows[0].length, rows[0].length]);
  expect(rows.slice(1).map((cells) => cells[1]).sort()).toEqual([`${tag} Ana`, `${tag} Bruno`]);

  // Edited in Excel: Ana renamed, one new person, one broken row.
  const carla = validCpf();
  const edited = [
    text.replace(`${tag} Ana`, `${tag} Ana Maria`),
    `;${tag} Carla;;${carla};Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
    `;${tag} Quebrada;;123;Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
  ].join('\r\n');
  const file = join(tmpdir(), `${testInfo.testId}-pessoas.csv`);
  await writeFile(file, edited, 'utf8');

  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar pessoas' });
  await dialog.getByLabel('Arquivo para importar').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('4 linhas — 1 a criar, 1 a alterar, 1 sem mudanças, 1 linha com 1 problema');
  const errors = dialog.getByRole('table', { name: 'Erros encontrados' });
  await expect(errors.getByRole('row').nth(1)).toContainText('5');
  await expect(errors.getByRole('row').nth(1)).toContainText('Documento');
  const confirm = dialog.getByRole('button', { name: 'Importar 2 linhas' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Importar somente as linhas válidas').check();
  await confirm.click();
  await expect(dialog.getByRole('status')).toContainText('Importação concluída: 1 criadas, 1 alteradas, 1 linhas com erro ignoradas.');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(3);
  const names = (await api.get('persons/', { query: tag })).data.map((p: { name: string }) => p.name).sort();
  expect(names).toEqual([`${tag} Ana Maria`, `${tag} Bruno`, `${tag} Carla`]);

  // The same file again: nothing to create or change.
  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog.getByLabel('Arquivo para importar').setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText('4 linhas — 0 a criar, 0 a alterar, 3 sem mudanças, 1 linha com 1 problema');
  await expect(dialog.getByRole('button', { name: 'Importar 0 linhas' })).toBeDisabled();
});
