// Partner commissions in the portal: staff record a recebimento on a won opportunity; the partner sees
// the commission due in 'Meu desempenho'; staff pay it in a lote from the ledger ('Comissões'); the
// partner downloads the month's statement as a PDF whose text holds the entry and the totals.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, uniqueName, uniqueSuffix } from './support/fixtures';
import { createOpportunity, createPartner, winWithCommission } from './support/scenes';

const LOADED = { timeout: 30_000 };
/** Today in Brasília, as a person types it (dd/mm/aaaa). */
const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('a recebimento becomes a commission due, paid in a lote, in the PDF statement', async ({ page, adminPage, api, playwright }) => {
  test.setTimeout(180_000);
  const client = await api.post<{ id: number; name: string }>('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Comissão'), role: 1 });
  const partner = await createPartner(api, `comissao.${uniqueSuffix()}`);
  const opportunity = await createOpportunity(api, playwright.request, partner, client.id);
  const personId = await winWithCommission(api, partner, opportunity.id);

  // Staff record what the company received: 10.000,00 recovered, 20% of fees by default (2.000,00),
  // the partner's 10%: 200,00 due.
  await adminPage.goto(`/oportunidades/${opportunity.id}`);
  const card = adminPage.getByRole('region', { name: 'Recebimentos' });
  await card.getByRole('button', { name: 'Registrar recebimento' }).click(LOADED);
  const dialog = adminPage.getByRole('dialog', { name: 'Registrar recebimento' });
  await dialog.getByLabel('Data').fill(today());
  await dialog.getByLabel('Valor recuperado').fill('10000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(adminPage, 'Recebimento registrado');
  await expect(card.getByRole('cell', { name: /R\$\s2\.000,00/ })).toBeVisible();

  // The partner sees it due.
  await loginAs(page, partner.email, partner.password);
  await page.goto('/meu-desempenho');
  await expect(page.getByRole('heading', { name: 'Meu desempenho', level: 1 })).toBeVisible(LOADED);
  await expect(page.getByRole('region', { name: 'Comissões a pagar' })).toContainText(/R\$\s200,00/);
  const next = page.getByRole('table', { name: 'Próximos pagamentos' });
  await expect(next.getByRole('row').filter({ hasText: opportunity.titulo })).toContainText(/A pagar.*R\$\s200,00/);

  // Staff pay the partner's due commissions in a lote from the ledger.
  await adminPage.goto(`/comissoes?parceiro_id=${personId}`);
  await expect(adminPage.getByRole('heading', { name: 'Comissões', level: 1 })).toBeVisible(LOADED);
  await expect(adminPage.locator('tbody').getByRole('row')).toHaveCount(2);
  // Each entry's competência reads as a month, as 'Meu desempenho' writes it ('dez. de 2026'), not as aaaa-mm.
  for (const row of await adminPage.locator('tbody').getByRole('row').all()) {
    await expect(row.getByRole('cell', { name: /^[a-zç]{3}\. de \d{4}$/ })).toHaveCount(1);
    await expect(row).not.toContainText(/\d{4}-\d{2}/);
  }
  await adminPage.getByRole('button', { name: 'Pagar comissões' }).click();
  await adminPage.getByRole('dialog', { name: 'Pagar as comissões a pagar do filtro' }).getByRole('button', { name: 'Criar lote' }).click();
  const lote = adminPage.getByRole('dialog', { name: /^Lote de pagamento nº/ });
  await expect(lote).toContainText('1 comissão paga');
  await expect(lote.getByRole('table', { name: 'Pagamentos por parceiro' }).locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(lote).toContainText(/R\$\s200,00/);
  const paid = await api.get<{ data: { estado: string; valor: string }[] }>('comissoes/', { parceiro_id: personId, estado: 'paga' });
  expect(paid.data.map(({ estado, valor }) => ({ estado, valor }))).toEqual([{ estado: 'paga', valor: '200.00' }]);

  // The partner downloads the month's statement.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comissões pagas' })).toContainText(/R\$\s200,00/, LOADED);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar extrato (PDF)' }).click();
  const file = await (await download).path();
  // A long title wraps inside its column: the text is read with its lines joined.
  const text = (await new PDFParse({ data: new Uint8Array(await readFile(file)) }).getText()).text.replace(/\s+/g, ' ');
  for (const expected of [
    'Extrato de comissões',
    client.name,
    opportunity.titulo,
    // The entry: its state, base (the fees received), share and value.
    'Paga R$ 2.000,00 10,00% R$ 200,00',
    'Paga: R$ 200,00',
    // The forecast still expected (18.000,00 of fees at 10%) and the paid entry.
    'Prevista: R$ 1.800,00',
    'Total (exceto canceladas): R$ 2.000,00',
  ]) {
    expect(text).toContain(expected);
  }
});
