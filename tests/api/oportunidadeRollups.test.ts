// The opportunities' counters (migration 0010) against plain SQL. After every kind of write (inserts
// one by one and in bulk, stage changes, wins and losses through the API, a partner change, tags added
// and removed, deletes one by one and in bulk, a truncate), each counter table equals a GROUP BY over
// oportunidades, and every role's list totals, pipeline and dashboard (answered from the counters)
// equal the same numbers read from the rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultStatus, Stage } from '../../common/enums';
import { oportunidadeScope } from '../../server/platform/auth/scope';
import { allOf } from '../../server/resource/crud';
import { fromCounters, fromRows } from '../../server/features/dashboard/dashboard';
import { resultRows } from '../../server/platform/db/migrate';
import { oportunidades, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag, addVinculo, tagOportunidade } from '../helpers/fixtures';

const API = '/api/v1/oportunidades';
const at = (iso: string) => new Date(iso);

/**
 * Each counter table and the same numbers grouped from oportunidades, rows with nothing left aside: per
 * partner (0 = none), and under partner -1 for every partner together.
 */
const perPartnerAndAll = (columns: string, values: string, from: string, keys: string) =>
  `SELECT ${columns}, coalesce(parceiro_id, 0) AS parceiro_id, ${values} FROM ${from} GROUP BY ${keys}, 3
   UNION ALL SELECT ${columns}, -1, ${values} FROM ${from} GROUP BY ${keys}`;
const COUNTER_CHECKS: Record<string, { counters: string; rows: string }> = {
  oportunidade_counts: {
    counters: `SELECT estagio, status_resultado, parceiro_id, total, receita, fees_x100 FROM oportunidade_counts WHERE total <> 0`,
    rows: perPartnerAndAll(
      'estagio, status_resultado',
      'count(*) AS total, coalesce(sum(receita_esperada), 0) AS receita, coalesce(sum(receita_esperada * honorarios), 0) AS fees_x100',
      'oportunidades',
      '1, 2',
    ),
  },
  oportunidade_closed_months: {
    counters: `SELECT month, status_resultado, parceiro_id, total, receita, open_seconds FROM oportunidade_closed_months WHERE total <> 0`,
    rows: perPartnerAndAll(
      "date_trunc('month', closed_at AT TIME ZONE 'America/Sao_Paulo')::date AS month, status_resultado",
      'count(*) AS total, coalesce(sum(receita_esperada), 0) AS receita, sum(extract(epoch FROM closed_at - created_at)) AS open_seconds',
      '(SELECT * FROM oportunidades WHERE closed_at IS NOT NULL AND status_resultado <> 1) AS closed',
      '1, 2',
    ),
  },
  oportunidade_created_months: {
    counters: `SELECT month, tese, parceiro_id, total, receita FROM oportunidade_created_months WHERE total <> 0`,
    rows: perPartnerAndAll(
      "date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date AS month, coalesce(tese, 0) AS tese",
      'count(*) AS total, coalesce(sum(receita_esperada), 0) AS receita',
      'oportunidades',
      '1, 2',
    ),
  },
  oportunidade_closed_days: {
    counters: `SELECT day, status_resultado, total, receita, open_seconds FROM oportunidade_closed_days WHERE total <> 0`,
    rows: `SELECT (closed_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, status_resultado, count(*) AS total,
             coalesce(sum(receita_esperada), 0) AS receita, sum(extract(epoch FROM closed_at - created_at)) AS open_seconds
           FROM oportunidades WHERE closed_at IS NOT NULL AND status_resultado <> 1 GROUP BY 1, 2`,
  },
  oportunidade_created_tese_days: {
    counters: `SELECT day, tese, total, receita FROM oportunidade_created_tese_days WHERE total <> 0`,
    rows: `SELECT (created_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, coalesce(tese, 0) AS tese, count(*) AS total,
             coalesce(sum(receita_esperada), 0) AS receita FROM oportunidades GROUP BY 1, 2`,
  },
  oportunidade_created_days: {
    counters: `SELECT day, total FROM oportunidade_created_days WHERE total <> 0`,
    rows: `SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS total FROM oportunidades GROUP BY 1`,
  },
};

/** Periods: a year, a quarter, one month, days inside a month, days across three months. */
const PERIODS = [
  { from: '2026-01-01', to: '2026-12-31' },
  { from: '2026-01-01', to: '2026-03-31' },
  { from: '2026-02-01', to: '2026-02-28' },
  { from: '2026-02-10', to: '2026-02-20' },
  { from: '2026-01-15', to: '2026-03-10' },
];

describe('opportunity counters', () => {
  let t: TestApp;
  let p: Person;
  let q: Person;
  let r: Person;
  const users: Record<string, User> = {};
  let tagId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    p = await createPerson(db, { name: 'Parceira Contadora', role: 2 });
    q = await createPerson(db, { name: 'Parceiro Somador', role: 2 });
    r = await createPerson(db, { name: 'Parceira Sem Vínculo', role: 3 });
    users.admin = await t.createUser({ role: 1 });
    users.executive = await t.createUser({ role: 2 });
    users.licensee = await t.createUser({ role: 3 });
    users.member = await t.createUser({ role: 4 });
    users.partner = await t.createUser({ role: 5, person_id: p.id });
    users.referrer = await t.createUser({ role: 6 });
    await addVinculo(db, users.licensee.id, q.id);
    await addVinculo(db, users.referrer.id, p.id);
    await addVinculo(db, users.referrer.id, q.id);
    tagId = (await createTag(db, { name: 'Contagem' })).id;
  });

  afterAll(() => t.close());

  const rows = async <T>(query: string) => resultRows<T>(await t.database.db.execute(sql.raw(query)));
  /** Rows as comparable texts: same columns, numbers compared by value (10.50 and 10.5 are one amount). */
  const sorted = (list: unknown[]) =>
    list.map((row) => JSON.stringify(Object.entries(row as object).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : Number.isNaN(Number(value)) ? String(value) : Number(value)]))).sort();

  /** Every counter table, every role's list totals, pipeline and dashboard, against the rows. */
  async function expectExact() {
    for (const [table, check] of Object.entries(COUNTER_CHECKS)) {
      expect(sorted(await rows(check.counters)), table).toEqual(sorted(await rows(check.rows)));
    }
    const db = t.database.db;
    for (const [who, user] of Object.entries(users)) {
      const scope = oportunidadeScope(user);
      for (const filter of ['', `estagio=${Stage.Won}`, `status_resultado=${ResultStatus.Open}`, `parceiro_id=${p.id}`, `estagio=1&status_resultado=1`, `tag_id=${tagId}`]) {
        const condition = filter
          .split('&')
          .filter(Boolean)
          .map((pair) => pair.split('='))
          .map(([key, value]) => (key === 'tag_id' ? sql`${oportunidades.id} IN (SELECT oportunidade_id FROM oportunidade_tags WHERE tag_id = ${Number(value)})` : sql`${sql.identifier(key)} = ${Number(value)}`));
        const where = allOf(scope, ...condition);
        const [plain] = resultRows<{ n: string | number; s: string }>(
          await db.execute(sql`SELECT count(*) AS n, round(coalesce(sum(receita_esperada), 0), 2)::text AS s FROM ${oportunidades} ${where ? sql`WHERE ${where}` : sql``}`),
        );
        const list = await t.call({ method: 'GET', url: `${API}/?limit=5&${filter}`, headers: await t.as(user) });
        expect(list.status).toBe(200);
        expect({ who, filter, count: list.body.count, sums: list.body.sums }).toEqual({
          who,
          filter,
          count: Number(plain.n),
          sums: { receita_esperada: plain.s },
        });
        const board = await t.call({ method: 'GET', url: `${API}/pipeline?${filter}`, headers: await t.as(user) });
        expect([who, filter, board.body.total_count, board.body.total_receita_esperada]).toEqual([who, filter, Number(plain.n), Number(plain.s)]);
        const perStage = resultRows<{ estagio: number; n: string | number; s: string }>(
          await db.execute(sql`SELECT estagio, count(*) AS n, sum(receita_esperada)::text AS s FROM ${oportunidades} ${where ? sql`WHERE ${where}` : sql``} GROUP BY estagio`),
        );
        expect(
          board.body.data.filter((stage: { count: number }) => stage.count > 0).map((stage: { estagio: number; count: number; receita_esperada: number }) => [stage.estagio, stage.count, stage.receita_esperada]).sort(),
        ).toEqual(perStage.map((stage) => [stage.estagio, Number(stage.n), Number(stage.s)]).sort());
      }
      for (const period of PERIODS) {
        expect({ who, period, ...(await fromCounters(db, user, period)) }).toEqual({ who, period, ...(await fromRows(db, scope, period)) });
      }
    }
  }

  const patch = async (id: number, payload: object) => {
    const res = await t.call({ method: 'PATCH', url: `${API}/${id}`, headers: await t.as(users.admin), payload });
    expect(res.status).toBe(200);
  };

  it('start at zero', async () => {
    await expectExact();
    expect(await rows('SELECT * FROM oportunidade_counts')).toEqual([]);
  });

  it('count inserted rows, one by one and many in one statement', async () => {
    const db = t.database.db;
    await createOportunidade(db, { parceiro_id: p.id, estagio: 12, receita_esperada: '1000.10', honorarios: '10.00', tese: 1, created_at: at('2026-01-10T12:00:00Z') });
    await createOportunidade(db, { parceiro_id: q.id, estagio: 1, receita_esperada: '2000.05', honorarios: '12.50', tese: 2, created_at: at('2026-02-14T12:00:00Z') });
    await createOportunidade(db, { parceiro_id: r.id, estagio: 11, status_resultado: ResultStatus.Won, receita_esperada: '5000.00', created_at: at('2026-01-01T12:00:00Z'), closed_at: at('2026-01-31T23:59:00-03:00') });
    await createOportunidade(db, { estagio: 9, status_resultado: ResultStatus.Lost, receita_esperada: null, created_at: at('2025-12-31T23:30:00-03:00'), closed_at: at('2026-03-01T00:00:00-03:00') });
    await db.insert(oportunidades).values(
      Array.from({ length: 30 }, (_, i) => ({
        titulo: `Lote ${i}`,
        parceiro_id: [p.id, q.id, r.id, null][i % 4],
        estagio: [12, 1, 2, 3, 9][i % 5],
        receita_esperada: `${(i * 137.31).toFixed(2)}`,
        honorarios: i % 3 ? `${10 + (i % 7)}.25` : null,
        tese: i % 6 ? (i % 5) + 1 : null,
        created_at: at(`2026-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 10}:00:00Z`),
      })),
    );
    const [{ n }] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM oportunidades');
    expect(n).toBe(34);
    await expectExact();
  });

  it('follow stage changes, wins, losses, a partner change and tags through the API', async () => {
    const [lead, prospect, third, fourth] = await rows<{ id: number }>('SELECT id FROM oportunidades ORDER BY id LIMIT 4 OFFSET 4');
    await patch(lead.id, { estagio: 1 });
    await patch(prospect.id, { status_resultado: ResultStatus.Won });
    await patch(third.id, { status_resultado: ResultStatus.Lost, motivo_perda: 'Sem orçamento' });
    await patch(fourth.id, { parceiro_id: q.id, receita_esperada: '777.77', honorarios: '20.00' });
    const tag = await t.call({ method: 'POST', url: `${API}/${lead.id}/tags/${tagId}`, headers: await t.as(users.admin) });
    expect(tag.status).toBeLessThan(300);
    await tagOportunidade(t.database.db, third.id, tagId);
    await expectExact();
    const untag = await t.call({ method: 'DELETE', url: `${API}/${lead.id}/tags/${tagId}`, headers: await t.as(users.admin) });
    expect(untag.status).toBeLessThan(300);
    await patch(third.id, { status_resultado: ResultStatus.Open });
    await expectExact();
  });

  it('follow changes of many rows in one statement, and untouched counters stay locked by nobody', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE oportunidades SET estagio = 3 WHERE estagio = 1 AND status_resultado = 1`);
    await db.execute(sql`UPDATE oportunidades SET status_resultado = 2, estagio = 11, closed_at = created_at + interval '20 days' WHERE titulo LIKE 'Lote 1%'`);
    await db.execute(sql`UPDATE oportunidades SET parceiro_id = ${p.id} WHERE parceiro_id IS NULL`);
    await expectExact();
    const before = await rows('SELECT * FROM oportunidade_counts ORDER BY 1, 2, 3');
    await db.execute(sql`UPDATE oportunidades SET titulo = titulo || ' (revisada)', updated_at = now()`);
    expect(await rows('SELECT * FROM oportunidade_counts ORDER BY 1, 2, 3')).toEqual(before);
  });

  it('follow deletes, one through the API and many in one statement, and a truncate', async () => {
    const [first] = await rows<{ id: number }>('SELECT id FROM oportunidades ORDER BY id LIMIT 1');
    const res = await t.call({ method: 'DELETE', url: `${API}/${first.id}`, headers: await t.as(users.admin) });
    expect(res.status).toBeLessThan(300);
    await t.database.db.execute(sql`DELETE FROM oportunidades WHERE titulo LIKE 'Lote 2%'`);
    await expectExact();
    await t.database.db.execute(sql`TRUNCATE oportunidades CASCADE`);
    await expectExact();
    expect(await rows('SELECT * FROM oportunidade_created_days')).toEqual([]);
  });

  it('answer the list total in the deep pages too', async () => {
    const db = t.database.db;
    await db.execute(sql`INSERT INTO oportunidades (titulo, estagio, receita_esperada, created_at)
      SELECT 'Profunda ' || i, 12, i, timestamptz '2026-01-01 00:00Z' + i * interval '37 minutes' FROM generate_series(1, 2100) AS i`);
    const res = await t.call({ method: 'GET', url: `${API}/?skip=2050&limit=10`, headers: await t.as(users.admin) });
    const expected = await rows<{ id: number }>('SELECT id FROM oportunidades ORDER BY created_at DESC, id DESC OFFSET 2050 LIMIT 10');
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual(expected.map((row) => row.id));
    expect(res.body).toMatchObject({ count: 2100, sums: { receita_esperada: '2206050.00' } });
    const past = await t.call({ method: 'GET', url: `${API}/?skip=2100&limit=10`, headers: await t.as(users.admin) });
    expect(past.body.data).toEqual([]);
  });
});
