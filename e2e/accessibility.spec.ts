// Every screen and dialog through axe-core (e2e/support/axe.ts), in light and dark mode, on a laptop
// (1366x768) and a phone (390x844): no critical or serious violation, and no element that takes keyboard
// focus while the user cannot see it. One browser context per mode and size walks all the screens as the
// first administrator (signed in once per worker); the public pages get a context with no session.
import type { APIRequest, Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { validCnpj } from '../tests/helpers/fixtures';
import { expectAccessible, expectNoHiddenFocus, settle } from './support/axe';
import { setupValue } from './support/env';
import { expect, test, uniqueSuffix, type ApiClient } from './support/fixtures';
import { createOpportunity, createPartner } from './support/scenes';

type Scene = { personName: string; personId: number; opportunityId: number; partnerId: number };

/** A client company with an address and a contact, a partner linked to it, and an opportunity of theirs. */
async function seed(api: ApiClient, requests: APIRequest): Promise<Scene> {
  const suffix = uniqueSuffix();
  const person = await api.post('persons/', {
    person_type: 2,
    document: validCnpj(),
    name: `Maria Souza ${suffix}`,
    trade_name: 'Souza Tributos',
    role: 1,
    is_active: true,
  });
  await api.post(`persons/${person.id}/addresses`, {
    street: 'Rua das Flores',
    number: '10',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01001000',
    is_primary: true,
  });
  await api.post(`persons/${person.id}/contacts`, { contact_type: 2, value: 'maria@example.com', is_primary: true });
  const partner = await createPartner(api, `a11y.${suffix}`);
  const opportunity = await createOpportunity(api, requests, partner, person.id);
  return { personName: person.name, personId: person.id, opportunityId: opportunity.id, partnerId: partner.id };
}

/** A screen: where it is, and optionally the dialog or state to open on it. */
type Step = { name: string; path: (scene: Scene) => string; ready: (page: Page) => Promise<void>; open?: (page: Page) => Promise<void> };

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
};
const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
};

const publicSteps: Step[] = [
  { name: '/aviso', path: () => '/aviso', ready: heading(/manutenção/i) },
  { name: '/login', path: () => '/login', ready: async (page) => expect(page.getByRole('button', { name: 'Entre' })).toBeVisible() },
  { name: '/signup', path: () => '/signup', ready: async (page) => expect(page.getByRole('button', { name: 'Registrar' })).toBeVisible() },
  {
    name: '/recover-password',
    path: () => '/recover-password',
    ready: async (page) => expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible(),
  },
  {
    name: '/reset-password',
    path: () => '/reset-password?token=abc',
    ready: async (page) => expect(page.getByLabel(/senha/i).first()).toBeVisible(),
  },
];

const signedInSteps: Step[] = [
  { name: 'Início', path: () => '/', ready: heading(/Olá/) },
  { name: '404', path: () => '/nao-existe', ready: heading(/Oops|404/) },
  { name: 'Pessoas', path: (s) => `/pessoas?query=${encodeURIComponent(s.personName)}`, ready: heading('Gestão de Pessoas') },
  {
    name: 'Pessoas, linha selecionada',
    path: (s) => `/pessoas?query=${encodeURIComponent(s.personName)}`,
    ready: heading('Gestão de Pessoas'),
    open: async (page) => {
      await page.getByRole('row').nth(1).getByRole('checkbox').check();
      await expect(page.getByText(/selecionad/).first()).toBeVisible();
    },
  },
  { name: 'Adicionar Pessoa', path: () => '/pessoas', ready: heading('Gestão de Pessoas'), open: button('Adicionar Pessoa') },
  { name: 'Pessoa', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/) },
  { name: 'Editar pessoa', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/), open: button('Editar') },
  { name: 'Adicionar Endereço', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/), open: button('Adicionar Endereço') },
  { name: 'Adicionar Contato', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/), open: button('Adicionar Contato') },
  { name: 'Adicionar Conta', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/), open: button('Adicionar Conta') },
  { name: 'Deletar pessoa', path: (s) => `/pessoas/${s.personId}`, ready: heading(/Maria Souza/), open: button('Deletar') },
  { name: 'Oportunidades', path: () => '/oportunidades/oportunidades', ready: heading('Gestão de Oportunidades') },
  {
    name: 'Adicionar Oportunidade',
    path: () => '/oportunidades/oportunidades',
    ready: heading('Gestão de Oportunidades'),
    open: button('Adicionar Oportunidade'),
  },
  { name: 'Oportunidade', path: (s) => `/oportunidades/${s.opportunityId}`, ready: heading(/Maria Souza/) },
  {
    name: 'Editar oportunidade',
    path: (s) => `/oportunidades/${s.opportunityId}`,
    ready: heading(/Maria Souza/),
    open: async (page) => {
      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
    },
  },
  {
    name: 'Marcar como perdida',
    path: (s) => `/oportunidades/${s.opportunityId}`,
    ready: heading(/Maria Souza/),
    open: button('Marcar como perdida'),
  },
  { name: 'Nova tag', path: (s) => `/oportunidades/${s.opportunityId}`, ready: heading(/Maria Souza/), open: button('Nova tag') },
  { name: 'Vínculos', path: () => '/Vinculos', ready: heading('Gerenciador de vínculos') },
  { name: 'Vínculos do parceiro', path: (s) => `/Vinculos/${s.partnerId}`, ready: heading(/Parceiro:/) },
  {
    name: 'Adicionar Vínculo',
    path: (s) => `/Vinculos/${s.partnerId}`,
    ready: heading(/Parceiro:/),
    open: button('Adicionar Vínculo'),
  },
  { name: 'Usuários', path: () => '/admin', ready: heading('Gestão de Usuários') },
  { name: 'Adicionar Usuário', path: () => '/admin', ready: heading('Gestão de Usuários'), open: button(/Adicionar Usuário/) },
  { name: 'Configurações', path: () => '/settings', ready: heading(/Configurações/) },
  ...['Senha', 'Aparência'].map(
    (tab): Step => ({
      name: `Configurações: ${tab}`,
      path: () => '/settings',
      ready: heading(/Configurações/),
      open: async (page) => {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      },
    }),
  ),
];

const sizes = [
  { size: 'laptop', viewport: { width: 1366, height: 768 } },
  { size: 'celular', viewport: { width: 390, height: 844 } },
];
const modes = ['light', 'dark'] as const;

async function walk(page: Page, steps: Step[], scene: Scene, label: string) {
  for (const step of steps) {
    await test.step(step.name, async () => {
      await page.goto(step.path(scene));
      await step.ready(page);
      await step.open?.(page);
      await expectAccessible(page, `${label} ${step.name}`);
    });
  }
}

test.describe.configure({ mode: 'parallel' });

for (const { size, viewport } of sizes) {
  for (const colorScheme of modes) {
    test.describe(`${colorScheme}, ${size}`, () => {
      let context: BrowserContext;
      let publicContext: BrowserContext;
      let scene: Scene;

      const open = (browser: Browser, storageState?: BrowserContextOptions['storageState']) =>
        browser.newContext({ baseURL: setupValue('baseURL'), viewport, colorScheme, storageState, locale: 'pt-BR' });

      test.beforeAll(async ({ browser, adminStorageState, api, playwright }) => {
        scene = await seed(api, playwright.request);
        context = await open(browser, adminStorageState);
        publicContext = await open(browser);
      });
      test.afterAll(async () => {
        await context?.close();
        await publicContext?.close();
      });

      test('the public pages', async () => {
        const page = await publicContext.newPage();
        await walk(page, publicSteps, scene, `${colorScheme} ${size}`);
      });

      test('every screen and dialog of the console', async () => {
        test.setTimeout(6 * 60_000); // some thirty screens and dialogs
        const page = await context.newPage();
        await walk(page, signedInSteps, scene, `${colorScheme} ${size}`);
      });

      test('the keyboard reaches only what it can see, starting with a visible skip link', async () => {
        const page = await context.newPage();
        await page.goto(`/pessoas?query=${encodeURIComponent(scene.personName)}`);
        await heading('Gestão de Pessoas')(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('button', { name: 'Pular para o conteúdo' });
        await expect(skip).toBeFocused();
        await settle(page);
        await expect(skip).toBeInViewport();
        await expectAccessible(page, 'skip link focused');
        await expectNoHiddenFocus(page, `${colorScheme} ${size} Pessoas`);
        await expect(page.getByRole('checkbox', { name: `Selecionar ${scene.personName}` })).toBeVisible();
      });
    });
  }
}
