// GET /dashboard: every number of the home page, for each role, from opportunities whose dates, values
// and fees are known, so each figure below is worked out by hand in the comments. The period is the
// first quarter of 2026 in Brasília time (UTC-3): a win at 23:30 on 31 March counts, one at 00:00 on
// 1 April does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_ORDER } from '../../common/enums';
import type { User } from '../../server/platform/db/schema';
import { companyDay } from '../../common/days';
import { INVALID_DATE, INVERTED_PERIOD } from '../../server/features/dashboard/period';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';

const API = '/api/v1/dashboard';
const QUARTER = 'from=2026-01-01&to=2026-03-31';
const at = (iso: string) => new Date(iso);
/** The KPIs of a scope with nothing in it. */
const NO_KPIS = {
  open_count: 0,
  open_value: 0,
  won_count: 0,
  won_value: 0,
  lost_count: 0,
  conversion_rate: null,
  avg_days_to_win: null,
  expected_fees: 0,
};

describe('GET /dashboard', () => {
  let t: TestApp;
  const staff: Record<string, User> = {};
  let executive: User;
  let licensee: User;
  let partnerUser: User;
  let referrer: User;
  let thesisNames: Map<number, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const p = await createPerson(db, { name: 'Parceira Alfa', role: 2 });
    const q = await createPerson(db, { name: 'Parceiro Beta', role: 2 });
    const client = await createPerson(db, { name: 'Cliente Gama', role: 1 });
    executive = await t.createUser({ role: 2 });
    staff.admin = await t.createUser({ role: 1 });
    staff.member = await t.createUser({ role: 4 });
    staff.superuser = await t.createUser({ role: 5, is_superuser: true });
    licensee = await t.createUser({ role: 3 });
    partnerUser = await t.createUser({ role: 5, person_id: p.id });
    referrer = await t.createUser({ role: 6 });
    await addVinculo(db, referrer.id, q.id);

    const rows = {
      // Open Lead of P, the executive's, untouched since January: stale for the executive and for P.
      a: { parceiro_id: p.id, executivo_vendas_id: executive.id, estagio: 12, receita_esperada: '1000.10', honorarios: '10.00', tese: 1, created_at: at('2026-01-10T12:00:00Z'), updated_at: at('2026-01-10T12:00:00Z') },
      // Open Prospect of P, changed just now.
      b: { parceiro_id: p.id, estagio: 1, receita_esperada: '2000.05', honorarios: '12.50', tese: 2, created_at: at('2026-02-01T12:00:00Z') },
      // Won by P in 10 days.
      c: { parceiro_id: p.id, cliente_id: client.id, estagio: 11, status_resultado: 2, receita_esperada: '5000.00', tese: 1, created_at: at('2026-01-01T12:00:00Z'), closed_at: at('2026-01-11T12:00:00Z') },
      // Won by Q at 23:30 on 31 March in Brasília (02:30 UTC on 1 April): 121 days less 9.5 hours.
      d: { parceiro_id: q.id, executivo_vendas_id: executive.id, estagio: 11, status_resultado: 2, receita_esperada: '3000.50', created_at: at('2025-12-01T12:00:00Z'), closed_at: at('2026-04-01T02:30:00Z') },
      // Lost by Q in February.
      e: { parceiro_id: q.id, estagio: 9, status_resultado: 3, motivo_perda: 'Preço', receita_esperada: '700.00', tese: 2, created_at: at('2026-02-10T12:00:00Z'), closed_at: at('2026-02-15T12:00:00Z') },
      // Won by P at midnight on 1 April in Brasília: after the period.
      f: { parceiro_id: p.id, estagio: 11, status_resultado: 2, receita_esperada: '999.00', tese: 3, created_at: at('2026-03-01T12:00:00Z'), closed_at: at('2026-04-01T03:00:00Z') },
      // Won by Q in June 2025: only in the 12-month chart.
      g: { parceiro_id: q.id, estagio: 11, status_resultado: 2, receita_esperada: '400.00', created_at: at('2025-06-01T12:00:00Z'), closed_at: at('2025-06-15T12:00:00Z') },
      // Open, without partner or fees, created by the executive in March: staff only; stale for the executive.
      h: { created_by_id: executive.id, estagio: 1, receita_esperada: '100.00', created_at: at('2026-03-05T12:00:00Z'), updated_at: at('2026-03-05T12:00:00Z') },
    };
    for (const [key, values] of Object.entries(rows)) {
      ids[key] = (await createOportunidade(db, values)).id;
    }
    const theses = await t.call({ method: 'GET', url: '/api/v1/oportunidades/enums/teses', headers: await t.as(staff.admin) });
    thesisNames = new Map(theses.body.map((thesis: { id: number; name: string }) => [thesis.id, thesis.name]));
  });

  afterAll(() => t.close());

  const get = async (user: User, query = QUARTER) => {
    const res = await t.call({ method: 'GET', url: `${API}?${query}`, headers: await t.as(user) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  /** The stages with something in them, as [estagio, count, revenue]. */
  const filledStages = (body: { by_stage: { estagio: number; count: number; receita_esperada: number }[] }) =>
    body.by_stage.filter((s) => s.count > 0).map((s) => [s.estagio, s.count, s.receita_esperada]);
  /** The months with wins, as [month, count, revenue]. */
  const filledMonths = (body: { won_by_month: { month: string; count: number; receita_esperada: number }[] }) =>
    body.won_by_month.filter((m) => m.count > 0).map((m) => [m.month, m.count, m.receita_esperada]);

  describe.each(['admin', 'member', 'superuser'])('staff (%s) sees every opportunity', (who) => {
    it('answers the KPIs', async () => {
      const body = await get(staff[who]);
      expect(body.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
      expect(body.kpis).toEqual({
        open_count: 3, // a, b, h
        open_value: 3100.15, // 1000.10 + 2000.05 + 100.00
        won_count: 2, // c, d (f closed on 1 April, g in 2025)
        won_value: 8000.5, // 5000.00 + 3000.50
        lost_count: 1, // e
        conversion_rate: 0.6667, // 2 / 3
        avg_days_to_win: 65.3, // (10 + 120.604) / 2
        expected_fees: 350.02, // 1000.10 × 10% + 2000.05 × 12.5% = 100.01 + 250.00625
      });
    });

    it('answers the charts', async () => {
      const body = await get(staff[who]);
      expect(body.by_stage.map((s: { estagio: number }) => s.estagio)).toEqual([...STAGE_ORDER]);
      expect(filledStages(body)).toEqual([
        [12, 1, 1000.1],
        [1, 2, 2100.05],
      ]);
      expect(body.won_by_month.map((m: { month: string }) => m.month)).toEqual([
        '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09',
        '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
      ]);
      expect(filledMonths(body)).toEqual([
        ['2025-06', 1, 400],
        ['2026-01', 1, 5000],
        ['2026-03', 1, 3000.5], // 1 April in UTC, still March in Brasília
      ]);
      expect(body.by_tese).toEqual([
        { tese: 1, name: thesisNames.get(1), count: 2, receita_esperada: 6000.1 }, // a, c
        { tese: 2, name: thesisNames.get(2), count: 2, receita_esperada: 2700.05 }, // b, e
        { tese: 3, name: thesisNames.get(3), count: 1, receita_esperada: 999 }, // f
        { tese: null, name: 'Sem tese', count: 1, receita_esperada: 100 }, // h
      ]);
      expect(body.top_partners).toEqual([
        { parceiro_id: expect.any(Number), name: 'Parceira Alfa', count: 1, receita_esperada: 5000 },
        { parceiro_id: expect.any(Number), name: 'Parceiro Beta', count: 1, receita_esperada: 3000.5 },
      ]);
      expect(body.stale).toEqual([]); // none of them is theirs
    });
  });

  it("gives the executive its stale opportunities and, with 'minhas', only its own numbers", async () => {
    const all = await get(executive);
    expect(all.kpis.open_count).toBe(3);
    expect(all.stale.map((o: { id: number }) => o.id)).toEqual([ids.a, ids.h]); // oldest change first
    expect(all.stale[0]).toMatchObject({ titulo: expect.any(String), receita_esperada: 1000.1, parceiro_nome: 'Parceira Alfa' });

    const mine = await get(executive, `${QUARTER}&mine=true`); // a, d, h
    expect(mine.kpis).toEqual({
      ...{ open_count: 2, open_value: 1100.1, expected_fees: 100.01 },
      ...{ won_count: 1, won_value: 3000.5, lost_count: 0, conversion_rate: 1, avg_days_to_win: 120.6 },
    });
    expect(filledStages(mine)).toEqual([
      [12, 1, 1000.1],
      [1, 1, 100],
    ]);
    expect(mine.top_partners.map((p: { name: string }) => p.name)).toEqual(['Parceiro Beta']);
  });

  it("shows a partner (role 5) only its circle's opportunities", async () => {
    const body = await get(partnerUser); // a, b, c, f
    expect(body.kpis).toEqual({
      ...{ open_count: 2, open_value: 3000.15, expected_fees: 350.02 },
      ...{ won_count: 1, won_value: 5000, lost_count: 0, conversion_rate: 1, avg_days_to_win: 10 },
    });
    expect(filledStages(body)).toEqual([
      [12, 1, 1000.1],
      [1, 1, 2000.05],
    ]);
    expect(filledMonths(body)).toEqual([['2026-01', 1, 5000]]);
    expect(body.by_tese.map((r: { tese: number; count: number; receita_esperada: number }) => [r.tese, r.count, r.receita_esperada])).toEqual([
      [1, 2, 6000.1],
      [2, 1, 2000.05],
      [3, 1, 999],
    ]);
    expect(body.top_partners.map((p: { name: string }) => p.name)).toEqual(['Parceira Alfa']);
    expect(body.stale.map((o: { id: number }) => o.id)).toEqual([ids.a]); // its person is the partner
  });

  it('shows a referrer (role 6) the opportunities of the partner linked to it', async () => {
    const body = await get(referrer); // d, e, g
    expect(body.kpis).toEqual({
      ...NO_KPIS,
      ...{ won_count: 1, won_value: 3000.5, lost_count: 1, conversion_rate: 0.5, avg_days_to_win: 120.6 },
    });
    expect(filledMonths(body)).toEqual([
      ['2025-06', 1, 400],
      ['2026-03', 1, 3000.5],
    ]);
    expect(body.by_tese).toEqual([{ tese: 2, name: thesisNames.get(2), count: 1, receita_esperada: 700 }]);
    expect(body.stale).toEqual([]);
    const mine = await get(referrer, `${QUARTER}&mine=true`);
    expect(mine.kpis).toEqual(NO_KPIS);
  });

  it('answers zeros to a licensee (role 3) with an empty circle', async () => {
    const body = await get(licensee);
    expect(body.kpis).toEqual(NO_KPIS);
    expect(filledStages(body)).toEqual([]);
    expect(filledMonths(body)).toEqual([]);
    expect(body).toMatchObject({ by_tese: [], top_partners: [], stale: [] });
  });

  it('defaults to the current month and counts a win marked through the API at once', async () => {
    const db = t.database.db;
    const q = await createPerson(db, { name: 'Parceiro Delta', role: 2 });
    const linked = await t.createUser({ role: 6 });
    await addVinculo(db, linked.id, q.id);
    const fresh = await createOportunidade(db, { parceiro_id: q.id, receita_esperada: '50.25' });
    const won = await t.call({
      method: 'PATCH',
      url: `/api/v1/oportunidades/${fresh.id}`,
      headers: await t.as(staff.admin),
      payload: { status_resultado: 2 },
    });
    expect(won.status).toBe(200);

    const body = await get(linked, '');
    const now = companyDay();
    expect(body.period).toEqual({ from: `${now.slice(0, 8)}01`, to: now });
    expect(body.kpis).toMatchObject({ won_count: 1, won_value: 50.25, avg_days_to_win: 0, conversion_rate: 1 });
    expect(filledMonths(body)).toEqual([[now.slice(0, 7), 1, 50.25]]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', INVALID_DATE],
    ['from=2026-01-01&to=31/03/2026', 'to', INVALID_DATE],
    ['from=2026-03-01&to=2026-02-01', 'from', INVERTED_PERIOD],
  ])('refuses %s with a 422 on %s', async (query, field, message) => {
    const res = await t.call({ method: 'GET', url: `${API}?${query}`, headers: await t.as(staff.admin) });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', field], msg: message })]);
  });

  it('refuses a mine that is not a boolean', async () => {
    const res = await t.call({ method: 'GET', url: `${API}?mine=talvez`, headers: await t.as(staff.admin) });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['query', 'mine']);
  });

  it('asks for a login', async () => {
    const res = await t.call({ method: 'GET', url: API });
    expect(res.status).toBe(401);
  });
});
