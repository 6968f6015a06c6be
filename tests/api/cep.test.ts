// GET /api/v1/cep/{cep} through the real app, backed by a fake ViaCEP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { startServer } from '../fakes/http';
import { FakeViaCep } from '../fakes/fakeViaCep';

describe('CEP look-up', () => {
  let fake: FakeViaCep;
  let t: TestApp;
  let user: User;
  const lookup = async (cep: string, app: TestApp = t) =>
    app.call({ method: 'GET', url: `/api/v1/cep/${cep}`, headers: await app.as(user) });

  beforeAll(async () => {
    fake = await FakeViaCep.start();
    t = await createTestApp({ config: { CEP_API_URL: fake.url, CEP_TIMEOUT_MS: 300 } });
    user = await t.createUser({ role: 6 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers the address of a known CEP, masked or not', async () => {
    const address = { zip_code: '01001-000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' };
    expect(await lookup('01001-000')).toMatchObject({ status: 200, body: address });
    expect(await lookup('01001000')).toMatchObject({ status: 200, body: address });
    expect(fake.requests.slice(-2)).toEqual(['/ws/01001000/json/', '/ws/01001000/json/']);
  });

  it('answers 404 for a CEP ViaCEP does not know, in both of its ways of saying so', async () => {
    expect(await lookup('99999-999')).toMatchObject({ status: 404, body: { detail: 'CEP não encontrado' } });
    fake.erroAsBoolean = true;
    try {
      expect(await lookup('99999998')).toMatchObject({ status: 404, body: { detail: 'CEP não encontrado' } });
    } finally {
      fake.erroAsBoolean = false;
    }
  });

  it('answers 404 when the service answers an empty address: {}, blank fields, null or []', async () => {
    const blank = { cep: '', logradouro: '', complemento: '', bairro: '', localidade: '', uf: '' };
    for (const body of [{}, blank, { cep: '01001-000' }, null, [], { erro: false }]) {
      fake.respond({ body });
      expect(await lookup('01001-000'), JSON.stringify(body)).toMatchObject({ status: 404, body: { detail: 'CEP não encontrado' } });
    }
    // A whole town's CEP has no street nor neighbourhood, and is still an address.
    fake.respond({ body: { cep: '78175-000', logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT' } });
    expect(await lookup('78175000')).toMatchObject({
      status: 200,
      body: { zip_code: '78175-000', street: '', neighborhood: '', city: 'Poconé', state: 'MT' },
    });
  });

  it('refuses a CEP without 8 digits before asking anyone', async () => {
    const before = fake.requests.length;
    for (const cep of ['1234', '123456789', 'abcdefgh']) {
      expect(await lookup(cep)).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['path', 'cep'], msg: 'CEP inválido: informe os 8 dígitos' }] },
      });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('answers 422 when ViaCEP itself rejects the CEP', async () => {
    fake.respond({ status: 400 });
    expect(await lookup('01001000')).toMatchObject({ status: 422, body: { detail: [{ loc: ['path', 'cep'], msg: 'CEP inválido' }] } });
  });

  it('answers 502 when ViaCEP fails and 504 when it is slow', async () => {
    fake.respond({ status: 503 });
    expect(await lookup('01001000')).toMatchObject({ status: 502, body: { detail: 'O serviço de CEP está indisponível (HTTP 503).' } });
    fake.respond({ delayMs: 1000 });
    expect(await lookup('01001000')).toMatchObject({
      status: 504,
      body: { detail: 'O serviço de CEP não respondeu a tempo. Preencha o endereço manualmente.' },
    });
  });

  it('answers 502 when ViaCEP cannot be reached', async () => {
    const gone = await startServer(() => undefined);
    await gone.close();
    const offline = await createTestApp({ database: t.database, config: { CEP_API_URL: gone.url } });
    try {
      expect(await lookup('01001000', offline)).toMatchObject({
        status: 502,
        body: { detail: 'Não foi possível conectar ao serviço de CEP. Preencha o endereço manualmente.' },
      });
    } finally {
      await offline.close();
    }
  });

  it('needs a signed-in user', async () => {
    expect(await t.call({ method: 'GET', url: '/api/v1/cep/01001000' })).toMatchObject({
      status: 401,
      body: { detail: 'Not authenticated' },
    });
  });
});
