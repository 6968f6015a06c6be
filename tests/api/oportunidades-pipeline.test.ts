// GET /oportunidades/pipeline with the list's filters (the board): each filter narrows the per-stage
// counts and sums exactly as it narrows the list, and a partner counts only its circle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag, tagOportunidade } from '../helpers/fixtures';

const API = '/api/v1/oportunidades';

describe('GET /oportunidades/pipeline with filters', () => {
  let t: TestApp;
  let admin: User;
  let partnerUser: User;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const partner = await createPerson(db, { name: 'Parceira Quadro', role: 2 });
    const other = await createPerson(db, { name: 'Outro Parceiro', role: 2 });
    const bakery = await createPerson(db, { name: 'Padaria', role: 1 });
    admin = await t.createUser({ role: 1 });
    partnerUser = await t.createUser({ role: 5, person_id: partner.id });
    const executive = await t.createUser({ role: 2 });
    ids.executive = executive.id;
    ids.partner = partner.id;
    ids.bakery = bakery.id;
    const urgent = await createTag(db, { name: 'Urgente Quadro' });
    ids.tag = urgent.id;
    const lead = await createOportunidade(db, { titulo: 'ICMS Padaria', parceiro_id: partner.id, cliente_id: bakery.id, estagio: 12, receita_esperada: '100.10' });
    await createOportunidade(db, { titulo: 'PIS Padaria', parceiro_id: partner.id, estagio: 1, receita_esperada: '200.20', executivo_vendas_id: executive.id });
    await createOportunidade(db, { titulo: 'IRPJ Metalúrgica', parceiro_id: other.id, cliente_id: bakery.id, estagio: 1, receita_esperada: '300.30' });
    await createOportunidade(db, { titulo: 'ICMS Perdida', parceiro_id: other.id, estagio: 9, status_resultado: 3, receita_esperada: '400.40' });
    await tagOportunidade(db, lead.id, urgent.id);
  });

  afterAll(() => t.close());

  /** The stages with something in them, as [estagio, count, revenue], plus the totals. */
  const pipeline = async (user: User, query: string) => {
    const res = await t.call({ method: 'GET', url: `${API}/pipeline?${query}`, headers: await t.as(user) });
    expect(res.status).toBe(200);
    const filled = res.body.data
      .filter((s: { count: number }) => s.count > 0)
      .map((s: { estagio: number; count: number; receita_esperada: number }) => [s.estagio, s.count, s.receita_esperada]);
    return { filled, total: [res.body.total_count, res.body.total_receita_esperada] };
  };

  it.each([
    ['nothing', '', [[12, 1, 100.1], [1, 2, 500.5], [9, 1, 400.4]], [4, 1001]],
    ['a search', 'query=icms', [[12, 1, 100.1], [9, 1, 400.4]], [2, 500.5]],
    ['a status', 'status_resultado=1', [[12, 1, 100.1], [1, 2, 500.5]], [3, 600.6]],
    ['a client', () => `cliente_id=${ids.bakery}`, [[12, 1, 100.1], [1, 1, 300.3]], [2, 400.4]],
    ['a partner', () => `parceiro_id=${ids.partner}`, [[12, 1, 100.1], [1, 1, 200.2]], [2, 300.3]],
    ['an executive', () => `executivo_vendas_id=${ids.executive}`, [[1, 1, 200.2]], [1, 200.2]],
    ['a tag', () => `tag_id=${ids.tag}`, [[12, 1, 100.1]], [1, 100.1]],
    ['a revenue range', 'receita_min=200&receita_max=350', [[1, 2, 500.5]], [2, 500.5]],
  ])('narrows to %s', async (_name, query, filled, total) => {
    const res = await pipeline(admin, typeof query === 'function' ? query() : query);
    expect(res).toEqual({ filled, total });
  });

  it('agrees with the list for the same filter', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/?tag_id=${ids.tag}`, headers: await t.as(admin) });
    expect(res.body.data.map((o: { titulo: string }) => o.titulo)).toEqual(['ICMS Padaria']);
  });

  it("counts only a partner's circle, filters included", async () => {
    expect(await pipeline(partnerUser, '')).toEqual({ filled: [[12, 1, 100.1], [1, 1, 200.2]], total: [2, 300.3] });
    expect(await pipeline(partnerUser, `cliente_id=${ids.bakery}`)).toEqual({ filled: [[12, 1, 100.1]], total: [1, 100.1] });
  });

  it('refuses a bad filter with a 422', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/pipeline?receita_min=-5`, headers: await t.as(admin) });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['query', 'receita_min'], msg: 'Receita deve ser positiva' });
  });
});
