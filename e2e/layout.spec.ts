// The lists fit the window: from 1024 to 1920 px (1280 and 1366 being the common laptops) no list is
// wider than the window and its last column shows (the board scrolls its columns inside itself); an
// opportunity row is at most two lines on a laptop; on a 390 px phone /admin folds its columns like the
// other lists instead of scrolling sideways.
import type { Locator, Page } from '@playwright/test';
import { validCnpj, validCpf } from '../tests/helpers/fixtures';
import { ADMIN_EMAIL, expect, test, uniqueSuffix } from './support/fixtures';
import { createOpportunity, createPartner, winWithCommission } from './support/scenes';

/** The common laptop widths. */
const LAPTOPS = [1280, 1366];

/** What a list shows once loaded, and its right edge, which must lie inside the window. */
type ListView = { content: (page: Page) => Locator; edge: (page: Page) => Locator };
const table: ListView = {
  content: (page) => page.locator('tbody').getByRole('row').first(),
  edge: (page) => page.locator('thead th').last(),
};
const boardOf = (page: Page) => page.getByRole('list', { name: 'Quadro de oportunidades' });
const board: ListView = { content: (page) => boardOf(page).getByRole('listitem').first(), edge: boardOf };

const lists: ({ path: string; heading: string } & ListView)[] = [
  { path: '/pessoas', heading: 'Gestão de Pessoas', ...table },
  { path: '/oportunidades/oportunidades', heading: 'Gestão de Oportunidades', ...table },
  { path: '/oportunidades/oportunidades?view=quadro', heading: 'Gestão de Oportunidades', ...board },
  { path: '/Vinculos', heading: 'Gerenciador de vínculos', ...table },
  { path: '/admin', heading: 'Gestão de Usuários', ...table },
  { path: '/teses', heading: 'Teses', ...table },
  { path: '/registros', heading: 'Registros', ...table },
  { path: '/termos', heading: 'Termos', ...table },
  { path: '/comissoes', heading: 'Comissões', ...table },
];

/** Opens a list and waits for what it shows. */
async function openList(page: Page, path: string, heading: string, view: ListView = table) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(view.content(page)).toBeVisible();
}

/**
 * The page does not scroll sideways, and the list's right edge (a table's last column) lies inside the
 * window: how far past the window's right side the page and the list reach, at most 0, once the layout
 * has followed a resize (polled: the window resizes at once, the columns a render later).
 */
async function expectFitsWindow(page: Page, what: string, view: ListView = table) {
  const overflow = async () => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    const edge = await view.edge(page).boundingBox();
    return { page: scrollWidth - innerWidth, list: edge ? edge.x + edge.width - innerWidth : 0 };
  };
  await expect.soft.poll(async () => (await overflow()).page, { message: `${what}: page width past the window` }).toBeLessThanOrEqual(0);
  await expect.soft.poll(async () => (await overflow()).list, { message: `${what}: right edge of the list past the window` }).toBeLessThanOrEqual(0);
}

test.describe('a laptop window', () => {
  let opportunityTitle: string;

  test.beforeAll(async ({ api, playwright }) => {
    // One opportunity with a long client name and more tags than the list shows, owned by a partner
    // (the administrator has no person to create it with).
    const suffix = uniqueSuffix();
    const client = await api.post('persons/', {
      person_type: 1,
      document: validCpf(),
      name: `Companhia Brasileira de Recuperação Tributária e Consultoria Empresarial ${suffix}`,
      role: 1,
      is_active: true,
    });
    const partner = await createPartner(api, `layout.${suffix}`);
    const opportunity = await createOpportunity(api, playwright.request, partner, client.id);
    opportunityTitle = opportunity.titulo;
    // A won opportunity of the partner, for another client: its forecast commission is a row of 'Comissões'.
    const wonClient = await api.post('persons/', { person_type: 1, document: validCpf(), name: `Cliente ganho ${suffix}`, role: 1, is_active: true });
    await winWithCommission(api, partner, (await createOpportunity(api, playwright.request, partner, wonClient.id)).id);
    for (const name of ['Prioridade máxima', 'Revisão jurídica', 'Aguardando documentos']) {
      const tag = await api.post('oportunidades/tags', { name: `${name} ${suffix}`, color: 'purple' });
      await api.post(`oportunidades/${opportunity.id}/tags/${tag.id}`);
    }
    // A deal registration with a long razão social, for /registros.
    const partnerPerson = (await api.get<{ person_id: number }>(`users/${partner.id}`)).person_id;
    const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
    await api.post('registros/', { cnpj: validCnpj(), razao_social: client.name, tese_id: thesis.id, parceiro_id: partnerPerson });
    // A version of the partner agreement for 'Termos' to list, in force for nobody (a later date).
    await api.post('termos/', { versao: `layout-${suffix}`, texto: 'Termo de parceria do teste de layout.', vigente_desde: '2099-01-01T00:00:00Z' });
  });

  // Each list is opened once and the window resized under it: a resize re-lays the same page out as a
  // fresh load at that width would.
  test('no list is wider than the window, from 1024 to 1920 px', async ({ adminPage: page }) => {
    const widths = [1024, ...LAPTOPS, 1920];
    // Per list: opening it (expect's timeout), then a check per width.
    test.setTimeout(lists.length * (1 + widths.length) * 15_000);
    for (const { path, heading, ...view } of lists) {
      await page.setViewportSize({ width: widths[0], height: 768 });
      await openList(page, path, heading, view);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 768 });
        await expectFitsWindow(page, `${path} at ${width} px`, view);
      }
    }
  });

  for (const width of LAPTOPS) {
    test(`an opportunity row is at most two lines at ${width} px, the client once, its tags on two lines at most`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 768 });
      // Two steps, each with its own wait: the console loads (a full page load), then the list answers.
      await openList(page, `/oportunidades/oportunidades?query=${encodeURIComponent(opportunityTitle)}`, 'Gestão de Oportunidades');
      const row = page.locator('tbody').getByRole('row');
      await expect(row).toHaveCount(1);
      await expect(row.getByText('+1')).toBeVisible();
      // The client's name shows once, in the Cliente column.
      await expect(row.getByText(/Companhia Brasileira/)).toHaveCount(1);
      const tagsCell = row.getByRole('cell').filter({ hasText: '+1' });
      const chipTops = await tagsCell.locator('.MuiChip-root').evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect().top));
      // Two lines of chips rather than names cut to 'Grande co…'.
      expect(new Set(chipTops).size).toBeLessThanOrEqual(2);
      // Two lines of body text (20 px each) or of tag chips (24 px and a 4 px gap) inside the cell padding;
      // a one-line row is about 53 px.
      const { height } = (await row.boundingBox())!;
      expect(height).toBeLessThanOrEqual(96);
    });
  }
});

test('/admin folds its columns on a phone instead of scrolling sideways', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, `/admin?query=${encodeURIComponent(ADMIN_EMAIL)}`, 'Gestão de Usuários');
  await expectFitsWindow(page, '/admin at 390 px');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Função' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
  // What those columns held is under the name.
  const own = page.locator('tbody').getByRole('row').filter({ hasText: 'Você' });
  await expect(own.getByText(ADMIN_EMAIL)).toBeVisible();
  await expect(own.getByText('Administrador do Sistema')).toBeVisible();
  await expect(own.getByText('Ativo', { exact: true })).toBeVisible();
});
