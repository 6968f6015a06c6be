// The pipeline board: 'Quadro' on /oportunidades/oportunidades, narrowed by the list's search to this
// test's own client, so every column's count and sum is known. Cards move by dragging and from the
// keyboard ('Mover para…'); dropping on 'Contrato Assinado' asks to mark the opportunity won; a partner's
// board holds only its own opportunities.
import type { Locator, Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, uniqueName, type ApiClient } from './support/fixtures';

type Thesis = { id: number; name: string };

/** Opportunities created through the API as `as`, for a new client of that user, with their revenue. */
async function opportunities(as: ApiClient, api: ApiClient, revenues: number[], extra: Record<string, string> = {}) {
  const client = await as.post('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Quadro'), role: 1, is_active: true });
  const [thesis] = await api.get<Thesis[]>('oportunidades/enums/teses');
  const created = [];
  for (const receita_esperada of revenues) {
    const response = await as.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(client.id), ...extra },
    });
    expect(response.ok()).toBe(true);
    const { id } = await response.json();
    created.push(await as.patch(`oportunidades/${id}`, { titulo: `${client.name} ${receita_esperada}`, receita_esperada }));
  }
  return { client, created: created as { id: number; titulo: string }[] };
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const totals = (page: Page, name: string) => column(page, name).getByTestId('column-totals');
const card = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title} \\(`) });

async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 40, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + 80, { steps: 20 });
  await page.mouse.up();
}

test('a card dragged from Lead to Prospect moves the totals and leaves a history entry; a drop on Contrato Assinado wins it', async ({
  page,
  api,
  createUser,
  apiAs,
}) => {
  await page.setViewportSize({ width: 4000, height: 1000 }); // every column on screen
  const user = await createUser(1, { document: validCpf() });
  const { client, created } = await opportunities(await apiAs(user), api, [1000.1, 250]);
  const [big, small] = created;
  await loginAs(page, user.email, user.password);
  await page.goto(`/oportunidades/oportunidades?query=${encodeURIComponent(client.name)}`);
  await page.getByRole('button', { name: 'Quadro', exact: true }).click();
  await expect(page).toHaveURL(/view=quadro/);

  await expect(totals(page, 'Lead')).toHaveText(/^2 · R\$\s1\.250,10$/);
  await expect(totals(page, 'Prospect')).toHaveText(/^0 · R\$\s0,00$/);
  await expect(card(page, big.titulo)).toContainText(client.name);

  await drag(page, card(page, big.titulo), column(page, 'Prospect'));
  await expectToast(page, 'Oportunidade atualizada com sucesso.');
  await expect(totals(page, 'Lead')).toHaveText(/^1 · R\$\s250,00$/);
  await expect(totals(page, 'Prospect')).toHaveText(/^1 · R\$\s1\.000,10$/);
  await expect(column(page, 'Prospect').getByRole('link', { name: new RegExp(big.titulo) })).toBeVisible();

  // A drop on 'Contrato Assinado' asks first, then marks it won: it moves to the 'Ganhas' lane (the stage
  // columns count open opportunities, as the dashboard does) and cannot move again.
  await drag(page, card(page, small.titulo), column(page, 'Contrato Assinado'));
  const dialog = page.getByRole('dialog', { name: 'Marcar oportunidade como ganha' });
  await dialog.getByRole('button', { name: 'Marcar como ganha' }).click();
  await expectToast(page, 'Oportunidade marcada como ganha!');
  await expect(column(page, 'Ganhas').getByTestId('lane-totals')).toHaveText(/^1 · R\$\s250,00$/);
  await expect(totals(page, 'Contrato Assinado')).toHaveText(/^0 · R\$\s0,00$/);
  await expect(totals(page, 'Lead')).toHaveText(/^0 · R\$\s0,00$/);
  await column(page, 'Ganhas').getByRole('button', { name: 'Expandir Ganhas' }).click();
  await expect(card(page, small.titulo)).toHaveAccessibleName(`${small.titulo} (Ganho)`);
  await expect(page.getByRole('button', { name: `Mover para… (${small.titulo})` })).toHaveCount(0);

  // A click opens the opportunity, whose history shows the move.
  await card(page, big.titulo).click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${big.id}$`));
  await expect(page.getByRole('list', { name: 'Linha do tempo' })).toContainText('Estágio: Lead → Prospect');
});

test('a card moves with the keyboard through "Mover para…"', async ({ page, api, createUser, apiAs }) => {
  const user = await createUser(1, { document: validCpf() });
  const { client, created } = await opportunities(await apiAs(user), api, [80]);
  await loginAs(page, user.email, user.password);
  await page.goto(`/oportunidades/oportunidades?view=quadro&query=${encodeURIComponent(client.name)}`);
  await expect(totals(page, 'Lead')).toHaveText(/^1 · R\$\s80,00$/);

  await page.getByRole('button', { name: `Mover para… (${created[0].titulo})` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Prospect' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Primeira reunião' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Oportunidade atualizada com sucesso.');
  await expect(totals(page, 'Primeira reunião')).toHaveText(/^1 · R\$\s80,00$/);
  await expect(totals(page, 'Lead')).toHaveText(/^0 · R\$\s0,00$/);
});

test("a partner's board shows only its own opportunities", async ({ page, api, createUser, apiAs }) => {
  const partner = await createUser(5, { document: validCpf() });
  const { created } = await opportunities(await apiAs(partner), api, [10, 20.5]);
  const staff = await createUser(1, { document: validCpf() });
  const { created: foreign } = await opportunities(await apiAs(staff), api, [999]);
  await loginAs(page, partner.email, partner.password);
  await page.goto('/oportunidades/oportunidades?view=quadro');

  await expect(totals(page, 'Lead')).toHaveText(/^2 · R\$\s30,50$/);
  for (const { titulo } of created) await expect(card(page, titulo)).toBeVisible();
  await expect(card(page, foreign[0].titulo)).toHaveCount(0);
  const others = page.getByTestId('column-totals').filter({ hasNotText: /^2 · / });
  await expect(others).toHaveCount(11);
  for (const other of await others.all()) await expect(other).toHaveText(/^0 · R\$\s0,00$/);
});
