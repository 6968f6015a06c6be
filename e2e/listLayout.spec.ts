// Every list as a demanding user looks at it on a 1366x768 laptop and a 390x844 phone, each with more
// rows than a page: the footer ('Mostrando X de Y …', the page links, 'Itens por página') on one line,
// and no text of a row or of the footer cut by its box (measured in the page: e2e/support/overflow.ts).
// The lists the portal builds from a declaration are read from the declarations
// (e2e/support/declaredLists.ts), seeded through their generated POST (one whose rows no such POST makes,
// in UNSEEDED_LISTS, is checked for cut text without its page links); the lists that are a resource's own
// page are listed here by hand.
import type { Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { ApiClient, expect, test, uniqueSuffix } from './support/fixtures';
import { declaredLists, seedDeclaredRows, UNSEEDED_LISTS, WALKERS, type DeclaredList } from './support/declaredLists';
import { setupValue } from './support/env';
import { createPartner, winWithCommission, type Partner } from './support/scenes';
import { expectFooterOnOneLine, expectNoClippedText } from './support/overflow';

/** More than a page (10 rows, 20 for opportunities), so every footer shows its page links. */
const ROWS = 21;
const sizes = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

let suffix: string;
let partner: Partner;
/** The declared lists the administrator may open, and those of them this spec seeded with ROWS rows. */
const declared = declaredLists(WALKERS.administrator);
let seeded: Set<DeclaredList['name']>;

test.beforeAll(async ({ api, playwright }) => {
  test.setTimeout(240_000);
  suffix = uniqueSuffix();
  partner = await createPartner(api, `lista.${suffix}`);
  const asPartner = await ApiClient.login(playwright.request, setupValue('baseURL'), partner.email, partner.password);
  const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
  // Tag names as users write them (the catalogue is shared: an existing one is reused).
  const tags: { id: number }[] = [];
  for (const [name, color] of [['Grande conta', 'orange'], ['Revisão jurídica', 'purple'], ['Urgente', 'red']]) {
    const { data } = await api.get<{ data: { id: number; name: string }[] }>('oportunidades/tags', { query: name, limit: 100 });
    const existing = data.find((tag) => tag.name === name);
    tags.push(existing ?? (await api.post('oportunidades/tags', { name, color })));
  }
  const opportunityIds: number[] = [];
  for (let n = 1; n <= ROWS; n++) {
    const client = await api.post('persons/', {
      person_type: 1,
      document: validCpf(),
      // A client's name as long as a real one; a word of the suffix keeps it this spec's own.
      name: `Metalúrgica Aço Forte ${suffix.slice(-6)} ${n}`,
      role: 1,
      is_active: n % 2 === 0,
    });
    await api.post('userPersonsLinks/', { user_id: partner.id, person_id: client.id, created_by_id: partner.id, creation_method: 1 });
    const created = await asPartner.request.post('/api/v1/oportunidades/', { multipart: { tese: String(thesis.id), cliente_id: String(client.id) } });
    expect(created.ok(), await created.text()).toBe(true);
    const opportunity = await created.json();
    opportunityIds.push(opportunity.id);
    await api.patch(`oportunidades/${opportunity.id}`, { receita_esperada: 12_345_678.9 });
    for (const tag of tags) await api.post(`oportunidades/${opportunity.id}/tags/${tag.id}`);
    await createPartner(api, `lista.${suffix}.${n}`);
  }
  await asPartner.dispose();
  // The declared lists' rows point at the partner's person, a won opportunity of theirs (a recebimento
  // needs one), the administrator and a thesis.
  const partnerPerson = await winWithCommission(api, partner, opportunityIds[0]);
  const admin = await api.get<{ id: number }>('users/me');
  seeded = await seedDeclaredRows(api, declared, {
    count: ROWS,
    suffix,
    references: { pessoas: partnerPerson, oportunidades: opportunityIds[0], users: admin.id, teses: thesis.id },
  });
});

/** The lists that are a resource's own page, filtered to this spec's rows (others run alongside) where it can be. */
const lists = () => [
  { path: `/pessoas?query=${suffix.slice(-6)}`, heading: 'Gestão de Pessoas' },
  { path: `/oportunidades/oportunidades?query=${suffix.slice(-6)}`, heading: 'Gestão de Oportunidades' },
  { path: `/admin?query=${suffix}`, heading: 'Gestão de Usuários' },
  { path: '/Vinculos', heading: 'Gerenciador de vínculos' },
  { path: `/Vinculos/${partner.id}`, heading: /^Parceiro:/ },
];

/** The machine is shared with other suites: a list may take longer than expect's 10 s. */
const LOADED = { timeout: 30_000 };

async function openList(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(LOADED);
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeVisible(LOADED);
}

for (const viewport of sizes) {
  test(`every list of its own page at ${viewport.width}x${viewport.height}: the footer on one line, no row or footer text cut`, async ({ adminPage: page }) => {
    await page.setViewportSize(viewport);
    for (const { path, heading } of lists()) {
      await test.step(path, async () => {
        await openList(page, path, heading);
        await expectFooterOnOneLine(page, `${path} at ${viewport.width} px`);
        await expectNoClippedText(page.locator('tbody td, footer'), `${path} at ${viewport.width} px`);
      });
    }
  });
}

for (const viewport of sizes) {
  test(`every declared list at ${viewport.width}x${viewport.height}: no row or footer text cut, the footer on one line`, async ({ adminPage: page }) => {
    test.setTimeout(declared.length * 30_000);
    await page.setViewportSize(viewport);
    for (const list of declared) {
      await test.step(list.path, async () => {
        const what = `${list.path} at ${viewport.width} px`;
        if (!seeded.has(list.name)) {
          // Its rows are whatever the server holds: the page links may not show. Its text is still checked.
          test.info().annotations.push({ type: 'page links not checked', description: `${list.path}: ${UNSEEDED_LISTS[list.name]}` });
          await page.goto(list.path);
          await expect(page.getByRole('heading', { name: list.title, level: 1 })).toBeVisible(LOADED);
          const rows = page.locator('tbody tr');
          await expect(rows.first().or(page.getByText(list.emptyTitle))).toBeVisible(LOADED);
          if (await rows.count()) await expectFooterOnOneLine(page, what);
        } else {
          await openList(page, list.searchable ? `${list.path}?query=${suffix}` : list.path, list.title);
          await expectFooterOnOneLine(page, what);
        }
        await expectNoClippedText(page.locator('tbody td, footer'), what);
      });
    }
  });
}

test("on a 390x844 phone the filters wait behind 'Filtrar' and the first rows show without scrolling", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const filtered = [
    { path: `/pessoas?query=${suffix.slice(-6)}`, heading: 'Gestão de Pessoas', filter: 'Status' },
    { path: `/oportunidades/oportunidades?query=${suffix.slice(-6)}`, heading: 'Gestão de Oportunidades', filter: 'Estágio' },
    { path: `/admin?query=${suffix}`, heading: 'Gestão de Usuários', filter: 'Status' },
    { path: `/teses?query=${suffix}`, heading: 'Teses', filter: 'Ativa' },
  ];
  for (const { path, heading, filter } of filtered) {
    await test.step(path, async () => {
      await openList(page, path, heading);
      const rows = page.locator('tbody tr');
      await expect(rows.nth(0)).toBeInViewport();
      await expect(rows.nth(1)).toBeInViewport();
      await expect(page.getByRole('combobox', { name: new RegExp(`^${filter}`) })).toHaveCount(0);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page.getByRole('combobox', { name: new RegExp(`^${filter}`) }).first()).toBeVisible();
    });
  }
});
