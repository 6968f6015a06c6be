// Servers the portal talks to during the e2e run (stand-ins for Odoo, the Receita registry, ViaCEP).
// Each one is started before the portal server; its URL is given to the server as `env` (for example
// ODOO_URL) and to the test workers through process.env under the same name.
//
// They are the fakes of tests/fakes, speaking each service's real wire format; a spec looks inside the
// fake Odoo through GET {ODOO_URL}/__fake/records/<model>. To add one, append an entry, with any extra
// settings the server needs for it in `serverEnv`.

import { FakeOdoo } from '../../tests/fakes/fakeOdoo';
import { FakeReceita } from '../../tests/fakes/fakeReceita';
import { FakeViaCep } from '../../tests/fakes/fakeViaCep';

export type StartedSidecar = { url: string; close(): Promise<void> };

export type Sidecar = {
  name: string;
  /** The server setting that receives this sidecar's URL. */
  env: string;
  /** Further settings for the server while this sidecar runs. */
  serverEnv?: Record<string, string>;
  start(): Promise<StartedSidecar>;
};

/** The fake Odoo's database and credentials; the fake checks them as a real Odoo does. */
const odoo = { db: 'portal-e2e', username: 'integracao@example.com', apiKey: 'e2e-odoo-api-key' };

const started = (fake: { url: string; close(): Promise<void> }): StartedSidecar => ({ url: fake.url, close: () => fake.close() });

export const sidecars: Sidecar[] = [
  {
    name: 'Odoo (fake)',
    env: 'ODOO_URL',
    serverEnv: { ODOO_DB: odoo.db, ODOO_USERNAME: odoo.username, ODOO_API_KEY: odoo.apiKey, ODOO_PROTOCOL: 'auto' },
    start: async () => started(await FakeOdoo.start(odoo)),
  },
  { name: 'Receita Federal (fake)', env: 'RECEITA_API_URL', start: async () => started(await FakeReceita.start()) },
  { name: 'ViaCEP (fake)', env: 'CEP_API_URL', start: async () => started(await FakeViaCep.start()) },
];
