// Issue 22's board and a person's deals, as a fresh partner sees them (its scope holds only what this test
// creates): the board's stage columns count the open opportunities exactly as the dashboard's 'Receita
// por estágio' does, won and lost sit in folded lanes of their own, and folding is remembered; the client's
// page lists the client's opportunities with their totals, a row opening the opportunity.
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, loginAs, test, uniqueName } from './support/fixtures';

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** A fresh partner, a client of its own and four opportunities: two open, one won, one lost. */
async function partnerDeals({ api, createUser, apiAs }: Pick<Fixtures, 'api' | 'createUser' | 'apiAs'>) {
  const partner = await createUser(5, { document: validCpf(), full_name: uniqueName('Parceira Previsão') });
  const asPartner = await apiAs(partner);
  const client = await asPartner.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Previsão'), role: 1, is_active: true });
  const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
  const create = async (titulo: string, changes: Record<string, unknown>[]) => {
    const response = await asPartner.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(client.id), data_prevista_fechamento: '2030-01-31', probabilidade: '40' },
    });
    expect(response.ok()).toBe(true);
    const { id } = (await response.json()) as { id: number };
    for (const change of [{ titulo: `${client.name} ${titulo}` }, ...changes]) await asPartner.patch(`oportunidades/${id}`, change);
    return { id, titulo: `${client.name} ${titulo}` };
  };
  const deals = {
    lead: await create('Lead', [{ receita_esperada: 1000.1 }]),
    prospect: await create('Prospect', [{ receita_esperada: 2500, estagio: 1 }]),
    won: await create('Ganha', [{ receita_esperada: 700 }, { status_resultado: 2 }]),
    lost: await create('Perdida', [{ receita_esperada: 300.5, estagio: 1 }, { status_resultado: 3, motivo_perda: 'Preço' }]),
  };
  return { partner, client, deals };
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("the board's stage columns are the dashboard's 'Receita por estágio'; won and lost have their own folded lanes", async ({
  page,
  api,
  createUser,
  apiAs,
}) => {
  await page.setViewportSize({ width: 4000, height: 1000 }); // every column on screen
  const { partner, deals } = await partnerDeals({ api, createUser, apiAs });
  await loginAs(page, partner.email, partner.password);
  await page.goto('/oportunidades/oportunidades?view=quadro');

  // The lost Prospect is not in Prospect's count: 1 open there, as on the dashboard.
  await expect(column(page, 'Prospect').getByTestId('column-totals')).toHaveText(/^1 · R\$\s2\.500,00$/);
  await expect(column(page, 'Ganhas').getByTestId('lane-totals')).toHaveText(/^1 · R\$\s700,00$/);
  await expect(column(page, 'Perdidas').getByTestId('lane-totals')).toHaveText(/^1 · R\$\s300,50$/);
  await expect(page.getByRole('link', { name: new RegExp(`^${deals.won.titulo} \\(`) })).toHaveCount(0); // folded
  await expect(page.getByRole('link', { name: new RegExp(`^${deals.lead.titulo} \\(`) })).toContainText('Previsto para 31/01/2030 · 40%');

  const stages = await page.getByTestId('column-totals').evaluateAll((nodes) =>
    nodes.map((node) => ({ name: node.closest('section')?.getAttribute('aria-label') ?? '', totals: node.textContent ?? '' })),
  );
  expect(stages).toHaveLength(12);

  // Open 'Ganhas' and fold 'Lead': both stay so after a reload.
  await column(page, 'Ganhas').getByRole('button', { name: 'Expandir Ganhas' }).click();
  await expect(column(page, 'Ganhas').getByRole('link', { name: `${deals.won.titulo} (Ganho)` })).toBeVisible();
  await column(page, 'Lead').getByRole('button', { name: 'Recolher Lead' }).click();
  await page.reload();
  await expect(column(page, 'Ganhas').getByRole('link', { name: `${deals.won.titulo} (Ganho)` })).toBeVisible();
  await expect(column(page, 'Lead').getByRole('button', { name: 'Expandir Lead' })).toBeVisible();
  await expect(column(page, 'Lead').getByTestId('column-totals')).toHaveText(/^1 · R\$\s1\.000,10$/);

  // The dashboard's 'Receita por estágio' table says the same, stage by stage.
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Receita por estágio' });
  for (const { name, totals } of stages) {
    const [count, money] = totals.split(' · ');
    await expect(table.getByRole('row', { name: `${name} ${count} ${money}`, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Previsão ponderada' })).toContainText(/R\$\s1\.400,04/); // (1000,10 + 2500) × 40 %
});

test("the person page lists the client's opportunities with their totals, a row opening the opportunity", async ({ page, api, createUser, apiAs }) => {
  const { partner, client, deals } = await partnerDeals({ api, createUser, apiAs });
  await loginAs(page, partner.email, partner.password);
  await page.goto(`/pessoas/${client.id}`);

  const card = page.getByRole('region', { name: 'Oportunidades', exact: true });
  await expect(card.getByTestId('totals-cliente_id')).toHaveText(/^4 oportunidades · Total: R\$\s4\.500,60$/);
  await expect(card.getByTestId('totals-parceiro_id')).toHaveText(/^0 oportunidades · Total: R\$\s0,00$/);
  await expect(card.getByText('Nenhuma oportunidade como parceiro.')).toBeVisible();
  const asClient = card.getByRole('table', { name: 'Como cliente' });
  await expect(asClient.getByRole('row')).toHaveCount(5); // the header and four
  await asClient.getByRole('row', { name: new RegExp(deals.prospect.titulo) }).getByRole('cell').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${deals.prospect.id}$`));
});
