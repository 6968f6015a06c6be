// The forecast (issue 22): an opportunity's expected closing day and probability (its stage's default
// until someone gives it its own), the fechamento_de/ate filters, the export's columns, the dashboard's
// 'Previsão ponderada' and 'Fechamento previsto por mês' against plain SQL, and the board's lanes, whose
// stage figures are the dashboard's 'Receita por estágio'. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultStatus, Stage } from '../../common/enums';
import { PROBABILITY_BY_STAGE, PROBABILITY_RANGE, STAGE_PROBABILITY } from '../../common/forecast';
import { INVERTED_DAYS } from '../../common/resources/oportunidades';
import { forecastMonths } from '../../server/features/dashboard/forecast';
import { resultRows } from '../../server/platform/db/migrate';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson } from '../helpers/fixtures';

const API = '/api/v1/oportunidades';

describe('forecast', () => {
  let t: TestApp;
  let admin: User;
  let partnerUser: User;
  let executive: User;
  const ids: Record<string, number> = {};
  const months = forecastMonths();
  /** The first day of the n-th month from now ('YYYY-MM-15'). */
  const inMonth = (n: number) => `${months[n]}-15`;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const partner = await createPerson(db, { name: 'Parceira Previsão', role: 2 });
    const other = await createPerson(db, { name: 'Outro Parceiro Previsão', role: 2 });
    const client = await createPerson(db, { name: 'Cliente Previsão', role: 1 });
    ids.partner = partner.id;
    ids.client = client.id;
    admin = await t.createUser({ role: 1 });
    executive = await t.createUser({ role: 2 });
    partnerUser = await t.createUser({ role: 5, person_id: partner.id });
    const rows = {
      // Open, the stage's default (Prospect), closing this month.
      a: { parceiro_id: partner.id, cliente_id: client.id, estagio: Stage.Prospect, receita_esperada: '1000.10', data_prevista_fechamento: inMonth(0) },
      // Open, its own 33 %, closing in two months: 3333.33 × 0.33 = 1099.9989.
      b: { parceiro_id: partner.id, estagio: Stage.Negotiation, receita_esperada: '3333.33', probabilidade: 33, data_prevista_fechamento: inMonth(2), executivo_vendas_id: executive.id },
      // Open, another partner's, no closing day.
      c: { parceiro_id: other.id, cliente_id: client.id, estagio: Stage.Prospect, receita_esperada: '500.55' },
      // Open, another partner's, closing after the six months shown.
      d: { parceiro_id: other.id, estagio: Stage.Presentation, receita_esperada: '700.00', data_prevista_fechamento: inMonth(6) },
      // Won and lost: never in the forecast nor in the stage columns, in their own lanes.
      e: { parceiro_id: partner.id, estagio: Stage.Won, status_resultado: ResultStatus.Won, receita_esperada: '9000.00', data_prevista_fechamento: inMonth(0), closed_at: new Date() },
      f: { parceiro_id: other.id, estagio: Stage.Prospect, status_resultado: ResultStatus.Lost, receita_esperada: '1532.01', data_prevista_fechamento: inMonth(1), motivo_perda: 'Preço', closed_at: new Date() },
    };
    for (const [name, values] of Object.entries(rows)) ids[name] = (await createOportunidade(db, values)).id;
  });

  afterAll(() => t.close());

  const get = async (user: User, url: string) => {
    const res = await t.call({ method: 'GET', url, headers: await t.as(user) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const patch = async (id: number, payload: Record<string, unknown>) =>
    t.call({ method: 'PATCH', url: `${API}/${id}`, headers: await t.as(admin), payload });

  describe('the fields', () => {
    it("answers the stage's default probability until the opportunity has its own", async () => {
      const a = await get(admin, `${API}/${ids.a}`);
      expect(a).toMatchObject({ data_prevista_fechamento: inMonth(0), probabilidade: STAGE_PROBABILITY.Prospect, probabilidade_propria: false });
      const b = await get(admin, `${API}/${ids.b}`);
      expect(b).toMatchObject({ probabilidade: 33, probabilidade_propria: true });
    });

    it('keeps an edited probability and closing day, records them, and gives the default back on null', async () => {
      const row = await createOportunidade(t.database.db, { estagio: Stage.Lead, receita_esperada: '10.00' });
      let res = await patch(row.id, { probabilidade: 80, data_prevista_fechamento: '2027-02-28' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ probabilidade: 80, probabilidade_propria: true, data_prevista_fechamento: '2027-02-28' });
      // Its own figure stays when the stage moves.
      res = await patch(row.id, { estagio: Stage.Negotiation });
      expect(res.body.probabilidade).toBe(80);
      // Cleared, it follows its stage again.
      res = await patch(row.id, { probabilidade: null, data_prevista_fechamento: null });
      expect(res.body).toMatchObject({ probabilidade: STAGE_PROBABILITY.Negotiation, probabilidade_propria: false, data_prevista_fechamento: null });
      res = await patch(row.id, { estagio: Stage.ContractSigned });
      expect(res.body.probabilidade).toBe(STAGE_PROBABILITY.ContractSigned);

      const history = await get(admin, `${API}/${row.id}/historico`);
      const entries = (history.data ?? history) as { field: string; field_label: string; new_value: string | null }[];
      expect(entries.filter((e) => e.field === 'probabilidade').map((e) => [e.field_label, e.new_value])).toEqual(
        expect.arrayContaining([['Probabilidade (%)', '80'], ['Probabilidade (%)', null]]),
      );
      expect(entries.some((e) => e.field === 'data_prevista_fechamento' && e.field_label === 'Fechamento previsto' && e.new_value === '2027-02-28')).toBe(true);
    });

    it("does not pin the stage's default when a whole record is sent back", async () => {
      const row = await createOportunidade(t.database.db, { estagio: Stage.Lead });
      const current = await get(admin, `${API}/${row.id}`);
      const res = await t.call({ method: 'PUT', url: `${API}/${row.id}`, headers: await t.as(admin), payload: { ...current, estagio: Stage.Presentation } });
      expect(res.body).toMatchObject({ probabilidade: STAGE_PROBABILITY.Presentation, probabilidade_propria: false });
    });

    it.each([[101], [-1], [2.5], ['muito']])('refuses probability %s with a 422 in Portuguese', async (value) => {
      const res = await patch(ids.a, { probabilidade: value });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'probabilidade'], msg: PROBABILITY_RANGE });
    });

    it('refuses a closing day that is not a day with a 422', async () => {
      const res = await patch(ids.a, { data_prevista_fechamento: '2026-02-30' });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'data_prevista_fechamento']);
    });
  });

  describe('the filters', () => {
    it('narrows the list, its totals and the export to a closing-day range, both days included', async () => {
      const body = await get(admin, `${API}/?fechamento_de=${inMonth(0)}&fechamento_ate=${inMonth(2)}&sort=data_prevista_fechamento&order=asc`);
      expect(body.data.map((o: { id: number }) => o.id)).toEqual([ids.a, ids.e, ids.f, ids.b]);
      expect(body.count).toBe(4);
      expect(body.sums.receita_esperada).toBe('14865.44');
    });

    it('refuses a range that ends before it starts', async () => {
      const res = await t.call({ method: 'GET', url: `${API}/?fechamento_de=2027-01-02&fechamento_ate=2027-01-01`, headers: await t.as(admin) });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['query', 'fechamento_ate'], msg: INVERTED_DAYS });
    });

    it('exports the closing day as dd/mm/aaaa and the effective probability', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/export?fechamento_de=${inMonth(0)}&fechamento_ate=${inMonth(0)}&status_resultado=1`,
        headers: await t.as(admin),
      });
      const [header, line] = res.body.slice(1).split('\r\n');
      const record = Object.fromEntries(line.split(';').map((cell, i) => [header.split(';')[i], cell]));
      const [y, m] = months[0].split('-');
      expect(record).toMatchObject({ 'Fechamento previsto': `15/${m}/${y}`, 'Probabilidade (%)': String(STAGE_PROBABILITY.Prospect) });
    });
  });

  describe('the import', () => {
    it("reads the forecast columns back: an exported file changes nothing, an edited one sets the day and the probability", async () => {
      const db = t.database.db;
      // A client of its own: the other tests count the shared client's opportunities.
      const client = await createPerson(db, { name: 'Cliente Importação Previsão', role: 1 });
      const row = await createOportunidade(db, { estagio: Stage.Prospect, cliente_id: client.id, tese: 1, id_externo: 'PREV-1', data_prevista_fechamento: '2030-05-31' });
      const headers = await t.as(await t.createUser({ role: 1, person_id: ids.partner }));
      const exported = (await t.app.inject({ method: 'GET', url: `${API}/export?ids=${row.id}`, headers })).body;
      const upload = (content: string) => {
        const body = new FormData();
        body.append('dry_run', 'false');
        body.append('file', new Blob([content]), 'oportunidades.csv');
        return t.call({ method: 'POST', url: `${API}/import`, headers, payload: body });
      };
      let res = await upload(exported);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      let current = await get(admin, `${API}/${row.id}`);
      expect(current).toMatchObject({ data_prevista_fechamento: '2030-05-31', probabilidade: STAGE_PROBABILITY.Prospect, probabilidade_propria: false });

      res = await upload(exported.replace('31/05/2030', '15/06/2030').replace(`;${STAGE_PROBABILITY.Prospect};`, ';65;'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      current = await get(admin, `${API}/${row.id}`);
      expect(current).toMatchObject({ data_prevista_fechamento: '2030-06-15', probabilidade: 65, probabilidade_propria: true });
    });
  });

  describe('the dashboard', () => {
    /** The stage defaults as a plain VALUES list, so this SQL owes nothing to the server's CASE. */
    const defaults = sql.raw(
      `(VALUES ${Object.entries(PROBABILITY_BY_STAGE).map(([stage, p]) => `(${stage}, ${p})`).join(', ')}) AS d (estagio, p)`,
    );
    const plainWeighted = async (where: string) => {
      const [row] = resultRows<{ value: string }>(
        await t.database.db.execute(sql`
          SELECT round(coalesce(sum(o.receita_esperada * coalesce(o.probabilidade, d.p) / 100), 0), 2)::text AS value
          FROM oportunidades o JOIN ${defaults} ON d.estagio = o.estagio
          WHERE o.status_resultado = 1 AND ${sql.raw(where)}`),
      );
      return row.value;
    };
    const plainMonths = async (where: string) => {
      const rows = resultRows<{ month: string; count: string; receita: string; ponderada: string }>(
        await t.database.db.execute(sql`
          SELECT to_char(o.data_prevista_fechamento, 'YYYY-MM') AS month, count(*) AS count,
                 round(coalesce(sum(o.receita_esperada), 0), 2)::text AS receita,
                 round(coalesce(sum(o.receita_esperada * coalesce(o.probabilidade, d.p) / 100), 0), 2)::text AS ponderada
          FROM oportunidades o JOIN ${defaults} ON d.estagio = o.estagio
          WHERE o.status_resultado = 1 AND o.data_prevista_fechamento >= ${`${months[0]}-01`}::date
            AND o.data_prevista_fechamento < ${`${months[6]}-01`}::date AND ${sql.raw(where)}
          GROUP BY 1`),
      );
      const found = new Map(rows.map((r) => [r.month, r]));
      return months.slice(0, 6).map((month) => ({
        month,
        count: Number(found.get(month)?.count ?? 0),
        receita_esperada: found.get(month)?.receita ?? '0.00',
        receita_ponderada: found.get(month)?.ponderada ?? '0.00',
      }));
    };

    it("gives staff every open opportunity's weighted revenue and the next six months, as plain SQL does", async () => {
      const body = await get(admin, '/api/v1/dashboard');
      // By hand for the rows above: 1000.10 × 10 % + 3333.33 × 33 % + 500.55 × 10 % + 700 × 60 % (+ the
      // other tests' rows, which the SQL sees too).
      expect(body.weighted_forecast).toBe(await plainWeighted('true'));
      expect(body.closing_by_month).toEqual(await plainMonths('true'));
      expect(body.closing_by_month).toHaveLength(6);
      expect(body.closing_by_month[0]).toMatchObject({ month: months[0], count: 1, receita_esperada: '1000.10', receita_ponderada: '100.01' });
      expect(body.closing_by_month[2]).toMatchObject({ month: months[2], count: 1, receita_esperada: '3333.33', receita_ponderada: '1100.00' });
    });

    it("gives a partner its circle only, and 'minhas' the caller's own", async () => {
      const circle = await get(partnerUser, '/api/v1/dashboard');
      expect(circle.weighted_forecast).toBe(await plainWeighted(`o.parceiro_id = ${ids.partner}`));
      expect(circle.weighted_forecast).toBe('1200.01'); // 100.01 + 1099.9989, rounded once
      expect(circle.closing_by_month).toEqual(await plainMonths(`o.parceiro_id = ${ids.partner}`));
      const mine = await get(executive, '/api/v1/dashboard?mine=true');
      expect(mine.weighted_forecast).toBe('1100.00');
      expect(mine.closing_by_month.map((m: { count: number }) => m.count)).toEqual([0, 0, 1, 0, 0, 0]);
    });
  });

  describe('the board', () => {
    it("counts each stage column as the dashboard's 'Receita por estágio', won and lost in their lanes", async () => {
      for (const user of [admin, partnerUser]) {
        const [board, dashboard] = await Promise.all([get(user, `${API}/pipeline`), get(user, '/api/v1/dashboard')]);
        expect(board.open).toEqual(dashboard.by_stage);
        const lane = (status: number) =>
          t.database.db
            .execute(
              sql`SELECT count(*)::int AS count, coalesce(sum(receita_esperada), 0)::float8 AS receita_esperada FROM oportunidades
                  WHERE status_resultado = ${status} ${user === admin ? sql`` : sql`AND parceiro_id = ${ids.partner}`}`,
            )
            .then((r) => resultRows<{ count: number; receita_esperada: number }>(r)[0]);
        expect(board.won).toEqual(await lane(ResultStatus.Won));
        expect(board.lost).toEqual(await lane(ResultStatus.Lost));
      }
      const partnerBoard = await get(partnerUser, `${API}/pipeline`);
      expect(partnerBoard.won).toEqual({ count: 1, receita_esperada: 9000 });
      expect(partnerBoard.lost).toEqual({ count: 0, receita_esperada: 0 });
    });

    it("keeps the lanes apart under the list's filters: a client, a status", async () => {
      const byClient = await get(admin, `${API}/pipeline?cliente_id=${ids.client}`);
      expect(byClient.open.filter((s: { count: number }) => s.count).map((s: { estagio: number; count: number; receita_esperada: number }) => [s.estagio, s.count, s.receita_esperada])).toEqual([
        [Stage.Prospect, 2, 1500.65],
      ]);
      const lostOnly = await get(admin, `${API}/pipeline?status_resultado=${ResultStatus.Lost}`);
      expect(lostOnly.open.every((s: { count: number }) => s.count === 0)).toBe(true);
      expect(lostOnly.won).toEqual({ count: 0, receita_esperada: 0 });
      expect(lostOnly.lost.count).toBeGreaterThan(0);
    });
  });

  describe("a person's deals", () => {
    it('lists the opportunities where the person is the client, and where it is the partner, with their totals', async () => {
      const asClient = await get(admin, `${API}/?cliente_id=${ids.client}`);
      expect(asClient.data.map((o: { id: number }) => o.id).sort()).toEqual([ids.a, ids.c].sort());
      expect([asClient.count, asClient.sums.receita_esperada]).toEqual([2, '1500.65']);
      const asPartner = await get(admin, `${API}/?parceiro_id=${ids.partner}`);
      expect(asPartner.data.map((o: { id: number }) => o.id).sort()).toEqual([ids.a, ids.b, ids.e].sort());
      expect([asPartner.count, asPartner.sums.receita_esperada]).toEqual([3, '13333.43']);
    });
  });
});
