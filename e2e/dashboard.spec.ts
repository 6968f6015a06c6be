// The home page's dashboard as a fresh partner sees it: its scope holds only the three opportunities this
// test creates (one open, one won, one lost this month), so every KPI is known. The charts' code is not
// part of the login page.
import { validCpf } from '../tests/helpers/fixtures';
import { expect, loginAs, test, uniqueName } from './support/fixtures';

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** A fresh partner with a client of its own, and `create`, which adds an opportunity and applies each change. */
async function partnerWithClient({ api, createUser, apiAs }: Pick<Fixtures, 'api' | 'createUser' | 'apiAs'>) {
  const partner = await createUser(5, { document: validCpf(), full_name: uniqueName('Parceira Painel') });
  const asPartner = await apiAs(partner);
  const client = await asPartner.post('persons/', {
    person_type: 1,
    document: validCpf(),
    name: uniqueName('Cliente Painel'),
    role: 1,
    is_active: true,
  });
  const [thesis] = await api.get('oportunidades/enums/teses');
  const create = async (changes: Record<string, unknown>[]) => {
    const response = await asPartner.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(client.id) },
    });
    expect(response.ok()).toBe(true);
    const { id } = await response.json();
    for (const change of changes) await asPartner.patch(`oportunidades/${id}`, change);
  };
  return { partner, thesis, create };
}

test('the KPI cards and chart tables add up what the partner did this month', async ({ page, api, createUser, apiAs }) => {
  const { partner, thesis, create } = await partnerWithClient({ api, createUser, apiAs });
  await create([{ receita_esperada: 1000.1, honorarios: 10 }]); // open
  await create([{ receita_esperada: 2000.05, honorarios: 12.5 }, { status_resultado: 2 }]); // won
  await create([{ receita_esperada: 500 }, { status_resultado: 3, motivo_perda: 'Preço' }]); // lost

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entre' })).toBeVisible();
  expect(scripts.filter((url) => /Dashboard/.test(url))).toEqual([]);

  await loginAs(page, partner.email, partner.password);
  await expect(page.getByText(`Olá, ${partner.full_name}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Este mês', pressed: true })).toBeVisible();

  const card = (name: string) => page.getByRole('region', { name });
  await expect(card('Pipeline aberto')).toContainText(/R\$\s1\.000,10\s*1 oportunidade$/);
  await expect(card('Ganhos no período')).toContainText(/R\$\s2\.000,05\s*1 oportunidade$/);
  await expect(card('Taxa de conversão')).toContainText('50%1 ganha, 1 perdida');
  await expect(card('Tempo médio até o ganho')).toContainText('0 dias');
  await expect(card('Honorários previstos')).toContainText(/R\$\s100,01/); // 1.000,10 × 10%
  expect(scripts.filter((url) => /Dashboard/.test(url))).not.toEqual([]);

  const table = (name: string) => page.getByRole('table', { name });
  await expect(table('Receita por estágio').getByRole('row', { name: /^Lead 1 R\$\s1\.000,10$/ })).toHaveCount(1);
  await expect(table('Maiores parceiros por receita ganha').getByRole('row')).toHaveCount(2);
  await expect(table('Maiores parceiros por receita ganha')).toContainText(/R\$\s2\.000,05/);
  await expect(table('Oportunidades por tese')).toContainText(`${thesis.name}3`); // all three
  await expect(card('Minhas próximas ações')).toContainText('Nenhuma oportunidade parada.');

  // 'Minhas': the partner's person is the partner of all three, so nothing changes.
  await page.getByRole('switch', { name: 'Minhas' }).check();
  await expect(card('Pipeline aberto')).toContainText(/R\$\s1\.000,10/);
});

test("the charts' axes read as a person would write them: 'R$ 2 mi', 'R$ 500 mil', whole opportunities", async ({ page, api, createUser, apiAs }) => {
  const { partner, create } = await partnerWithClient({ api, createUser, apiAs });
  await create([{ receita_esperada: 2000000 }, { status_resultado: 2 }]); // won this month
  await create([{ receita_esperada: 500000 }]); // open, at Lead
  await loginAs(page, partner.email, partner.password);
  await expect(page.getByText(`Olá, ${partner.full_name}!`)).toBeVisible();

  /** The tick labels of a chart's axes, once it has drawn them. */
  const ticks = async (name: string) => {
    const labels = page.getByRole('region', { name }).locator('.MuiChartsAxis-tickLabel');
    await expect(labels.first()).toBeAttached();
    return (await labels.allTextContents()).map((text) => text.replace(/\s/g, ' '));
  };
  const money = /^R\$ \d+(,\d)?( mil| mi)?$/; // never 'R$ 2.000.000,00' cut at the edge
  const amounts = [...(await ticks('Receita ganha por mês')), ...(await ticks('Receita por estágio'))].filter((label) =>
    label.startsWith('R$'),
  );
  expect(amounts).toContain('R$ 2 mi');
  expect(amounts).toContain('R$ 500 mil');
  expect(amounts.filter((label) => !money.test(label))).toEqual([]);
  // Two opportunities by thesis: 0, 1, 2, never 0,5 or 0,2 of an opportunity.
  const counts = (await ticks('Oportunidades por tese')).filter((label) => /^\d/.test(label));
  expect(counts).toContain('2');
  expect(counts.filter((label) => !/^\d+$/.test(label))).toEqual([]);
});

test('a large amount stays on one line inside its card, on a laptop and on a phone', async ({ page, api, createUser, apiAs }) => {
  const { partner, create } = await partnerWithClient({ api, createUser, apiAs });
  await create([{ receita_esperada: '46555024.70' }]); // open
  await loginAs(page, partner.email, partner.password);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/'); // opened on that screen, as its user would
    const value = page.getByRole('region', { name: 'Pipeline aberto' }).locator('p').first();
    await expect(value, `${width} px`).toHaveText(/^R\$\s46\.555\.024,70$/);
    // One line (no taller than its line height) and no wider than the card's content.
    const fit = await value.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const content = element.parentElement!.getBoundingClientRect();
      return { lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)), inside: box.right <= content.right + 0.5 && element.scrollWidth <= element.clientWidth + 1 };
    });
    expect(fit, `${width} px`).toEqual({ lines: 1, inside: true });
  }
});
