// The CNPJ registry: the client against a fake Minha Receita/BrasilAPI, and the persons routes built on it
// (read, sync chosen fields, create from a CNPJ) through the real app.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocument } from '../../common/documents';
import { testConfig } from '../../server/platform/config';
import { addresses, contacts, persons, type User } from '../../server/platform/db/schema';
import { fetchRegistry } from '../../server/integrations/receita/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { FakeReceita } from '../fakes/fakeReceita';
import { RECEITA_COMPANIES, type MinhaReceitaCompany } from '../fakes/receitaCompanies';
import { insertPerson, uniqueCnpj } from './integrationsFixtures';

const serproRegistry = {
  empresa: { razao_social: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)' },
  estabelecimentos: [
    {
      cnpj_completo: '33683111000280',
      nome_fantasia: 'REGIONAL BRASILIA-DF',
      data_inicio_atividade: '1967-06-30',
      situacao_cadastral: 2,
      situacao_cadastral_descricao: 'Ativo',
      cnae_fiscal_principal: '6204000',
      cnae_principal_descricao: 'Consultoria em tecnologia da informação',
      endereco: {
        zip_code: '70836-900',
        street: 'RUA SGAN 601 MODULO V',
        number: 'S/N',
        complement: 'ASA NORTE',
        neighborhood: 'ASA NORTE',
        city: 'BRASILIA',
        state: 'DF',
      },
      telefone: '6121218000',
      email: null,
    },
  ],
  cnaes_secundarios: [
    { codigo: '6201501', descricao: 'Desenvolvimento de programas de computador sob encomenda' },
    { codigo: '6202300', descricao: 'Desenvolvimento e licenciamento de programas de computador customizáveis' },
    { codigo: '6203100', descricao: 'Desenvolvimento e licenciamento de programas de computador não-customizáveis' },
    { codigo: '6209100', descricao: 'Suporte técnico, manutenção e outros serviços em tecnologia da informação' },
    { codigo: '6311900', descricao: 'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet' },
  ],
};

describe('CNPJ registry', () => {
  let fake: FakeReceita;
  beforeAll(async () => {
    fake = await FakeReceita.start();
  });
  afterAll(() => fake.close());

  describe('client', () => {
    const config = (base = fake.url) => testConfig({ RECEITA_API_URL: base, RECEITA_TIMEOUT_MS: 300 });

    it("maps Minha Receita's answer to the portal's registry shape", async () => {
      expect(await fetchRegistry(config(), '33683111000280')).toEqual(serproRegistry);
      expect(fake.requests.at(-1)).toBe('/33683111000280');
    });

    it('pads CNAEs to 7 digits, labels a closed company Inativo and drops the "none" secondary entry', async () => {
      const data = await fetchRegistry(config(), '11222333000181');
      expect(data.estabelecimentos[0]).toMatchObject({
        situacao_cadastral: 8,
        situacao_cadastral_descricao: 'Inativo',
        cnae_fiscal_principal: '0111301',
        nome_fantasia: null,
        telefone: null,
      });
      expect(data.estabelecimentos[0].endereco).toMatchObject({ number: 'S/N', complement: null });
      expect(data.cnaes_secundarios).toEqual([]);
    });

    it('works with a BrasilAPI-style prefix and sends alphanumeric CNPJs uppercase', async () => {
      const data = await fetchRegistry(config(`${fake.url}/api/cnpj/v1/`), '12abc34501de35');
      expect(fake.requests.at(-1)).toBe('/api/cnpj/v1/12ABC34501DE35');
      expect(data.empresa.razao_social).toBe('NOVA ERA CONSULTORIA TRIBUTARIA LTDA');
    });

    it.each([
      [{ status: 404 }, 404, 'CNPJ não encontrado na Receita Federal'],
      [{ status: 400 }, 422, 'A Receita Federal não aceitou este CNPJ como válido'],
      [{ status: 429 }, 502, 'Limite de consultas à Receita Federal atingido. Tente novamente em alguns minutos.'],
      [{ status: 500 }, 502, 'O serviço de consulta à Receita Federal está indisponível (HTTP 500).'],
      [{ status: 200, body: { message: 'ok' } }, 502, 'Resposta inválida do serviço de consulta à Receita Federal.'],
      [{ delayMs: 1000 }, 504, 'A consulta à Receita Federal excedeu o tempo limite. Tente novamente em instantes.'],
    ])('answers %o upstream as %i', async (override, status, detail) => {
      fake.respond(override);
      await expect(fetchRegistry(config(), '33683111000280')).rejects.toMatchObject({ statusCode: status, detail });
    });
  });

  describe('routes', () => {
    let t: TestApp;
    let staff: User;
    const db = () => t.database.db;
    const stored = async (id: number) => (await db().select().from(persons).where(eq(persons.id, id)))[0];
    /** A CNPJ the fake registry knows, with the SERPRO record (or the one given) as its data. */
    const registered = (company: MinhaReceitaCompany = RECEITA_COMPANIES[0]) => {
      const cnpj = uniqueCnpj();
      fake.companies.set(cnpj, { ...company, cnpj });
      return cnpj;
    };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, user: User = staff) =>
      t.call({ method, url: `/api/v1/persons${url}`, payload, headers: await t.as(user) });

    beforeAll(async () => {
      t = await createTestApp({ config: { RECEITA_API_URL: fake.url, RECEITA_TIMEOUT_MS: 300 } });
      staff = await t.createUser({ role: 2 });
    });
    afterAll(() => t.close());

    it("reads a company person's registry data", async () => {
      const cnpj = registered();
      const person = await insertPerson(db(), { person_type: 2, document: cnpj, name: 'Serpro' });
      const [place] = serproRegistry.estabelecimentos;
      expect(await call('GET', `/${person.id}/receita-data`)).toMatchObject({
        status: 200,
        body: { ...serproRegistry, estabelecimentos: [{ ...place, cnpj_completo: cnpj }] },
      });
    });

    it('refuses an individual, and 404s a person out of reach', async () => {
      const individual = await insertPerson(db());
      expect(await call('GET', `/${individual.id}/receita-data`)).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['path', 'person_id'], msg: 'Somente pessoas jurídicas podem ser consultadas na Receita Federal' }] },
      });
      expect(await call('GET', '/999999/receita-data')).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      const company = await insertPerson(db(), { person_type: 2, document: registered(), name: 'Fazenda' });
      const outsider = await t.createUser({ role: 5 });
      expect((await call('GET', `/${company.id}/receita-data`, undefined, outsider)).status).toBe(404);
    });

    it('writes only the chosen fields', async () => {
      const person = await insertPerson(db(), {
        person_type: 2,
        document: registered(),
        name: 'Nome que o usuário escolheu',
        cnae_main: '0000001',
      });
      const res = await call('POST', `/${person.id}/sync-receita`, { campos_atualizar: ['cnae_main', 'cnae_secondary'] });

      expect(res.status).toBe(200);
      const row = await stored(person.id);
      expect(row).toMatchObject({
        name: 'Nome que o usuário escolheu',
        cnae_main: '6204000',
        cnae_secondary: '6201501;6202300;6203100;6209100;6311900',
        cnae_main_description: null,
        data_abertura: null,
        situacao_cadastral: null,
      });
      expect(res.body).toMatchObject({ id: person.id, cnae_main: '6204000', name: 'Nome que o usuário escolheu' });
    });

    it('writes every registry field when all are chosen', async () => {
      const person = await insertPerson(db(), { person_type: 2, document: registered(RECEITA_COMPANIES[1]), name: 'Antigo' });
      const campos = ['name', 'data_abertura', 'situacao_cadastral', 'cnae_main', 'cnae_main_description', 'cnae_secondary'];
      expect((await call('POST', `/${person.id}/sync-receita`, { campos_atualizar: campos })).status).toBe(200);
      expect(await stored(person.id)).toMatchObject({
        name: 'FAZENDA EXEMPLO LTDA',
        data_abertura: '2010-03-15',
        situacao_cadastral: 'Inativo',
        cnae_main: '0111301',
        cnae_main_description: 'Cultivo de arroz',
        cnae_secondary: null,
      });
    });

    it('needs at least one known field, and changes nothing otherwise', async () => {
      const person = await insertPerson(db(), { person_type: 2, document: registered(), name: 'Intacta' });
      expect(await call('POST', `/${person.id}/sync-receita`, { campos_atualizar: [] })).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['body', 'campos_atualizar'], msg: 'Nenhum campo selecionado' }] },
      });
      const unknown = await call('POST', `/${person.id}/sync-receita`, { campos_atualizar: ['document'] });
      expect(unknown.status).toBe(422);
      expect(unknown.body.detail[0].loc).toEqual(['body', 'campos_atualizar', 0]);
      expect((await stored(person.id)).name).toBe('Intacta');
    });

    it('changes nothing when the registry is rate-limited', async () => {
      const person = await insertPerson(db(), { person_type: 2, document: registered(), name: 'Sem mudança' });
      fake.respond({ status: 429 });
      const res = await call('POST', `/${person.id}/sync-receita`, { campos_atualizar: ['name'] });
      expect(res).toMatchObject({ status: 502, body: { detail: expect.stringContaining('Limite de consultas') } });
      expect((await stored(person.id)).name).toBe('Sem mudança');
    });

    it('creates a company person from a CNPJ, with address and contacts from the registry', async () => {
      const partnerUser = await t.createUser({ role: 5 });
      const res = await call('POST', '/create-with-cnpj', { cnpj: '12.abc.345/01de-35', role: 2 }, partnerUser);

      expect(res.status).toBe(201);
      expect(fake.requests.at(-1)).toBe('/12ABC34501DE35');
      expect(res.body).toMatchObject({
        person_type: 2,
        document: '12ABC34501DE35',
        name: 'NOVA ERA CONSULTORIA TRIBUTARIA LTDA',
        trade_name: 'NOVA ERA',
        role: 2,
        is_active: true,
        cnae_main: '7020400',
        cnae_secondary: '6920601',
        situacao_cadastral: 'Ativo',
        data_abertura: '2026-07-01',
        created_by_id: partnerUser.id,
      });
      const id = res.body.id as number;
      expect(await db().select().from(addresses).where(eq(addresses.person_id, id))).toEqual([
        expect.objectContaining({
          zip_code: '01310-100',
          street: 'AVENIDA PAULISTA',
          number: '1000',
          complement: 'CONJ 101',
          neighborhood: 'BELA VISTA',
          city: 'SAO PAULO',
          state: 'SP',
          is_primary: true,
        }),
      ]);
      const personContacts = await db().select().from(contacts).where(eq(contacts.person_id, id));
      expect(personContacts.map((c) => [c.contact_type, c.value]).sort()).toEqual([
        [1, '1130000000'],
        [2, 'fiscal@novaera.com.br'],
      ]);
      // The creator sees what it created.
      expect((await call('GET', `/${id}/receita-data`, undefined, partnerUser)).status).toBe(200);
    });

    it('refuses a CNPJ that is already registered, before asking the registry', async () => {
      const cnpj = registered();
      await insertPerson(db(), { person_type: 2, document: cnpj, name: 'Já cadastrada' });
      const before = fake.requests.length;
      expect(await call('POST', '/create-with-cnpj', { cnpj: formatDocument(cnpj) })).toMatchObject({
        status: 409,
        body: { detail: 'Já existe uma pessoa com este documento' },
      });
      expect(fake.requests.length).toBe(before);
    });

    it('validates the CNPJ and the role', async () => {
      expect(await call('POST', '/create-with-cnpj', { cnpj: '11.111.111/1111-11' })).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['body', 'cnpj'], msg: 'CNPJ inválido' }] },
      });
      expect(await call('POST', '/create-with-cnpj', { cnpj: '123' })).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['body', 'cnpj'], msg: 'CNPJ deve ter 14 dígitos' }] },
      });
      expect(await call('POST', '/create-with-cnpj', { cnpj: '45997418000153', role: 9 })).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['body', 'role'], msg: 'Papel inválido' }] },
      });
    });

    it('creates nothing when the registry does not know the CNPJ or does not answer', async () => {
      const unknown = uniqueCnpj();
      expect(await call('POST', '/create-with-cnpj', { cnpj: unknown })).toMatchObject({
        status: 404,
        body: { detail: 'CNPJ não encontrado na Receita Federal' },
      });
      const slow = registered();
      fake.respond({ delayMs: 1000 });
      expect((await call('POST', '/create-with-cnpj', { cnpj: slow })).status).toBe(504);
      expect(await db().select().from(persons).where(inArray(persons.document, [unknown, slow]))).toEqual([]);
    });
  });
});
