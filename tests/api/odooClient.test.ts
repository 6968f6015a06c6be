// The Odoo client against a fake Odoo speaking the real wire formats: both transports, their error
// envelopes, a reply without `result`, slow and absent servers, and protocol detection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/platform/config';
import { createOdooClient, odooClientFor, odooSettings } from '../../server/integrations/odoo/client';
import { isMissingRecord } from '../../server/integrations/odoo/errors';
import { majorVersion } from '../../server/integrations/odoo/version';
import { startServer } from '../fakes/http';
import { FakeOdoo, type OdooProtocol } from '../fakes/fakeOdoo';

const clientFor = (fake: FakeOdoo, protocol: 'auto' | OdooProtocol, overrides = {}) =>
  createOdooClient(odooSettings(testConfig({ ...fake.config(protocol), ODOO_TIMEOUT_MS: 300, ...overrides })), protocol);

describe('Odoo client', () => {
  let fake: FakeOdoo;
  beforeAll(async () => {
    fake = await FakeOdoo.start({ version: '19.0' });
  });
  afterEach(async () => {
    await fake.idle();
    fake.reset();
  });
  afterAll(() => fake.close());

  describe.each(['jsonrpc', 'json2'] as const)('over %s', (protocol) => {
    it('creates a record and finds it again', async () => {
      const odoo = clientFor(fake, protocol);
      const id = await odoo.create('res.partner', { name: 'Acme Ltda', is_company: true, vat: '33683111000280' });
      const found = await odoo.searchRead('res.partner', [['vat', '=', '33683111000280']], ['name', 'is_company']);
      expect(found).toEqual([{ id, name: 'Acme Ltda', is_company: true }]);
      expect(fake.callsTo('res.partner', 'create')).toEqual([
        {
          protocol,
          model: 'res.partner',
          method: 'create',
          params: { vals_list: [{ name: 'Acme Ltda', is_company: true, vat: '33683111000280' }] },
        },
      ]);
    });

    it("turns Odoo's error into a 502 carrying Odoo's message", async () => {
      const odoo = clientFor(fake, protocol);
      fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'error', message: 'Você não tem acesso a Contatos' } });
      await expect(odoo.create('res.partner', { name: 'X' })).rejects.toMatchObject({
        statusCode: 502,
        detail: 'O Odoo recusou a operação: Você não tem acesso a Contatos',
      });
    });

    it('reports a wrong field name with what Odoo said', async () => {
      const odoo = clientFor(fake, protocol);
      await expect(odoo.create('res.partner', { nome: 'X' })).rejects.toMatchObject({
        statusCode: 502,
        detail: expect.stringContaining("Invalid field 'nome' on model 'res.partner'"),
      });
    });

    it('takes an answer without a result as null, and refuses it where an id was due', async () => {
      const odoo = clientFor(fake, protocol);
      fake.fail({ method: 'write', failure: { kind: 'no-result' } });
      await expect(odoo.execute({ model: 'res.partner', method: 'write', ids: [1], args: { vals: {} } })).resolves.toBeNull();
      fake.fail({ method: 'create', failure: { kind: 'no-result' } });
      await expect(odoo.create('res.partner', { name: 'Sem resposta' })).rejects.toMatchObject({
        statusCode: 502,
        detail: 'Resposta inválida do Odoo: o Odoo não confirmou a criação em res.partner',
      });
    });

    it("says which records Odoo no longer has (MissingError), apart from other refusals", async () => {
      const odoo = clientFor(fake, protocol);
      const id = await odoo.create('res.partner', { name: 'Apagado depois' });
      fake.store.unlink('res.partner', [id]);
      const missing = await odoo.write('res.partner', [id], { name: 'X' }).catch((error: unknown) => error);
      expect(missing).toMatchObject({ statusCode: 502, detail: expect.stringContaining('Record does not exist or has been deleted') });
      expect(isMissingRecord(missing)).toBe(true);

      fake.fail({ method: 'write', failure: { kind: 'error', name: 'odoo.exceptions.AccessError', message: 'Sem acesso' } });
      const refused = await odoo.write('res.partner', [1], { name: 'X' }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ statusCode: 502 });
      expect(isMissingRecord(refused)).toBe(false);
    });

    it('imports a record with its external id, and the same import again updates it', async () => {
      const odoo = clientFor(fake, protocol);
      const [tag] = fake.store.create('crm.tag', [{ name: 'Importada' }]);
      const fields = ['id', 'name', 'type', 'expected_revenue', 'active', 'partner_id/.id', 'tag_ids/.id'];
      const [id] = await odoo.load('crm.lead', fields, [['__portal__.oportunidade_9', 'Lead', 'opportunity', '10.5', 'True', '', String(tag)]]);
      expect(fake.records('crm.lead')).toEqual([
        expect.objectContaining({ id, name: 'Lead', type: 'opportunity', expected_revenue: 10.5, active: true, partner_id: false, tag_ids: [tag] }),
      ]);
      expect(fake.records('ir.model.data')).toEqual([
        expect.objectContaining({ module: '__portal__', name: 'oportunidade_9', model: 'crm.lead', res_id: id }),
      ]);

      const again = await odoo.load('crm.lead', fields, [['__portal__.oportunidade_9', 'Lead 2', 'opportunity', '0', 'False', '', '']]);
      expect(again).toEqual([id]);
      expect(fake.records('crm.lead')).toEqual([expect.objectContaining({ id, name: 'Lead 2', expected_revenue: 0, active: false, tag_ids: [] })]);
      expect(fake.callsTo('crm.lead', 'load').map((c) => c.params)).toEqual([
        { fields, data: [['__portal__.oportunidade_9', 'Lead', 'opportunity', '10.5', 'True', '', String(tag)]] },
        { fields, data: [['__portal__.oportunidade_9', 'Lead 2', 'opportunity', '0', 'False', '', '']] },
      ]);
    });

    it("reports what the import refused as a 502 with Odoo's message, having written nothing", async () => {
      const odoo = clientFor(fake, protocol);
      await expect(
        odoo.load('crm.lead', ['id', 'name', 'partner_id/.id'], [['__portal__.oportunidade_1', 'Lead', '999999']]),
      ).rejects.toMatchObject({
        statusCode: 502,
        detail: "O Odoo recusou a operação: No matching record found for database id '999999' in field 'partner_id'",
      });
      expect(fake.records('crm.lead')).toEqual([]);
      expect(fake.records('ir.model.data')).toEqual([]);
    });

    it('answers 504 when Odoo is slower than the timeout', async () => {
      const odoo = clientFor(fake, protocol);
      await odoo.search('res.country', []); // logged in and ready
      fake.fail({ method: 'search', failure: { kind: 'delay', ms: 1000 } });
      await expect(odoo.search('res.country', [])).rejects.toMatchObject({
        statusCode: 504,
        detail: 'O Odoo não respondeu a tempo. Tente novamente em instantes.',
      });
    });

    it('answers 502 when a proxy in front of Odoo fails', async () => {
      const odoo = clientFor(fake, protocol);
      await odoo.search('res.country', []);
      fake.fail({ method: 'search', failure: { kind: 'http', status: 502 } });
      await expect(odoo.search('res.country', [])).rejects.toMatchObject({
        statusCode: 502,
        detail: 'O Odoo respondeu com erro HTTP 502',
      });
    });
  });

  it('speaks JSON-RPC as Odoo expects: login once, then execute_kw with positional ids and args', async () => {
    const odoo = clientFor(fake, 'jsonrpc');
    await odoo.search('res.country', [['code', '=', 'BR']], { limit: 1 });
    await odoo.write('res.country', [1], { name: 'Brasil' });
    const bodies = fake.requests.map((r) => ({ path: r.path, body: r.body as { params: unknown } }));
    expect(bodies.map((b) => b.path)).toEqual(['/jsonrpc', '/jsonrpc', '/jsonrpc']);
    expect(bodies[0].body).toMatchObject({
      jsonrpc: '2.0',
      method: 'call',
      params: { service: 'common', method: 'login', args: ['portal', 'integracao@example.com', 'odoo-api-key-0123456789'] },
    });
    expect(bodies[1].body.params).toEqual({
      service: 'object',
      method: 'execute_kw',
      args: ['portal', 2, 'odoo-api-key-0123456789', 'res.country', 'search', [[['code', '=', 'BR']]], { limit: 1 }],
    });
    expect(bodies[2].body.params).toMatchObject({
      args: ['portal', 2, 'odoo-api-key-0123456789', 'res.country', 'write', [[1], { name: 'Brasil' }], {}],
    });
  });

  it('speaks JSON-2 as Odoo 19 expects: bearer key, database header, named parameters', async () => {
    const odoo = clientFor(fake, 'json2');
    await odoo.action('crm.lead', 'action_set_won', [await odoo.create('crm.lead', { name: 'Lead' })]);
    const [, won] = fake.requests;
    expect(won.path).toBe('/json/2/crm.lead/action_set_won');
    expect(won.headers.authorization).toBe('bearer odoo-api-key-0123456789');
    expect(won.headers['x-odoo-database']).toBe('portal');
    expect(won.body).toEqual({ ids: [expect.any(Number)] });
  });

  it('reports credentials Odoo refuses, in either transport', async () => {
    await expect(clientFor(fake, 'jsonrpc', { ODOO_API_KEY: 'errada' }).search('res.country', [])).rejects.toMatchObject({
      statusCode: 502,
      detail: 'O Odoo recusou a operação: usuário ou chave de API do Odoo inválidos (ODOO_USERNAME / ODOO_API_KEY)',
    });
    await expect(clientFor(fake, 'json2', { ODOO_API_KEY: 'errada' }).search('res.country', [])).rejects.toMatchObject({
      statusCode: 502,
      detail: 'O Odoo recusou a operação: Invalid apikey',
    });
  });

  it('answers 503 when Odoo is not configured', () => {
    expect(() => odooClientFor(testConfig())).toThrow(expect.objectContaining({
      statusCode: 503,
      detail: 'Integração com o Odoo não configurada',
    }));
    const withoutUser = clientFor(fake, 'jsonrpc', { ODOO_USERNAME: undefined });
    return expect(withoutUser.search('res.country', [])).rejects.toMatchObject({ statusCode: 503 });
  });

  it('answers 502 when nothing listens at ODOO_URL', async () => {
    const gone = await startServer(() => undefined);
    await gone.close();
    const odoo = createOdooClient(
      odooSettings(testConfig({ ...fake.config('json2'), ODOO_URL: gone.url })),
      'json2',
    );
    await expect(odoo.search('res.country', [])).rejects.toMatchObject({
      statusCode: 502,
      detail: 'Não foi possível conectar ao Odoo. Verifique se o servidor está no ar.',
    });
  });
});

describe('Odoo protocol detection', () => {
  const started: FakeOdoo[] = [];
  const start = async (options: ConstructorParameters<typeof FakeOdoo>[0]) => {
    const fake = await FakeOdoo.start(options);
    started.push(fake);
    return fake;
  };
  afterAll(() => Promise.all(started.map((f) => f.close())));

  it('uses JSON-2 from Odoo 19 on', async () => {
    const fake = await start({ version: '19.0' });
    const odoo = clientFor(fake, 'auto');
    await odoo.search('res.country', []);
    expect(await odoo.protocol()).toBe('json2');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /web/version', 'POST /json/2/res.country/search']);
  });

  it('uses JSON-RPC before Odoo 19', async () => {
    const fake = await start({ version: '17.0' });
    const odoo = clientFor(fake, 'auto');
    await odoo.search('res.country', []);
    expect(await odoo.protocol()).toBe('jsonrpc');
    expect(fake.requests.some((r) => r.path.startsWith('/json/2'))).toBe(false);
  });

  it('falls back to /web/webclient/version_info when /web/version is missing', async () => {
    const fake = await start({ version: '15.0', webVersionRoute: false });
    const odoo = clientFor(fake, 'auto');
    await odoo.search('res.country', []);
    expect(await odoo.protocol()).toBe('jsonrpc');
    expect(fake.requests.slice(0, 2).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /web/version',
      'POST /web/webclient/version_info',
    ]);
  });

  it('asks again after a failed detection instead of remembering the failure', async () => {
    const fake = await start({ version: '19.0' });
    const odoo = clientFor(fake, 'auto');
    fake.fail({ method: 'version', failure: { kind: 'delay', ms: 1000 } });
    await expect(odoo.search('res.country', [])).rejects.toMatchObject({ statusCode: 504 });
    await expect(odoo.search('res.country', [])).resolves.toEqual(expect.any(Array));
  });

  it('reads the major version from every shape Odoo answers', () => {
    expect(majorVersion({ server_version_info: [18, 0, 0, 'final', 0, ''] })).toBe(18);
    expect(majorVersion({ server_version: 'saas~18.4' })).toBe(18);
    expect(majorVersion({ server_version: '21.0+e' })).toBe(21);
    expect(majorVersion('19.0')).toBeUndefined();
  });
});
