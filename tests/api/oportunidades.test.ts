// Listing opportunities: filters, text search, pagination, pipeline, the enum tables, route ordering
// and who sees what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_ORDER, stageLabels } from '../../common/enums';
import type { Oportunidade, Person, User } from '../../server/platform/db/schema';
import { createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';
import { API, createOportunidadesApp, type OportunidadesTestApp } from './oportunidades.setup';

describe('listing opportunities', () => {
  let t: OportunidadesTestApp;
  let admin: User;
  let partnerUser: User;
  let licensee: User;
  let executive: User;
  let partner: Person;
  let otherPartner: Person;
  let bakery: Person;
  let steelworks: Person;
  let icms: Oportunidade;
  let irpj: Oportunidade;
  let external: Oportunidade;
  let small: Oportunidade;

  const titles = (body: { data: { titulo: string }[] }) => body.data.map((o) => o.titulo).sort();

  beforeAll(async () => {
    t = await createOportunidadesApp();
    const db = t.database.db;
    partner = await createPerson(db, { name: 'Parceira Consultoria', role: 2 });
    otherPartner = await createPerson(db, { name: 'Outro Parceiro', role: 2 });
    bakery = await createPerson(db, { name: 'Padaria Pão Quente', role: 1 });
    steelworks = await createPerson(db, { name: 'Metalúrgica Aço Forte', role: 3, person_type: 2 });
    admin = await t.createUser({ role: 1 });
    partnerUser = await t.createUser({ role: 5, person_id: partner.id });
    licensee = await t.createUser({ role: 3 });
    await addVinculo(db, licensee.id, otherPartner.id);
    executive = await t.createUser({ role: 2, full_name: 'Executiva Joana Prado' });

    icms = await createOportunidade(db, {
      titulo: 'Exclusão do ICMS - Padaria Pão Quente',
      parceiro_id: partner.id,
      cliente_id: bakery.id,
      executivo_vendas_id: partnerUser.id,
      receita_esperada: '1000.10',
    });
    irpj = await createOportunidade(db, {
      titulo: 'Revisão de IRPJ - Metalúrgica',
      descricao: 'Cliente pediu urgência',
      parceiro_id: otherPartner.id,
      cliente_id: steelworks.id,
      estagio: 3,
      receita_esperada: '0.20',
    });
    external = await createOportunidade(db, {
      titulo: 'Créditos de insumos',
      id_externo: 'EXT-777',
      parceiro_id: partner.id,
      cliente_id: steelworks.id,
      estagio: 11,
      status_resultado: 2,
      receita_esperada: '2500.25',
      executivo_vendas_id: executive.id,
    });
    small = await createOportunidade(db, {
      titulo: 'Restituição 100% garantida',
      parceiro_id: otherPartner.id,
      cliente_id: bakery.id,
      estagio: 3,
      status_resultado: 3,
      motivo_perda: 'Sem documentos',
      receita_esperada: '0.10',
    });
  });
  afterAll(() => t.close());

  const get = async (user: User, url: string) => t.call({ method: 'GET', url, headers: await t.as(user) });

  it('answers staff every opportunity, newest first, with exact money as numbers', async () => {
    const res = await get(admin, API);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.data.map((o: Oportunidade) => o.id)).toEqual([small.id, external.id, irpj.id, icms.id]);
    const row = res.body.data.find((o: Oportunidade) => o.id === icms.id);
    expect(row).toMatchObject({ titulo: icms.titulo, receita_esperada: 1000.1, honorarios: null, tags: [] });
  });

  it("names each opportunity's client and partner, even to a partner who may not open the client", async () => {
    const res = await get(partnerUser, API);
    const row = res.body.data.find((o: Oportunidade) => o.id === icms.id);
    expect(row).toMatchObject({ cliente_nome: 'Padaria Pão Quente', parceiro_nome: 'Parceira Consultoria' });
    const client = await get(partnerUser, `/api/v1/persons/${bakery.id}`);
    expect(client.status).toBe(404);
    const one = await get(partnerUser, `${API}/${external.id}`);
    expect(one.body).toMatchObject({ cliente_nome: 'Metalúrgica Aço Forte', parceiro_nome: 'Parceira Consultoria' });
  });

  it("names each opportunity's sales executive to a partner, who may not list users, in the list, the page and after a change", async () => {
    expect((await get(partnerUser, '/api/v1/users/')).status).toBe(403);
    const list = await get(partnerUser, API);
    const named = (id: number) => list.body.data.find((o: Oportunidade) => o.id === id);
    expect(named(external.id)).toMatchObject({ executivo_vendas_id: executive.id, executivo_nome: 'Executiva Joana Prado' });
    expect(named(icms.id)).toMatchObject({ executivo_nome: partnerUser.full_name });
    const one = await get(partnerUser, `${API}/${external.id}`);
    expect(one.body.executivo_nome).toBe('Executiva Joana Prado');
    const staff = await get(admin, API);
    expect(staff.body.data.find((o: Oportunidade) => o.id === irpj.id)).toMatchObject({ executivo_vendas_id: null, executivo_nome: null });
    const changed = await t.call({ method: 'PATCH', url: `${API}/${icms.id}`, headers: await t.as(admin), payload: { executivo_vendas_id: executive.id } });
    expect(changed.body.executivo_nome).toBe('Executiva Joana Prado');
    await t.call({ method: 'PATCH', url: `${API}/${icms.id}`, headers: await t.as(admin), payload: { executivo_vendas_id: partnerUser.id } });
  });

  it('requires a token', async () => {
    const res = await t.call({ method: 'GET', url: API });
    expect(res).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
  });

  it('pages with skip and limit while count stays the total', async () => {
    const res = await get(admin, `${API}?skip=1&limit=2`);
    expect(res.body.count).toBe(4);
    expect(res.body.data.map((o: Oportunidade) => o.id)).toEqual([external.id, irpj.id]);
  });

  it.each([
    ['estagio=3', ['Restituição 100% garantida', 'Revisão de IRPJ - Metalúrgica']],
    ['status_resultado=2', ['Créditos de insumos']],
    ['status_resultado=1', ['Exclusão do ICMS - Padaria Pão Quente', 'Revisão de IRPJ - Metalúrgica']],
    ['estagio=3&status_resultado=3', ['Restituição 100% garantida']],
    ['receita_min=1000.10', ['Créditos de insumos', 'Exclusão do ICMS - Padaria Pão Quente']],
    ['receita_max=0.2', ['Restituição 100% garantida', 'Revisão de IRPJ - Metalúrgica']],
    ['receita_min=0.11&receita_max=1000.1', ['Exclusão do ICMS - Padaria Pão Quente', 'Revisão de IRPJ - Metalúrgica']],
  ])('filters by %s', async (query, expected) => {
    const res = await get(admin, `${API}?${query}`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(expected);
    expect(res.body.count).toBe(expected.length);
  });

  it('filters by client, partner and sales executive', async () => {
    expect(titles((await get(admin, `${API}?cliente_id=${bakery.id}`)).body)).toEqual([
      'Exclusão do ICMS - Padaria Pão Quente',
      'Restituição 100% garantida',
    ]);
    expect(titles((await get(admin, `${API}?parceiro_id=${otherPartner.id}`)).body)).toEqual([
      'Restituição 100% garantida',
      'Revisão de IRPJ - Metalúrgica',
    ]);
    expect(titles((await get(admin, `${API}?executivo_vendas_id=${partnerUser.id}`)).body)).toEqual([
      'Exclusão do ICMS - Padaria Pão Quente',
    ]);
  });

  it.each([
    ['query=exclusao', ['Exclusão do ICMS - Padaria Pão Quente']],
    ['query=URGENCIA', ['Revisão de IRPJ - Metalúrgica']],
    ['q=ext-777', ['Créditos de insumos']],
    ['q=100%25', ['Restituição 100% garantida']],
    ['q=10_%25', []],
  ])('searches title, description and external id with %s', async (query, expected) => {
    expect(titles((await get(admin, `${API}?${query}`)).body)).toEqual(expected);
  });

  it('GET /search takes q with the same filters', async () => {
    const res = await get(admin, `${API}/search?q=metalurgica&estagio=3`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Revisão de IRPJ - Metalúrgica']);
    expect(titles((await get(admin, `${API}/search?q=revis&status_resultado=2`)).body)).toEqual([]);
  });

  it('refuses malformed filters with 422 naming the parameter', async () => {
    const res = await get(admin, `${API}?receita_min=-5`);
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['query', 'receita_min'], msg: 'Receita deve ser positiva' });
    expect((await get(admin, `${API}?estagio=abc`)).status).toBe(422);
  });

  it('lists by sales executive and by partner', async () => {
    const byExecutive = await get(admin, `${API}/executivo/${partnerUser.id}`);
    expect(byExecutive.body).toMatchObject({ count: 1, data: [{ id: icms.id }] });
    const byPartner = await get(admin, `${API}/parceiro/${partner.id}?limit=1`);
    expect(byPartner.body.count).toBe(2);
    expect(byPartner.body.data).toHaveLength(1);
  });

  describe('pipeline', () => {
    it('answers every stage in pipeline order with its count and exact revenue sum', async () => {
      const res = await get(admin, `${API}/pipeline`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { estagio: number }) => s.estagio)).toEqual([...STAGE_ORDER]);
      const stage = (id: number) => res.body.data.find((s: { estagio: number }) => s.estagio === id);
      expect(stage(3)).toEqual({ estagio: 3, name: stageLabels[3], count: 2, receita_esperada: 0.3 });
      expect(stage(12)).toMatchObject({ count: 1, receita_esperada: 1000.1 });
      expect(stage(5)).toMatchObject({ count: 0, receita_esperada: 0 });
      expect(res.body).toMatchObject({ total_count: 4, total_receita_esperada: 3500.65 });
    });

    it('narrows to one sales executive', async () => {
      const res = await get(admin, `${API}/pipeline?executivo_vendas_id=${partnerUser.id}`);
      expect(res.body.total_count).toBe(1);
      expect(res.body.data.filter((s: { count: number }) => s.count > 0)).toEqual([
        { estagio: 12, name: 'Lead', count: 1, receita_esperada: 1000.1 },
      ]);
    });

    it('counts only what an external user may see', async () => {
      const res = await get(partnerUser, `${API}/pipeline`);
      expect(res.body).toMatchObject({ total_count: 2, total_receita_esperada: 3500.35 });
    });
  });

  describe('enum tables', () => {
    it('answers the stages in pipeline order with their names', async () => {
      const res = await get(partnerUser, `${API}/enums/estagios`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(STAGE_ORDER.map((id) => ({ id, name: stageLabels[id] })));
    });

    it('answers the result statuses', async () => {
      const res = await get(partnerUser, `${API}/enums/status`);
      expect(res.body).toEqual([
        { id: 1, name: 'Em Andamento' },
        { id: 2, name: 'Ganho' },
        { id: 3, name: 'Perdido' },
      ]);
    });

    it('answers the seeded theses', async () => {
      const res = await get(partnerUser, `${API}/enums/teses`);
      expect(res.body.length).toBeGreaterThanOrEqual(5);
      expect(res.body[0]).toEqual({ id: 1, name: 'Exclusão do ICMS da base do PIS/COFINS' });
    });
  });

  describe('routing', () => {
    it.each(['/tags', '/search', '/pipeline', '/enums/estagios', '/enums/teses', '/enums/status'])(
      '%s is its own route, not an opportunity id',
      async (path) => {
        expect((await get(admin, `${API}${path}`)).status).toBe(200);
      },
    );

    it('takes only integer opportunity ids', async () => {
      const res = await get(admin, `${API}/abc`);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['path', 'oportunidade_id']);
      expect((await get(admin, `${API}/1.5`)).status).toBe(422);
    });
  });

  describe('external users', () => {
    it('see only opportunities whose partner is their own person', async () => {
      const res = await get(partnerUser, API);
      expect(res.body.count).toBe(2);
      expect(titles(res.body)).toEqual(['Créditos de insumos', 'Exclusão do ICMS - Padaria Pão Quente']);
    });

    it('see opportunities of the partners linked to them', async () => {
      expect(titles((await get(licensee, API)).body)).toEqual([
        'Restituição 100% garantida',
        'Revisão de IRPJ - Metalúrgica',
      ]);
    });

    it('get 404 for one outside their scope, as for a missing one', async () => {
      const res = await get(partnerUser, `${API}/${irpj.id}`);
      expect(res).toMatchObject({ status: 404, body: { detail: 'Oportunidade não encontrada' } });
      expect((await get(partnerUser, `${API}/${icms.id}`)).status).toBe(200);
      expect((await get(admin, `${API}/999999`)).status).toBe(404);
    });

    it('cannot widen their scope with filters', async () => {
      expect((await get(partnerUser, `${API}?parceiro_id=${otherPartner.id}`)).body).toEqual({ data: [], count: 0, sums: { receita_esperada: '0.00' } });
      expect((await get(partnerUser, `${API}/parceiro/${otherPartner.id}`)).body.count).toBe(0);
      expect((await get(partnerUser, `${API}/search?q=IRPJ`)).body.count).toBe(0);
    });

    it('with no person and no links see nothing', async () => {
      const loner = await t.createUser({ role: 6 });
      expect((await get(loner, API)).body).toEqual({ data: [], count: 0, sums: { receita_esperada: '0.00' } });
    });
  });
});
