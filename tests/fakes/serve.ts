// Starts the three fake peers side by side for a manual or end-to-end run against the real server:
//   npx tsx tests/fakes/serve.ts [--odoo PORT] [--receita PORT] [--cep PORT] [--odoo-version 19.0]
// Ports default to random free ones. Prints the environment to give the portal, then serves until stopped.
import { parseArgs } from 'node:util';
import { FakeOdoo } from './fakeOdoo';
import { FakeReceita } from './fakeReceita';
import { FakeViaCep } from './fakeViaCep';

export async function startFakes(options: { odoo?: number; receita?: number; cep?: number; odooVersion?: string } = {}) {
  const [odoo, receita, cep] = await Promise.all([
    FakeOdoo.start({ port: options.odoo, version: options.odooVersion }),
    FakeReceita.start(options.receita),
    FakeViaCep.start(options.cep),
  ]);
  const env = {
    ...odoo.config('auto'),
    RECEITA_API_URL: receita.url,
    CEP_API_URL: cep.url,
  };
  return {
    odoo,
    receita,
    cep,
    env,
    close: () => Promise.all([odoo.close(), receita.close(), cep.close()]).then(() => undefined),
  };
}

const isMain = process.argv[1]?.replace(/\\/g, '/').endsWith('tests/fakes/serve.ts');
if (isMain) {
  const { values } = parseArgs({
    options: {
      odoo: { type: 'string' },
      receita: { type: 'string' },
      cep: { type: 'string' },
      'odoo-version': { type: 'string' },
    },
  });
  const port = (value?: string) => (value ? Number(value) : undefined);
  const fakes = await startFakes({
    odoo: port(values.odoo),
    receita: port(values.receita),
    cep: port(values.cep),
    odooVersion: values['odoo-version'],
  });
  for (const [name, value] of Object.entries(fakes.env)) console.log(`${name}=${value}`);
  const stop = () => void fakes.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
