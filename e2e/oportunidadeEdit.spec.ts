// The opportunity edit form as a keyboard user meets it: a money field reached with Tab and typed over
// takes the new amount (the browser selects the text a Tab lands on), a negative amount is named by the
// specification's messages, and Salvar and Cancelar are at hand at the end of the form too.
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, test, uniqueSuffix } from './support/fixtures';
import { createOpportunity, createPartner } from './support/scenes';

let detailPath: string;

test.beforeAll(async ({ api, playwright }) => {
  const suffix = uniqueSuffix();
  const client = await api.post('persons/', { person_type: 1, document: validCpf(), name: `Cliente Edição ${suffix}`, role: 1, is_active: true });
  const partner = await createPartner(api, `edicao.${suffix}`);
  const opportunity = await createOpportunity(api, playwright.request, partner, client.id);
  await api.patch(`oportunidades/${opportunity.id}`, { receita_esperada: 300000, honorarios: 10 });
  detailPath = `/oportunidades/${opportunity.id}`;
});

async function openEditForm(page: Page) {
  await page.goto(detailPath);
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByLabel('Receita Esperada (R$)')).toHaveValue(/^R\$\s300\.000,00$/);
}

test('a money field reached with Tab takes the amount typed over it', async ({ adminPage: page }) => {
  await openEditForm(page);
  await page.getByLabel('Honorários (%)').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Receita Esperada (R$)')).toBeFocused();
  await page.keyboard.type('400.000,00');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Receita Esperada (R$)')).toHaveValue(/^R\$\s400\.000,00$/);
  await expect(page.getByText(/Valor inválido/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' }).first()).toBeEnabled();
});

test("a negative amount typed after Tab shows 'Receita deve ser positiva' and 'Honorários deve ser positiva'", async ({ adminPage: page }) => {
  await openEditForm(page);
  await page.getByLabel('Receita Esperada (R$)').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Honorários (%)')).toBeFocused();
  await page.keyboard.type('-1');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Receita deve ser positiva', { exact: true })).toBeVisible();
  await expect(page.getByText('Honorários deve ser positiva', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' }).first()).toBeDisabled();
});

test('the form keeps one spacing between its rows and ends with Cancelar and Salvar', async ({ adminPage: page }) => {
  await openEditForm(page);
  const form = page.getByRole('region', { name: 'Editar Oportunidade' });
  // The left column, top to bottom: the space between one field's box and the next is the same everywhere.
  const rows = ['Título', 'Estágio', 'Cliente', 'Executivo de vendas', 'Receita Esperada (R$)', 'Fechamento previsto', 'Descrição'];
  const boxes: { y: number; height: number }[] = [];
  for (const label of rows) {
    const control = form.getByLabel(label, { exact: false }).first().locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    boxes.push((await control.boundingBox())!);
  }
  const gaps = boxes.slice(1).map((box, i) => Math.round(box.y - (boxes[i].y + boxes[i].height)));
  expect(Math.max(...gaps) - Math.min(...gaps), `gaps between rows: ${gaps.join(', ')} px`).toBeLessThanOrEqual(1);

  // Whoever typed the last field finds Cancelar and Salvar right under it, not only 1,700 px up at the top.
  const last = form.getByLabel('Descrição');
  await last.fill('Revisada ao fim do formulário');
  const below = (await last.boundingBox())!;
  const save = form.getByRole('button', { name: 'Salvar' });
  for (const button of [form.getByRole('button', { name: 'Cancelar' }), save]) {
    const box = (await button.boundingBox())!;
    expect(box.y - (below.y + below.height)).toBeGreaterThan(0);
    expect(box.y - (below.y + below.height)).toBeLessThan(120);
  }
  await save.click();
  await expect(page.getByText('Oportunidade atualizada com sucesso.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informações Adicionais' }).getByText('Revisada ao fim do formulário')).toBeVisible();
});
