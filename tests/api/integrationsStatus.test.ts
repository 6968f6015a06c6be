// GET /integrations/status tells the portal which outside services are configured, so it offers only
// those; an unconfigured registry or CEP service answers 503 instead of calling anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/platform/config';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson } from '../helpers/fixtures';

const STATUS = '/api/v1/integrations/status';

describe('GET /integrations/status with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports Odoo off and the public registry and CEP services on', async () => {
    const user = await t.createUser({ role: 5 });
    expect(await t.call({ method: 'GET', url: STATUS, headers: await t.as(user) })).toMatchObject({
      status: 200,
      body: { odoo: false, receita: true, cep: true },
    });
    expect(await t.call({ method: 'GET', url: STATUS })).toMatchObject({ status: 401 });
  });
});

describe('GET /integrations/status with Odoo set and the registry and CEP emptied', () => {
  let t: TestApp;
  beforeAll(async () => {
    const off = parseEnv({ RECEITA_API_URL: '', CEP_API_URL: ' ' });
    t = await createTestApp({
      config: {
        ODOO_URL: 'http://odoo.example.test',
        ODOO_DB: 'portal',
        ODOO_API_KEY: 'chave',
        RECEITA_API_URL: off.RECEITA_API_URL,
        CEP_API_URL: off.CEP_API_URL,
      },
    });
  });
  afterAll(() => t.close());

  it('reports Odoo on and the emptied services off, which answer 503', async () => {
    const admin = await t.createUser({ role: 1 });
    const headers = await t.as(admin);
    expect(await t.call({ method: 'GET', url: STATUS, headers })).toMatchObject({
      status: 200,
      body: { odoo: true, receita: false, cep: false },
    });

    const company = await createPerson(t.database.db, { person_type: 2 });
    expect(await t.call({ method: 'GET', url: `/api/v1/persons/${company.id}/receita-data`, headers })).toMatchObject({
      status: 503,
      body: { detail: 'A consulta à Receita Federal não está configurada.' },
    });
    expect(await t.call({ method: 'GET', url: '/api/v1/cep/01310100', headers })).toMatchObject({
      status: 503,
      body: { detail: 'A consulta de CEP não está configurada.' },
    });
  });
});
