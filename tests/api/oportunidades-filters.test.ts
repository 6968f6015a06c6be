// The opportunities list's further filters: 'Minhas' (mine=true: the caller sells it, works on it as the
// partner's team, created it, or its partner is the caller's person), the created and the closed day
// ranges (YYYY-MM-DD, both days included, Brasília time). The pipeline takes the same ones. A range whose
// end comes before its start is a 422 on the list, the pipeline, the export and a bulk action's filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { INVERTED_AMOUNTS, INVERTED_DAYS } from '../../common/resources/oportunidades';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson } from '../helpers/fixtures';

const API = '/api/v1/oportunidades';

describe('opportunity list filters: mine and day ranges', () => {
  let t: TestApp;
  let admin: User;
  let executive: User;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await t.createUser({ role: 1 });
    const partner = await createPerson(db, { role: 2 });
    executive = await t.createUser({ role: 2, person_id: partner.id });
    await createOportunidade(db, { titulo: 'Vendida por ele', executivo_vendas_id: executive.id, created_at: new Date('2026-03-01T02:59:00Z') });
    await createOportunidade(db, { titulo: 'Da equipe dele', equipe_parceiro_id: executive.id, created_at: new Date('2026-03-01T03:00:00Z') });
    await createOportunidade(db, { titulo: 'Criada por ele', created_by_id: executive.id, created_at: new Date('2026-03-31T12:00:00Z') });
    await createOportunidade(db, { titulo: 'Do parceiro dele', parceiro_id: partner.id, created_at: new Date('2026-04-01T03:00:00Z') });
    await createOportunidade(db, {
      titulo: 'Ganha em março',
      executivo_vendas_id: admin.id,
      status_resultado: 2,
      closed_at: new Date('2026-03-15T15:00:00Z'),
      created_at: new Date('2026-01-10T12:00:00Z'),
    });
    await createOportunidade(db, {
      titulo: 'Ganha em abril',
      status_resultado: 2,
      closed_at: new Date('2026-04-01T02:00:00Z'),
      created_at: new Date('2026-01-11T12:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const titles = async (user: User, query: string) => {
    const res = await t.call({ method: 'GET', url: `${API}?${query}&sort=titulo`, headers: await t.as(user) });
    expect(res.status).toBe(200);
    return (res.body.data as { titulo: string }[]).map((o) => o.titulo);
  };

  it("'Minhas' keeps what the caller sells, works on, created or whose partner is the caller's person", async () => {
    expect(await titles(executive, 'mine=true')).toEqual(['Criada por ele', 'Da equipe dele', 'Do parceiro dele', 'Vendida por ele']);
    expect(await titles(admin, 'mine=true')).toEqual(['Ganha em março']);
    expect(await titles(admin, 'mine=false')).toHaveLength(6);
  });

  it('narrows by created day, Brasília days, both ends included', async () => {
    // 2026-03-01T02:59Z is still 28/02 in Brasília; 2026-04-01T03:00Z is 01/04.
    expect(await titles(admin, 'criado_de=2026-03-01&criado_ate=2026-03-31')).toEqual(['Criada por ele', 'Da equipe dele']);
    expect(await titles(admin, 'criado_ate=2026-01-10')).toEqual(['Ganha em março']);
  });

  it('narrows by closed day, so won this month is status and a closed range', async () => {
    expect(await titles(admin, 'status_resultado=2&fechado_de=2026-03-01&fechado_ate=2026-03-31')).toEqual([
      'Ganha em abril',
      'Ganha em março',
    ]);
    expect(await titles(admin, 'fechado_de=2026-04-01')).toEqual([]);
  });

  it('counts the same on the pipeline', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/pipeline?mine=true`, headers: await t.as(executive) });
    expect(res.body.total_count).toBe(4);
  });

  it.each(['criado_de=2026-02-30', 'fechado_ate=01/03/2026', 'mine=talvez'])('refuses %s with a 422 naming it', async (query) => {
    const res = await t.call({ method: 'GET', url: `${API}?${query}`, headers: await t.as(admin) });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['query', query.split('=')[0]]);
  });

  describe('an inverted range', () => {
    const inverted = [
      ['criado_de=2026-03-02&criado_ate=2026-03-01', 'criado_ate', INVERTED_DAYS],
      ['fechado_de=2026-04-01&fechado_ate=2026-03-31', 'fechado_ate', INVERTED_DAYS],
      ['receita_min=1000&receita_max=999.99', 'receita_max', INVERTED_AMOUNTS],
    ] as const;

    const refusal = (field: string, place: string[], msg: string) => ({
      status: 422,
      detail: [expect.objectContaining({ loc: [...place, field], msg })],
    });

    it.each(inverted)('refuses %s on the list, the pipeline and the export, naming the end', async (query, field, msg) => {
      const headers = await t.as(admin);
      for (const url of [`${API}?${query}`, `${API}/pipeline?${query}`, `${API}/export?${query}`]) {
        const res = await t.call({ method: 'GET', url, headers });
        expect({ url, status: res.status, detail: res.body.detail }).toEqual({ url, ...refusal(field, ['query'], msg) });
      }
    });

    it.each(inverted)('refuses %s as the filter of a bulk action', async (query, field, msg) => {
      const filter = Object.fromEntries(new URLSearchParams(query));
      const res = await t.call({
        method: 'POST',
        url: `${API}/bulk`,
        headers: await t.as(admin),
        payload: { action: 'sync', filter },
      });
      expect({ status: res.status, detail: res.body.detail }).toEqual(refusal(field, ['body', 'filter'], msg));
    });

    it('lets both ends be the same day or amount, and compares amounts as numbers', async () => {
      expect(await titles(admin, 'criado_de=2026-03-31&criado_ate=2026-03-31')).toEqual(['Criada por ele']);
      expect(await titles(admin, 'fechado_de=2026-03-15&fechado_ate=2026-03-15')).toEqual(['Ganha em março']);
      const headers = await t.as(admin);
      for (const query of ['receita_min=500&receita_max=500', 'receita_min=9&receita_max=10']) {
        expect((await t.call({ method: 'GET', url: `${API}?${query}`, headers })).status).toBe(200);
      }
    });

    it('names only the field that does not parse when a range has one', async () => {
      const res = await t.call({ method: 'GET', url: `${API}?receita_min=muito&receita_max=1`, headers: await t.as(admin) });
      expect(res.status).toBe(422);
      expect(res.body.detail.map((issue: { loc: string[] }) => issue.loc)).toEqual([['query', 'receita_min']]);
    });
  });
});
