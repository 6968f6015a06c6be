// Every screen and dialog through axe-core (e2e/support/axe.ts), in light and dark mode, on a laptop
// (1366x768) and a phone (390x844): no critical or serious violation, and no element that takes keyboard
// focus while the user cannot see it. One browser context per size walks all the screens as the first
// administrator (signed in once per worker); the public pages get a context with no session. Each step
// is checked in both themes on the same page: the portal follows the emulated prefers-color-scheme live
// (src/ui/layout/theme/preference.ts), so a theme costs a scan, not a second walk. A screen's states (a
// dialog, a menu) open one after another on the loaded screen, and only what they open is scanned again.
//
// The lists the portal builds from a declaration, with their 'Colunas', their select filters and their
// create page, are read from the declarations (e2e/support/declaredLists.ts: a new resource is walked by
// itself, with a row seeded through its generated POST). To add any other screen, add a `screen(...)` to
// publicSteps, adminAreas or partnerSteps: its path, what shows once it is ready, and the states to open
// on it.
import type { APIRequest, Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { validCnpj, validCpf } from '../tests/helpers/fixtures';
import { expectAccessibleInEachScheme, expectNoHiddenFocus, FOCUS_PRESS_LIMIT, FOCUS_WALK_PRESSES, nothingOpen, settle } from './support/axe';
import { declaredLists, seedDeclaredRows, UNSEEDED_LISTS, WALKERS, type DeclaredList } from './support/declaredLists';
import { setupValue } from './support/env';
import { expect, loginAs, test, uniqueSuffix, type ApiClient } from './support/fixtures';
import { createOpportunity, createPartner, winWithCommission, type Partner } from './support/scenes';

type Scene = {
  personName: string;
  personId: number;
  /** A company the fake registry knows (tests/fakes/receitaCompanies.ts), for the registry's dialog. */
  registryPersonId: number;
  opportunityId: number;
  /** The partner's won opportunity, with a recebimento. */
  wonOpportunityId: number;
  /** A document attached to the opportunity. */
  documentName: string;
  partner: Partner;
  /** A deal registration of the partner's, pending. */
  registroId: number;
  /** A self-registered account waiting for approval ('Aprovar', 'Recusar' in /admin). */
  pendingEmail: string;
};

/** The CNPJ the fake registry keeps for this spec; the four walks share its one person. */
const REGISTRY_CNPJ = '47905132000126';
const DOCUMENT = { name: 'parecer-a11y.txt', mimeType: 'text/plain', buffer: Buffer.from('Parecer sobre a tese.\n') };

/** The person with `document`, created if no walk made it yet (two walks may race: the loser finds it). */
async function personWithDocument(api: ApiClient, document: string, fields: Record<string, unknown>): Promise<number> {
  const find = async () => {
    const { data } = await api.get<{ data: { id: number; document: string }[] }>('persons/', { query: document, limit: 10 });
    return data.find((person) => person.document === document)?.id;
  };
  const found = await find();
  if (found !== undefined) return found;
  try {
    return (await api.post<{ id: number }>('persons/', { document, ...fields })).id;
  } catch (error) {
    const raced = await find();
    if (raced === undefined) throw error;
    return raced;
  }
}

/**
 * A client company with an address and a contact, a partner linked to it, and an opportunity of theirs
 * with a tag and a document.
 */
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
  const registryPersonId = await personWithDocument(api, REGISTRY_CNPJ, {
    person_type: 2,
    name: 'Acesso Pleno Consultoria',
    role: 1,
    is_active: true,
  });
  const partner = await createPartner(api, `a11y.${suffix}`);
  const opportunity = await createOpportunity(api, requests, partner, person.id);
  const tag = await api.post('oportunidades/tags', { name: `Prioridade ${suffix}`, color: 'orange' }); // the colour whose white label once failed contrast
  await api.post(`oportunidades/${opportunity.id}/tags/${tag.id}`);
  const upload = await api.request.post(`/api/v1/oportunidades/${opportunity.id}/anexos/upload`, { multipart: { files: DOCUMENT } });
  expect(upload.status(), await upload.text()).toBe(201);
  const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
  const partnerPerson = (await api.get<{ person_id: number }>(`users/${partner.id}`)).person_id;
  const registro = await api.post<{ id: number }>('registros/', { cnpj: validCnpj(), razao_social: `Registro a11y ${suffix}`, tese_id: thesis.id, parceiro_id: partnerPerson });
  // A won opportunity of the partner: 'Comissões', its page's 'Recebimentos' and 'Meu desempenho' have rows.
  const wonClient = await api.post('persons/', { person_type: 1, document: validCpf(), name: `Maria Souza Ganha ${suffix}`, role: 1, is_active: true });
  const won = await createOpportunity(api, requests, partner, wonClient.id);
  await winWithCommission(api, partner, won.id);
  // A row of each declared list the administrator walks, pointing at the partner and their won opportunity:
  // its recebimento, an activity, a commission term, a registration, a version of the terms (in force for nobody).
  const admin = await api.get<{ id: number }>('users/me');
  await seedDeclaredRows(api, declaredLists(WALKERS.administrator), {
    count: 1,
    suffix,
    references: { pessoas: partnerPerson, oportunidades: won.id, users: admin.id, teses: thesis.id },
  });
  const pendingEmail = `pendente.${suffix}@example.com`;
  const anonymous = await requests.newContext({ baseURL: setupValue('baseURL') });
  const signup = await anonymous.post('/api/v1/users/signup', { data: { email: pendingEmail, full_name: `Pendente ${suffix}`, password: 'Senha-pendente-123' } });
  expect(signup.status(), await signup.text()).toBe(200);
  await anonymous.dispose();
  return {
    pendingEmail,
    personName: person.name,
    personId: person.id,
    registryPersonId,
    opportunityId: opportunity.id,
    wonOpportunityId: won.id,
    documentName: DOCUMENT.name,
    partner,
    registroId: registro.id,
  };
}

/** Waits for a screen, or opens a dialog, menu or state on it. */
type Action = (page: Page, scene: Scene) => Promise<void>;
/** A screen: where it is, and optionally the dialog or state to open on it. */
type Step = { name: string; path: (scene: Scene) => string; ready: Action; open?: Action };

/**
 * States that change the screen in a way Escape does not undo (a ticked row, a tab, a form in edit mode):
 * the step after one loads its screen afresh.
 */
const screenChangers = new WeakSet<Action>();
const changesScreen = (action: Action): Action => {
  screenChangers.add(action);
  return action;
};

/**
 * A screen, then the screen again with each of `states` open (a dialog, a menu, a tab): one step each,
 * so every dialog is checked on its own, over the page it opens from.
 */
function screen(name: string, path: Step['path'], ready: Action, states: Record<string, Action> = {}): Step[] {
  return [{ name, path, ready }, ...Object.entries(states).map(([state, open]) => ({ name: `${name}: ${state}`, path, ready, open }))];
}

/** The walks share the two workers' CPU with the server: a screen may take longer than expect's 10 s. */
const LOADED = { timeout: 30_000 };
/**
 * What one step may take under load: loading the screen (LOADED), opening its state, and a scan in each
 * theme (up to 15 s each at a load average of 20 on two cores). A walk's budget is its steps times this,
 * so a longer walk gets a longer budget.
 */
const STEP_LIMIT = LOADED.timeout + 2 * 15_000;
const heading = (name: string | RegExp): Action => async (page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible(LOADED);
};
const visible = (role: 'button' | 'dialog' | 'listbox' | 'menu', name?: string): Action => async (page) => {
  await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible(LOADED);
};
/** Clicks the button named `name` (or the one `name` picks for this scene) and waits for what it opens. */
const click =
  (name: string | RegExp | ((scene: Scene) => string), opens: Action = visible('dialog')): Action =>
  async (page, scene) => {
    const label = typeof name === 'function' ? name(scene) : name;
    await page.getByRole('button', { name: label, exact: typeof label === 'string' }).first().click();
    await opens(page, scene);
  };
/** Opens a menu through its button, then picks `item`, which opens a dialog. */
const menuItem = (menu: (scene: Scene) => string, item: string): Action =>
  click(menu, async (page, scene) => {
    await page.getByRole('menuitem', { name: item }).click();
    await visible('dialog')(page, scene);
  });
const combobox = (name: string): Action => async (page, scene) => {
  // On a phone the list's filters are folded behind 'Filtrar'.
  const fold = page.getByRole('button', { name: 'Filtrar' });
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).first().click();
  await visible('listbox')(page, scene);
};
/** The list's 'Colunas' chooser (a button on a laptop, an icon named 'Colunas' on a phone), open. */
const columnsChooser = click('Colunas', async (page) => {
  await expect(page.getByRole('list', { name: 'Colunas' })).toBeVisible(LOADED);
});
/** Ticks the list's first row; the bulk bar then shows. */
const selectFirstRow: Action = async (page) => {
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(page.getByText(/selecionad/).first()).toBeVisible();
};
/** The side menu: always shown on a laptop, a drawer the phone opens with 'Abrir menu'. */
const sideMenu: Action = async (page) => {
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('menuitem', { name: 'Pessoas' })).toBeVisible();
};
/** The top bar's search open, the scene's client among its results. */
const globalSearch: Action = async (page, scene) => {
  const label = 'Buscar pessoas, oportunidades e usuários';
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(scene.personName);
  await expect(page.getByRole('option', { name: new RegExp(scene.personName) }).first()).toBeVisible(LOADED);
};
const tab = (name: string, then?: Action): Action => async (page, scene) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await then?.(page, scene);
};

/**
 * Each declared list (e2e/support/declaredLists.ts) with each select filter open and its 'Colunas', plus
 * `states` of its own, then its create page where it has one. 'Colunas' lists the table's columns, so it
 * is opened on the lists the seed gave a row (not UNSEEDED_LISTS, which may show no table).
 */
function declaredSteps(lists: DeclaredList[], states: Partial<Record<DeclaredList['name'], Record<string, Action>>> = {}): Step[] {
  return lists.flatMap((list) => [
    ...screen(list.title, () => list.path, heading(list.title), {
      ...Object.fromEntries(list.filters.map((filter) => [`filtro ${filter} aberto`, combobox(filter)])),
      ...(UNSEEDED_LISTS[list.name] ? {} : { Colunas: columnsChooser }),
      ...states[list.name],
    }),
    ...(list.create ? screen(list.create.title, () => list.create!.path, heading(list.create.title)) : []),
  ]);
}
/** The administrator's declared lists, by their side menu group. */
const declaredAdminLists = (section: DeclaredList['section']) => declaredLists(WALKERS.administrator).filter((list) => list.section === section);

const publicSteps: Step[] = [
  ...screen('/aviso', () => '/aviso', heading(/manutenção/i)),
  ...screen('/login', () => '/login', visible('button', 'Entre')),
  ...screen('/signup', () => '/signup', visible('button', 'Registrar')),
  ...screen('/recover-password', () => '/recover-password', visible('button', 'Continuar')),
  ...screen('/reset-password', () => '/reset-password?token=abc', async (page) => expect(page.getByLabel(/senha/i).first()).toBeVisible()),
];

const person = (scene: Scene) => `/pessoas/${scene.personId}`;
const opportunity = (scene: Scene) => `/oportunidades/${scene.opportunityId}`;
const clientHeading = heading(/Maria Souza/);
const partnerUsers = (scene: Scene) => `/admin?query=${encodeURIComponent(scene.partner.email)}`;
const userActions = (scene: Scene) => `Ações de ${scene.partner.email}`;

/** The console as the first administrator, one area per test. */
const adminAreas: Record<string, Step[]> = {
  'início e pessoas': [
    ...screen('Início', () => '/', heading(/Olá/), {
      'menu do usuário': click('Menu do usuário', visible('menu')),
      'menu lateral': sideMenu,
      'busca global': globalSearch,
      notificações: click(/^Notificações/, visible('dialog', 'Notificações')),
    }),
    ...screen('404', () => '/nao-existe', heading(/Oops|404/)),
    ...screen('Pessoas', (s) => `/pessoas?query=${encodeURIComponent(s.personName)}`, heading('Gestão de Pessoas'), {
      'linha selecionada': changesScreen(selectFirstRow),
      'pergunta de Inativar': changesScreen(async (page, scene) => {
        await selectFirstRow(page, scene);
        await click('Inativar')(page, scene);
      }),
      'filtro Tipo aberto': combobox('Tipo'),
      'filtro Papel aberto': combobox('Papel'),
      'menu Exportar': click('Exportar', visible('menu')),
      Importar: click('Importar'),
      Visualizações: click('Visualizações', visible('dialog', 'Visualizações')),
      Colunas: columnsChooser,
      'Adicionar Pessoa': click('Adicionar Pessoa'),
    }),
    ...screen('Pessoa', person, clientHeading, {
      'Editar pessoa': click('Editar'),
      'Adicionar Endereço': click('Adicionar Endereço'),
      'Adicionar Contato': click('Adicionar Contato'),
      'Adicionar Conta': click('Adicionar Conta'),
      'Editar endereço': click('Editar endereço Rua das Flores, 10'),
      'Editar contato': click('Editar contato maria@example.com'),
      'Excluir endereço': click('Excluir endereço Rua das Flores, 10'),
      'Excluir contato': click('Excluir contato maria@example.com'),
      'Deletar pessoa': click('Deletar'),
    }),
    ...screen('Pessoa na Receita Federal', (s) => `/pessoas/${s.registryPersonId}`, heading(/Acesso Pleno/i), {
      'Sincronizar com a receita federal': changesScreen(
        click('Sincronizar com a receita federal', async (page) => {
          await expect(page.getByRole('table', { name: 'Campos da Receita Federal' })).toBeVisible();
        }),
      ),
    }),
  ],
  oportunidades: [
    ...screen('Oportunidades', () => '/oportunidades/oportunidades', heading('Gestão de Oportunidades'), {
      'Adicionar Oportunidade': click('Adicionar Oportunidade'),
      Colunas: columnsChooser,
      Visualizações: click('Visualizações', visible('dialog', 'Visualizações')),
    }),
    ...screen('Quadro', () => '/oportunidades/oportunidades?view=quadro', visible('button', 'Quadro'), {
      'Mover para…': click(/^Mover para…/, visible('menu')),
    }),
    ...screen('Oportunidade', opportunity, clientHeading, {
      'Editar oportunidade': changesScreen(click('Editar', visible('button', 'Salvar'))),
      'Marcar como ganha': click('Marcar como ganha'),
      'Marcar como perdida': click('Marcar como perdida'),
      'Nova tag': click('Nova tag'),
      'menu Gerenciar tags': click('Gerenciar tags', visible('menu')),
      'Excluir tag': menuItem(() => 'Gerenciar tags', 'Excluir tag'),
      'Excluir tag: a pergunta que a nomeia': async (page, scene) => {
        await menuItem(() => 'Gerenciar tags', 'Excluir tag')(page, scene);
        await page.getByRole('dialog').getByRole('combobox', { name: /^Tag/ }).click();
        await page.getByRole('option').first().click();
        await page.getByRole('button', { name: 'Excluir permanentemente' }).click();
        await expect(page.getByRole('dialog', { name: /^Excluir a tag "/ })).toBeVisible(LOADED);
      },
      'Excluir oportunidade': click('Excluir'),
      'Adicionar Documentos': click('Adicionar Documentos', visible('button', 'Enviar')),
      'Remover documento': click((s) => `Remover ${s.documentName}`),
    }),
  ],
  'vínculos, usuários e teses': [
    ...screen('Vínculos', () => '/Vinculos', heading('Gerenciador de vínculos')),
    ...screen('Vínculos do parceiro', (s) => `/Vinculos/${s.partner.id}`, heading(/Parceiro:/), {
      'Adicionar Vínculo': click('Adicionar Vínculo'),
      'Remover vínculo': click((s) => `Remover vínculo com ${s.personName}`),
    }),
    ...screen('Usuários', partnerUsers, heading('Gestão de Usuários'), {
      'Adicionar Usuário': click(/Adicionar Usuário/),
      'menu Ações': click(userActions, visible('menu')),
      'Editar Usuário': menuItem(userActions, 'Editar Usuário'),
      'Redefinir verificação em duas etapas': menuItem(userActions, 'Redefinir verificação em duas etapas'),
      'Excluir Usuário': menuItem(userActions, 'Excluir Usuário'),
      Colunas: columnsChooser,
    }),
    ...screen('Usuários aguardando aprovação', (s) => `/admin?cadastro=pendente&query=${encodeURIComponent(s.pendingEmail)}`, heading('Gestão de Usuários'), {
      'filtro Cadastro aberto': combobox('Cadastro'),
      'Aprovar cadastro': click('Aprovar'),
      'Recusar cadastro': click('Recusar'),
    }),
    ...screen('Tese', () => '/teses/1/show', heading(/PIS\/COFINS/)),
  ],
  // 'Comissões' has the won opportunity's commission.
  'listas declaradas do trabalho': declaredSteps(declaredAdminLists('work'), { comissoes: { 'Pagar comissões': click('Pagar comissões'), Colunas: columnsChooser } }),
  'listas declaradas da administração': declaredSteps(declaredAdminLists('admin')),
  registros: [
    ...screen('Registro', (s) => `/registros/${s.registroId}/show`, heading(/^Registro a11y/), {
      Aprovar: click('Aprovar'),
      Rejeitar: click('Rejeitar'),
    }),
  ],
  comissões: [
    ...screen('Oportunidade ganha', (s) => `/oportunidades/${s.wonOpportunityId}`, clientHeading, {
      'Registrar recebimento': click('Registrar recebimento'),
    }),
    ...screen('Meu desempenho (equipe)', () => '/meu-desempenho', heading('Meu desempenho')),
  ],
  configurações: [
    ...screen('Configurações', () => '/settings', heading(/Configurações/), {
      'Meu perfil: editar': changesScreen(click('Editar', visible('button', 'Salvar'))),
      Senha: changesScreen(tab('Senha')),
      Aparência: changesScreen(tab('Aparência')),
    }),
  ],
};

/** What only a user who is not a superuser sees: a create dialog with its form on, the danger zone. */
const partnerSteps: Step[] = [
  ...screen('Oportunidades do parceiro', () => '/oportunidades/oportunidades', heading('Gestão de Oportunidades'), {
    'Adicionar Oportunidade': click('Adicionar Oportunidade'),
  }),
  ...declaredSteps(declaredLists(WALKERS.partner)),
  ...screen('Registro do parceiro', (s) => `/registros/${s.registroId}/show`, heading(/^Registro a11y/)),
  ...screen('Meu desempenho', () => '/meu-desempenho', heading('Meu desempenho')),
  ...screen('Configurações do parceiro', () => '/settings', heading(/Configurações/), {
    'Zona de perigo': changesScreen(tab('Zona de perigo')),
    'Excluir conta': changesScreen(tab('Zona de perigo', click('Excluir conta'))),
  }),
];

const sizes = [
  { size: 'laptop', viewport: { width: 1366, height: 768 } },
  { size: 'celular', viewport: { width: 390, height: 844 } },
];

/**
 * Loads the step's screen unless the page shows it already at rest (the previous step was a state of
 * the same screen that Escape closed), then opens the step's state and scans in each theme.
 */
async function walk(page: Page, steps: Step[], scene: Scene, label: string) {
  let atRest: string | undefined;
  for (const step of steps) {
    await test.step(step.name, async () => {
      const path = step.path(scene);
      if (path !== atRest) await page.goto(path);
      atRest = undefined;
      await step.ready(page, scene);
      await step.open?.(page, scene);
      await expectAccessibleInEachScheme(page, `${label} ${step.name}`);
      if (!step.open) atRest = path;
      // Closes what the step opened (react-admin remembers the phone's side menu as open, and would show it
      // over the next screens of this session); the next state opens on the same page if all closed.
      else {
        await page.keyboard.press('Escape');
        if (!screenChangers.has(step.open) && (await nothingOpen(page))) atRest = path;
      }
    });
  }
}

test.describe.configure({ mode: 'parallel' });

for (const { size, viewport } of sizes) {
  test.describe(size, () => {
    let context: BrowserContext;
    let publicContext: BrowserContext;
    let partnerContext: BrowserContext;
    let scene: Scene;

    const open = (browser: Browser, storageState?: BrowserContextOptions['storageState']) =>
      browser.newContext({ baseURL: setupValue('baseURL'), viewport, storageState, locale: 'pt-BR' });

    test.beforeAll(async ({ browser, adminStorageState, api, playwright }) => {
      scene = await seed(api, playwright.request);
      context = await open(browser, adminStorageState);
      publicContext = await open(browser);
      partnerContext = await open(browser);
      const login = await partnerContext.newPage();
      await loginAs(login, scene.partner.email, scene.partner.password);
      await login.close();
    });
    test.afterAll(async () => {
      await context?.close();
      await publicContext?.close();
      await partnerContext?.close();
    });

    const walks: { name: string; steps: Step[]; context: () => BrowserContext }[] = [
      { name: 'the public pages', steps: publicSteps, context: () => publicContext },
      ...Object.entries(adminAreas).map(([area, steps]) => ({
        name: `the console as the administrator: ${area}`,
        steps,
        context: () => context,
      })),
      { name: 'the console as a partner', steps: partnerSteps, context: () => partnerContext },
    ];
    for (const { name, steps, context: contextOf } of walks) {
      test(name, async () => {
        test.setTimeout(steps.length * STEP_LIMIT);
        // Closed after the walk: the contexts outlive it, and a page left open keeps polling the server.
        const page = await contextOf().newPage();
        await walk(page, steps, scene, size).finally(() => page.close());
      });
    }

    test('the keyboard reaches only what it can see, starting with a visible skip link', async () => {
      // Loading the list, the skip link in each theme, then every Tab press of the focus walk.
      test.setTimeout(STEP_LIMIT + FOCUS_WALK_PRESSES * FOCUS_PRESS_LIMIT);
      const page = await context.newPage();
      await page.goto(`/pessoas?query=${encodeURIComponent(scene.personName)}`);
      await heading('Gestão de Pessoas')(page, scene);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('button', { name: 'Pular para o conteúdo' });
      await expect(skip).toBeFocused();
      await settle(page);
      await expect(skip).toBeInViewport();
      await expectAccessibleInEachScheme(page, `${size} skip link focused`);
      // Where focus lands and what covers it is the same in either theme: one walk.
      await expectNoHiddenFocus(page, `${size} Pessoas`);
      await expect(page.getByRole('checkbox', { name: `Selecionar ${scene.personName}` })).toBeVisible();
      await page.close();
    });
  });
}
