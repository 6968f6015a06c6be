// The e2e specs import `test` and `expect` from here instead of from @playwright/test:
//
//   import { test, expect, loginAs } from './support/fixtures';
//
//   test('a partner sees its own people', async ({ page, createUser, api }) => {
//     const partner = await createUser(5);                  // via POST /api/v1/users/, as the admin
//     await api.post('persons/', { ... });                  // more data, as the admin
//     await loginAs(page, partner.email, partner.password); // through the /login form
//     ...
//   });
//
// Fixtures
// - page, context, request: Playwright's own, with baseURL = the portal the global setup started.
// - adminPage: a page already signed in as the first administrator (a superuser, Administrador). The
//   login goes through the real /login form once per worker; each test gets a new context from that
//   storage state.
// - api (worker): an ApiClient with the administrator's token, for creating users and data quickly.
// - apiAs(user): an ApiClient with another user's token (for example one made by createUser).
// - createUser(role = 5, overrides): a new active user with a unique email and a known password
//   (DEFAULT_PASSWORD); `document` (a valid CPF/CNPJ) links it to that person, creating a partner person
//   if none has it; `person_id` links it to an existing person.
// Helpers (plain functions): loginAs, logout, openUserMenu, toast, expectToast (ui.ts),
// readLatestEmail (mailbox.ts), uniqueEmail, uniqueName; ADMIN_EMAIL and ADMIN_PASSWORD (env.ts).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ApiClient } from './api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupValue } from './env';
import { loginAs } from './ui';

export { expect };
export { ApiClient } from './api';
export { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
export { readLatestEmail, type Email } from './mailbox';
export { expectToast, loginAs, logout, openUserMenu, pageCaughtUp, submitLogin, toast } from './ui';

/** Password of every user createUser makes, unless given. */
export const DEFAULT_PASSWORD = 'Senha-e2e-123';

let sequence = 0;
/** A short suffix no other test, worker or earlier run will produce. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? 0}${sequence}`;
}
export const uniqueEmail = (prefix = 'usuario') => `${prefix}.${uniqueSuffix()}@example.com`;
export const uniqueName = (prefix = 'Usuário') => `${prefix} ${uniqueSuffix()}`;

export type NewUser = {
  email?: string;
  full_name?: string;
  password?: string;
  is_active?: boolean;
  is_superuser?: boolean;
  person_id?: number | null;
  document?: string | null;
};

/** A user as /api/v1/users answers it, plus the password it was created with. */
export type CreatedUser = Required<Omit<NewUser, 'password'>> & { id: number; role: number; password: string };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type TestFixtures = {
  adminPage: Page;
  createUser: (role?: number, overrides?: NewUser) => Promise<CreatedUser>;
  apiAs: (user: { email: string; password: string }) => Promise<ApiClient>;
};

type WorkerFixtures = {
  api: ApiClient;
  adminStorageState: StorageState;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  api: [
    async ({ playwright }, use) => {
      const api = await ApiClient.login(playwright.request, setupValue('baseURL'), ADMIN_EMAIL, ADMIN_PASSWORD);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  adminStorageState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: setupValue('baseURL') });
      await loginAs(await context.newPage(), ADMIN_EMAIL, ADMIN_PASSWORD);
      // Kept in memory, not in test-results/, which another run in the same tree may clear.
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],

  adminPage: async ({ browser, adminStorageState }, use) => {
    const context = await browser.newContext({ storageState: adminStorageState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },

  createUser: async ({ api }, use) => {
    await use(async (role = 5, overrides = {}) => {
      const { password = DEFAULT_PASSWORD, person_id, ...fields } = overrides;
      let user = await api.post('users/', {
        email: uniqueEmail(),
        full_name: uniqueName(),
        is_active: true,
        is_superuser: false,
        ...fields,
        password,
        confirm_password: password,
        role,
      });
      // POST /users/ links a person only through `document`; an explicit person is a second call.
      if (person_id !== undefined) user = await api.patch(`users/${user.id}`, { person_id });
      return { ...user, password };
    });
  },

  apiAs: async ({ playwright }, use) => {
    const clients: ApiClient[] = [];
    await use(async ({ email, password }) => {
      const client = await ApiClient.login(playwright.request, setupValue('baseURL'), email, password);
      clients.push(client);
      return client;
    });
    await Promise.all(clients.map((client) => client.dispose()));
  },
});
