// Partner commissions (common/resources/comissoes/, server/features/comissoes/): the ledger an opportunity's win,
// its recebimentos, the partner's terms (changed mid-year), an opportunity's own share, a deleted
// recebimento, a reopening and a lote (paid, reversed, refused a reversal the next day) write; every
// amount to the cent, rounded half to even once per entry, and every total equal to plain SQL; the row
// scope of roles 1-6 (a partner never sees another's entries, amounts or bank data); the 422s in Portuguese.
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultStatus } from '../../common/enums';
import { resultRows } from '../../server/platform/db/migrate';
import type { Oportunidade, Person, User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';

const API = '/api/v1';

type Entry = { id: number; oportunidade_id: number; parceiro_id: number; competencia: string; base: string; percentual: string; valor: string; estado: string; origem: string; pago_em: string | null; lote_id: number | null };

describe('comissões', () => {
  let t: TestApp;
  let admin: User;
  let staff: User;
  let member: User;
  let partnerA: Person;
  let partnerB: Person;
  let client: Person;
  /** One external user of each external role (3, 5, 6) whose own person is partner A. */
  const externals: Record<number, User> = {};
  let other: User;
  let won: Oportunidade;
  let override: Oportunidade;
  let reopened: Oportunidade;
  let foreign: Oportunidade;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await t.createUser({ role: 1 });
    staff = await t.createUser({ role: 2 });
    member = await t.createUser({ role: 4 });
    partnerA = await fx.createPerson(db, { name: 'Parceira Alfa', role: 2 });
    partnerB = await fx.createPerson(db, { name: 'Parceiro Beta', role: 2 });
    client = await fx.createPerson(db, { name: 'Cliente Gama Ltda', role: 1 });
    for (const role of [3, 5, 6]) externals[role] = await t.createUser({ role, person_id: partnerA.id });
    other = await t.createUser({ role: 5, person_id: partnerB.id });
    const [tese] = resultRows<{ id: number }>(await db.execute(sql`INSERT INTO theses (name) VALUES ('Exclusão do ICMS (comissões)') RETURNING id`));
    const open = { cliente_id: client.id, tese: tese.id };
    won = await fx.createOportunidade(db, { ...open, titulo: 'Recuperação PIS/COFINS', parceiro_id: partnerA.id, receita_esperada: '100000.00', honorarios: '20.00' });
    override = await fx.createOportunidade(db, { ...open, titulo: 'Com comissão própria', parceiro_id: partnerA.id, receita_esperada: '50000.00', honorarios: '10.00' });
    reopened = await fx.createOportunidade(db, { ...open, titulo: 'Reaberta', parceiro_id: partnerA.id, receita_esperada: '10000.00', honorarios: '30.00' });
    foreign = await fx.createOportunidade(db, { ...open, titulo: 'Do Beta', parceiro_id: partnerB.id, receita_esperada: '40000.00', honorarios: '25.00' });
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const ok = async (user: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, status = 200) => {
    const res = await call(user, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body;
  };
  const entries = async (user: User, query: string): Promise<Entry[]> => (await ok(user, 'GET', `/comissoes/?limit=1000&${query}`)).data;
  const ledgerOf = async (oportunidade: Oportunidade) =>
    (await entries(staff, `oportunidade_id=${oportunidade.id}`)).map(({ competencia, base, percentual, valor, estado, origem }) => ({
      competencia, base, percentual, valor, estado, origem,
    }));
  const sqlSum = async (where: ReturnType<typeof sql>) =>
    resultRows<{ sum: string }>(await t.database.db.execute(sql`SELECT coalesce(sum(valor), 0)::numeric(20,2)::text AS sum FROM comissoes WHERE ${where}`))[0].sum;
  const setStatus = (oportunidade: Oportunidade, status_resultado: number) =>
    ok(staff, 'PATCH', `/oportunidades/${oportunidade.id}`, { status_resultado });
  const receive = (oportunidade: Oportunidade, body: object) => ok(staff, 'POST', `/oportunidades/${oportunidade.id}/recebimentos`, body, 201);
  const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7);

  it('rounds half to even to cents, exactly, in the database', async () => {
    const cases: [string, string][] = [
      ['123.425', '123.42'], ['123.435', '123.44'], ['185.145', '185.14'], ['0.005', '0.00'], ['0.015', '0.02'],
      ['2629.7175', '2629.72'], ['666.6666666', '666.67'], ['10.004999', '10.00'], ['9999999999999.995', '10000000000000.00'],
    ];
    for (const [value, rounded] of cases) {
      const [row] = resultRows<{ r: string }>(await t.database.db.execute(sql`SELECT round_half_even_cents(${value}::numeric)::text AS r`));
      expect(row.r, value).toBe(rounded);
    }
  });

  it('keeps the terms: staff write them with their start, the partner reads its own only', async () => {
    const jan = await ok(staff, 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: 10, inicio: '2026-01-01' }, 201);
    expect(jan).toMatchObject({ person_id: partnerA.id, percentual: '10.00', inicio: '2026-01-01' });
    await ok(staff, 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: '15', inicio: '2026-07-01' }, 201);
    await ok(staff, 'POST', '/comissoes/termos/', { person_id: partnerB.id, percentual: '20', inicio: '2025-01-01' }, 201);
    const duplicate = await call(staff, 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: '12', inicio: '2026-01-01' });
    expect(duplicate).toMatchObject({ status: 409, body: { detail: 'Este parceiro já tem uma comissão que começa nesta data.' } });
    const bad = await call(staff, 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: '100.01', inicio: '2026-02-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'percentual'], msg: 'O valor máximo permitido é 100.00.' });
    const negative = await call(staff, 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: '-1', inicio: '2026-02-01' });
    expect(negative.body.detail[0].msg).toBe('O percentual deve estar entre 0 e 100.');
    for (const role of [3, 5, 6]) {
      expect((await call(externals[role], 'POST', '/comissoes/termos/', { person_id: partnerA.id, percentual: 99, inicio: '2026-03-01' })).status).toBe(403);
      const seen = (await ok(externals[role], 'GET', '/comissoes/termos/?limit=100')).data as { person_id: number }[];
      expect(seen.map((row) => row.person_id)).toEqual([partnerA.id, partnerA.id]);
    }
  });

  it('forecasts on the win: receita × honorários × the share in force that day', async () => {
    expect(await ledgerOf(won)).toEqual([]);
    await setStatus(won, ResultStatus.Won);
    // 100000.00 × 20% = 20000.00 of fees; today the July term (15%) is in force.
    expect(await ledgerOf(won)).toEqual([
      { competencia: thisMonth, base: '20000.00', percentual: '15.00', valor: '3000.00', estado: 'prevista', origem: 'ganho' },
    ]);
  });

  it('refuses a recebimento on an opportunity that is not won, in Portuguese', async () => {
    const res = await call(staff, 'POST', `/oportunidades/${reopened.id}/recebimentos`, { data: '2026-03-01', valor_recuperado: '100' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['path', 'oportunidade_id'], msg: 'Recebimentos só podem ser registrados em oportunidades ganhas.', type: 'value_error' }]);
    const missing = await call(staff, 'POST', `/oportunidades/${won.id}/recebimentos`, { data: '2026-02-30' });
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg])).toEqual(
      expect.arrayContaining([['data', 'Data inválida: use o formato AAAA-MM-DD.']]),
    );
    expect((await call(externals[5], 'POST', `/oportunidades/${won.id}/recebimentos`, { data: '2026-03-01', valor_recuperado: '1' })).status).toBe(403);
  });

  it('pays a_pagar per recebimento at the share of its day (the terms changed mid-year), and replaces the forecast', async () => {
    // 6171.25 × 20% = 1234.25 of fees by default; in March the share is 10%: 123.425 → 123.42 (half to even).
    const march = await receive(won, { data: '2026-03-10', valor_recuperado: '6171.25', observacao: 'Primeira compensação' });
    expect(march).toMatchObject({ valor_recuperado: '6171.25', honorarios_recebidos: '1234.25', oportunidade_id: won.id });
    // September: 15% of 1234.30 = 185.145 → 185.14.
    await receive(won, { data: '2026-09-15', valor_recuperado: '10000', honorarios_recebidos: '1234.30' });
    expect(await ledgerOf(won)).toEqual([
      // Still expected: 20000.00 − 1234.25 − 1234.30 = 17531.45, at 15%: 2629.7175 → 2629.72.
      { competencia: thisMonth, base: '17531.45', percentual: '15.00', valor: '2629.72', estado: 'prevista', origem: 'ganho' },
      { competencia: '2026-09', base: '1234.30', percentual: '15.00', valor: '185.14', estado: 'a_pagar', origem: 'recebimento' },
      { competencia: '2026-03', base: '1234.25', percentual: '10.00', valor: '123.42', estado: 'a_pagar', origem: 'recebimento' },
    ]);
    const listed = (await ok(staff, 'GET', `/oportunidades/${won.id}/recebimentos`)).data as { data: string }[];
    expect(listed.map((row) => row.data)).toEqual(['2026-09-15', '2026-03-10']);
  });

  it("uses an opportunity's own share over the terms; only staff set it", async () => {
    const refused = await call(externals[5], 'PATCH', `/oportunidades/${override.id}`, { comissao_percentual: '50' });
    expect(refused).toMatchObject({ status: 403, body: { detail: 'Somente a equipe define a comissão do parceiro.' } });
    const changed = await ok(staff, 'PATCH', `/oportunidades/${override.id}`, { comissao_percentual: '12.5' });
    expect(changed.comissao_percentual).toBe(12.5);
    await setStatus(override, ResultStatus.Won);
    await receive(override, { data: '2026-05-20', valor_recuperado: '8000' });
    expect(await ledgerOf(override)).toEqual([
      // 5000.00 − 800.00 still expected, at 12.5%.
      { competencia: thisMonth, base: '4200.00', percentual: '12.50', valor: '525.00', estado: 'prevista', origem: 'ganho' },
      { competencia: '2026-05', base: '800.00', percentual: '12.50', valor: '100.00', estado: 'a_pagar', origem: 'recebimento' },
    ]);
  });

  it('cancels the entry of a deleted recebimento and gives the forecast back', async () => {
    const june = await receive(override, { data: '2026-06-01', valor_recuperado: '1000' });
    expect((await ledgerOf(override))[0]).toMatchObject({ base: '4100.00', valor: '512.50', estado: 'prevista' });
    expect((await call(externals[3], 'DELETE', `/recebimentos/${june.id}`)).status).toBe(403);
    await ok(staff, 'DELETE', `/recebimentos/${june.id}`);
    expect(await ledgerOf(override)).toEqual([
      { competencia: thisMonth, base: '4200.00', percentual: '12.50', valor: '525.00', estado: 'prevista', origem: 'ganho' },
      { competencia: '2026-06', base: '100.00', percentual: '12.50', valor: '12.50', estado: 'cancelada', origem: 'recebimento' },
      { competencia: '2026-05', base: '800.00', percentual: '12.50', valor: '100.00', estado: 'a_pagar', origem: 'recebimento' },
    ]);
  });

  it('cancels the forecast and the unpaid entries of a reopened opportunity, and writes them again on a new win', async () => {
    await setStatus(reopened, ResultStatus.Won);
    await receive(reopened, { data: '2026-10-01', valor_recuperado: '1000' });
    expect(await ledgerOf(reopened)).toEqual([
      { competencia: thisMonth, base: '2700.00', percentual: '15.00', valor: '405.00', estado: 'prevista', origem: 'ganho' },
      { competencia: '2026-10', base: '300.00', percentual: '15.00', valor: '45.00', estado: 'a_pagar', origem: 'recebimento' },
    ]);
    await setStatus(reopened, ResultStatus.Open);
    expect((await ledgerOf(reopened)).map((entry) => entry.estado)).toEqual(['cancelada', 'cancelada']);
    expect((await call(staff, 'POST', `/oportunidades/${reopened.id}/recebimentos`, { data: '2026-10-02', valor_recuperado: '1' })).status).toBe(422);
    await setStatus(reopened, ResultStatus.Won);
    expect((await ledgerOf(reopened)).filter((entry) => entry.estado !== 'cancelada')).toEqual([
      { competencia: thisMonth, base: '2700.00', percentual: '15.00', valor: '405.00', estado: 'prevista', origem: 'ganho' },
      { competencia: '2026-10', base: '300.00', percentual: '15.00', valor: '45.00', estado: 'a_pagar', origem: 'recebimento' },
    ]);
  });

  it('answers the totals of the filter as plain SQL sums them', async () => {
    await setStatus(foreign, ResultStatus.Won);
    await receive(foreign, { data: '2026-04-01', valor_recuperado: '3333.33' });
    for (const [query, where] of [
      [`parceiro_id=${partnerA.id}&estado=a_pagar`, sql`parceiro_id = ${partnerA.id} AND estado = 'a_pagar'`],
      [`estado=prevista`, sql`estado = 'prevista'`],
      [`competencia_de=2026-04&competencia_ate=2026-09`, sql`competencia BETWEEN '2026-04' AND '2026-09'`],
      ['', sql`true`],
    ] as const) {
      const page = await ok(staff, 'GET', `/comissoes/?limit=2&${query}`);
      expect(page.sums.valor, query).toBe(await sqlSum(where));
    }
    // 3333.33 × 25% = 833.3325 → 833.33 of fees, × 20% (Beta's terms) = 166.666 → 166.67.
    expect(await ledgerOf(foreign)).toContainEqual({ competencia: '2026-04', base: '833.33', percentual: '20.00', valor: '166.67', estado: 'a_pagar', origem: 'recebimento' });
  });

  describe('scope', () => {
    it('lets staff (1, 2, 4) see every partner', async () => {
      for (const user of [admin, staff, member]) {
        const seen = new Set((await entries(user, '')).map((entry) => entry.parceiro_id));
        expect(seen).toEqual(new Set([partnerA.id, partnerB.id]));
      }
    });

    it.each([3, 5, 6])('shows role %i only its own person: entries, totals, statement, desempenho, no lote', async (role) => {
      const user = externals[role];
      const mine = await entries(user, '');
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((entry) => entry.parceiro_id))).toEqual(new Set([partnerA.id]));
      // Asking for another partner's entries lists nothing, with a total of nothing.
      const asked = await ok(user, 'GET', `/comissoes/?parceiro_id=${partnerB.id}`);
      expect(asked).toEqual({ data: [], count: 0, sums: { valor: '0.00' } });
      const page = await ok(user, 'GET', '/comissoes/?limit=1');
      expect(page.sums.valor).toBe(await sqlSum(sql`parceiro_id = ${partnerA.id}`));
      const [theirs] = await entries(other, '');
      expect((await call(user, 'GET', `/comissoes/${theirs.id}`)).status).toBe(404);
      expect((await call(user, 'GET', `/comissoes/${mine[0].id}`)).status).toBe(200);
      expect((await call(user, 'GET', `/comissoes/extrato?parceiro_id=${partnerB.id}&competencia=2026-04&format=csv`)).status).toBe(404);
      expect((await call(user, 'GET', `/comissoes/desempenho?parceiro_id=${partnerB.id}`)).status).toBe(404);
      expect((await call(user, 'GET', '/comissoes/lotes/')).status).toBe(403);
      expect((await call(user, 'POST', '/comissoes/lotes', { filter: {} })).status).toBe(403);
      expect((await call(user, 'GET', `/oportunidades/${won.id}/recebimentos`)).status).toBe(403);
      const exported = await t.app.inject({ method: 'GET', url: `${API}/comissoes/export?format=csv`, headers: await t.as(user) });
      expect(exported.body).not.toContain('166,67');
      expect(exported.body).toContain('185,14');
    });

    it('gives a user without a person nothing', async () => {
      const lone = await t.createUser({ role: 5 });
      expect(await entries(lone, '')).toEqual([]);
      expect((await call(lone, 'GET', '/comissoes/desempenho')).status).toBe(404);
    });
  });

  describe('lotes', () => {
    let loteId: number;

    it('pays the a_pagar entries of a filter, per partner, with the bank data masked', async () => {
      await ok(admin, 'POST', `/persons/${partnerA.id}/bank-accounts`, {
        bank_code: '341', bank_name: 'Itaú', agency: '0001', account: '12345-6789', account_type: 1, is_primary: true,
        pix_key_type: 3, pix_key: 'alfa.parceira@example.com',
      }, 201);
      const due = await sqlSum(sql`parceiro_id = ${partnerA.id} AND estado = 'a_pagar' AND competencia <= '2026-09'`);
      const lote = await ok(staff, 'POST', '/comissoes/lotes', { filter: { parceiro_id: partnerA.id, competencia_ate: '2026-09' } }, 201);
      // 123.42 + 185.14 + 100.00
      expect(lote).toMatchObject({ total: '408.56', quantidade: 3 });
      expect(due).toBe('408.56');
      loteId = lote.id;
      const paid = await entries(staff, `lote_id=${loteId}`);
      expect(paid.map((entry) => [entry.estado, entry.pago_em])).toEqual(Array(3).fill(['paga', lote.pago_em]));
      const payments = await ok(staff, 'GET', `/comissoes/lotes/${loteId}/pagamentos`);
      expect(payments).toEqual([
        { parceiro_id: partnerA.id, parceiro_nome: 'Parceira Alfa', quantidade: 3, valor: '408.56', banco: '341 Itaú', agencia: '0001', conta: '****6789', pix_key: '****.com' },
      ]);
      const csv = await t.app.inject({ method: 'GET', url: `${API}/comissoes/lotes/${loteId}/arquivo-banco`, headers: await t.as(staff) });
      expect(csv.body).toContain('Parceira Alfa;');
      expect(csv.body).toContain('****6789');
      expect(csv.body).toContain('408,56');
      // An administrator's bank file carries the account in full.
      const full = await t.app.inject({ method: 'GET', url: `${API}/comissoes/lotes/${loteId}/arquivo-banco`, headers: await t.as(admin) });
      expect(full.body).toContain('12345-6789');
    });

    it('refuses an empty selection and the delete of a paid recebimento', async () => {
      const empty = await call(staff, 'POST', '/comissoes/lotes', { ids: [987654] });
      expect(empty.status).toBe(422);
      expect(empty.body.detail[0].msg).toBe('Nenhuma comissão a pagar na seleção.');
      const both = await call(staff, 'POST', '/comissoes/lotes', {});
      expect(both.body.detail[0].msg).toBe("Envie 'ids' ou 'filter', um dos dois.");
      const [paid] = await entries(staff, `lote_id=${loteId}`);
      const [row] = resultRows<{ recebimento_id: number }>(await t.database.db.execute(sql`SELECT recebimento_id FROM comissoes WHERE id = ${paid.id}`));
      const refused = await call(staff, 'DELETE', `/recebimentos/${row.recebimento_id}`);
      expect(refused).toMatchObject({ status: 409, body: { detail: 'Este recebimento já foi pago ao parceiro e não pode ser excluído.' } });
    });

    it('reverses a lote on its day, and refuses it afterwards', async () => {
      await ok(staff, 'DELETE', `/comissoes/lotes/${loteId}`);
      const back = await entries(staff, `parceiro_id=${partnerA.id}&estado=a_pagar&competencia_ate=2026-09`);
      expect(back.map((entry) => [entry.valor, entry.pago_em, entry.lote_id])).toEqual(
        expect.arrayContaining([['123.42', null, null], ['185.14', null, null], ['100.00', null, null]]),
      );
      const ids = back.map((entry) => entry.id);
      const again = await ok(staff, 'POST', '/comissoes/lotes', { ids, pago_em: '2026-10-05' }, 201);
      expect(again).toMatchObject({ total: '408.56', quantidade: 3, pago_em: '2026-10-05' });
      await t.database.db.execute(sql`UPDATE comissao_lotes SET created_at = now() - interval '2 days' WHERE id = ${again.id}`);
      const late = await call(staff, 'DELETE', `/comissoes/lotes/${again.id}`);
      expect(late).toMatchObject({ status: 409, body: { detail: 'O lote só pode ser estornado no mesmo dia em que foi criado.' } });
      expect((await entries(staff, `lote_id=${again.id}`)).every((entry) => entry.estado === 'paga')).toBe(true);
    });
  });

  describe('statement and desempenho', () => {
    it('writes the month as CSV and PDF, each total as SQL sums it', async () => {
      const csv = await t.app.inject({
        method: 'GET',
        url: `${API}/comissoes/extrato?competencia=2026-09&format=csv`,
        headers: await t.as(externals[5]),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Cliente Gama Ltda;Exclusão do ICMS (comissões);Recuperação PIS/COFINS');
      expect(csv.body).toContain('185,14');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `${API}/comissoes/extrato?parceiro_id=${partnerA.id}&competencia=2026-09&format=pdf`,
        headers: await t.as(staff),
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const { text } = await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText();
      const paid = await sqlSum(sql`parceiro_id = ${partnerA.id} AND competencia = '2026-09' AND estado = 'paga'`);
      expect(paid).toBe('185.14');
      for (const expected of ['Extrato de comissões', 'competência 09/2026', 'Parceira Alfa', 'Cliente Gama Ltda', 'Exclusão do ICMS', 'Recuperação PIS/COFINS', 'R$ 1.234,30', '15,00%', 'Paga: R$ 185,14', 'Total (exceto canceladas): R$ 185,14']) {
        expect(text).toContain(expected);
      }
      const staffWithout = await call(staff, 'GET', '/comissoes/extrato?competencia=2026-09');
      expect(staffWithout.body.detail[0]).toMatchObject({ loc: ['query', 'parceiro_id'], msg: 'Informe o parceiro do extrato.' });
      const badMonth = await call(staff, 'GET', `/comissoes/extrato?parceiro_id=${partnerA.id}&competencia=2026-13`);
      expect(badMonth.body.detail[0].msg).toBe('Competência inválida: use o formato AAAA-MM.');
    });

    it("answers 'Meu desempenho' from the partner's own entries", async () => {
      const mine = await ok(externals[6], 'GET', '/comissoes/desempenho');
      expect(mine.parceiro_id).toBe(partnerA.id);
      expect(mine.receita_ganha).toBe('160000.00');
      expect(mine.oportunidades).toContainEqual({ status_resultado: ResultStatus.Won, nome: 'Ganho', quantidade: 3 });
      expect(mine.totais).toEqual({
        prevista: await sqlSum(sql`parceiro_id = ${partnerA.id} AND estado = 'prevista'`),
        a_pagar: await sqlSum(sql`parceiro_id = ${partnerA.id} AND estado = 'a_pagar'`),
        paga: await sqlSum(sql`parceiro_id = ${partnerA.id} AND estado = 'paga'`),
      });
      expect(mine.meses).toContainEqual({ competencia: '2026-09', prevista: '0.00', a_pagar: '0.00', paga: '185.14' });
      expect(mine.proximos_pagamentos.map((p: { valor: string }) => p.valor)).toEqual(['45.00']);
      const staffView = await ok(staff, 'GET', `/comissoes/desempenho?parceiro_id=${partnerA.id}`);
      expect(staffView).toEqual(mine);
    });
  });
});
