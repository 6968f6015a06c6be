// Registros de oportunidade (common/resources/registros.ts, server/features/registros/): a partner claims a company
// (its CNPJ root) for a thesis. States on creation (pendente; em_conflito when another partner holds the
// key, whatever the branch, or an open opportunity for the thesis has a client of that root; 409 for the
// same partner twice), alphanumeric CNPJs, a race of two registrations of one key, nothing about another
// partner or the client in any answer a partner gets (field by field), staff's decisions (aprovar with the
// registry's data, rejeitar, prorrogar, wrong transitions) and the jobs (expiry, warning), the row scope of
// roles 1-6, the filters and search, and the 422s.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../common/documents';
import { ResultStatus, Stage } from '../../common/enums';
import { oportunidades, persons, registros, syncJobs, theses, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';
import { FakeReceita } from '../fakes/fakeReceita';

const API = '/api/v1/registros';
const DAY = 24 * 60 * 60 * 1000;
const DUPLICADO = 'Você já registrou esta empresa para esta tese';
/** Every key a registration answers, and nothing else. */
const ROW_KEYS = [
  'id', 'parceiro_id', 'cnpj', 'razao_social', 'tese_id', 'observacao', 'estado', 'motivo',
  'oportunidade_id', 'valido_ate', 'decidido_em', 'created_by_id', 'created_at',
].sort();

/** The CNPJ of a root's branch: the 8-character root, the 4-character branch and the check digits. */
function cnpjOf(root: string, branch: string): string {
  for (let digits = 0; digits < 100; digits++) {
    const cnpj = `${root}${branch}${String(digits).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`no check digits for ${root}${branch}`);
}
/** A fresh numeric root (random: the fixed ones below start with 7766). */
const newRoot = () => String(10_000_000 + Math.floor(Math.random() * 60_000_000));
const masked = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

type Row = Record<string, unknown> & { id: number; estado: string };

describe('registros', () => {
  let t: TestApp;
  let fake: FakeReceita;
  let staff: User;
  /** Two partners (role 5), each with its own person. */
  let ana: User;
  let anaPerson: Person;
  let bruno: User;
  let brunoPerson: Person;
  let tese: number;
  let outraTese: number;
  let inativa: number;

  beforeAll(async () => {
    fake = await FakeReceita.start();
    t = await createTestApp({ config: { RECEITA_API_URL: fake.url, REGISTRO_VALIDADE_DIAS: 30 } });
    const db = t.database.db;
    staff = await t.createUser({ role: 4 });
    anaPerson = await fx.createPerson(db, { name: 'Ana Parceira Sigilosa', role: 2 });
    ana = await t.createUser({ role: 5, person_id: anaPerson.id });
    brunoPerson = await fx.createPerson(db, { name: 'Bruno Parceiro', role: 2 });
    bruno = await t.createUser({ role: 5, person_id: brunoPerson.id });
    const [a, b, c] = await db
      .insert(theses)
      .values([{ name: 'Registro Tese A' }, { name: 'Registro Tese B' }, { name: 'Registro Tese Inativa', ativa: false }])
      .returning();
    [tese, outraTese, inativa] = [a.id, b.id, c.id];
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = async (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const register = async (user: User, values: object) => {
    const res = await call(user, 'POST', '/', { razao_social: 'Empresa Exemplo Ltda', tese_id: tese, ...values });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Row;
  };
  const ids = async (user: User, query = '') => {
    const res = await call(user, 'GET', `/?limit=1000&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as Row[]).map((row) => row.id).sort((x, y) => x - y);
  };
  /** What a partner must not learn: other partners' persons and users, their registrations, the client's rows. */
  type Secrets = { persons?: number[]; users?: number[]; registros?: number[]; oportunidades?: number[]; names: string[] };
  /**
   * A partner's answer holds a registration's declared fields only, and none of them names another partner
   * or the client: each id field is checked against the rows of its own table, each text against the names.
   */
  const expectNothingAbout = (row: Record<string, unknown>, secrets: Secrets) => {
    expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    const idsOf: Record<string, number[] | undefined> = {
      id: secrets.registros,
      parceiro_id: secrets.persons,
      created_by_id: secrets.users,
      oportunidade_id: secrets.oportunidades,
    };
    for (const [field, value] of Object.entries(row)) {
      if (field in idsOf) expect(idsOf[field] ?? [], `${field}=${value}`).not.toContain(value);
      else if (typeof value === 'string') for (const name of secrets.names) expect(value, field).not.toContain(name);
      else expect(['number', 'object'], field).toContain(typeof value); // tese_id, and the nulls
    }
  };

  it('registers a company for the partner: pendente, the CNPJ without its mask, the partner its own person', async () => {
    const cnpj = cnpjOf(newRoot(), '0001');
    const row = await register(ana, { cnpj: masked(cnpj), razao_social: '  Alfa Indústria Ltda ', observacao: 'Indicada pelo contador', parceiro_id: brunoPerson.id });
    expect(row).toEqual({
      id: expect.any(Number),
      parceiro_id: anaPerson.id,
      cnpj,
      razao_social: 'Alfa Indústria Ltda',
      tese_id: tese,
      observacao: 'Indicada pelo contador',
      estado: 'pendente',
      motivo: null,
      oportunidade_id: null,
      valido_ate: null,
      decidido_em: null,
      created_by_id: ana.id,
      created_at: expect.any(String),
    });
    expect((await call(ana, 'GET', `/${row.id}`)).body).toEqual(row);
  });

  it('refuses the same partner twice for a key, whatever the branch (409), and not for another thesis', async () => {
    const root = newRoot();
    await register(ana, { cnpj: cnpjOf(root, '0001') });
    const again = await call(ana, 'POST', '/', { cnpj: cnpjOf(root, '0002'), razao_social: 'Filial', tese_id: tese });
    expect(again).toMatchObject({ status: 409, body: { detail: DUPLICADO } });
    expect((await register(ana, { cnpj: cnpjOf(root, '0002'), tese_id: outraTese })).estado).toBe('pendente');
  });

  it("lands another partner's claim of another branch in conflict, telling it nothing about the first", async () => {
    const root = newRoot();
    const first = await register(ana, { cnpj: cnpjOf(root, '0001'), razao_social: 'Beta Matriz' });
    const second = await register(bruno, { cnpj: cnpjOf(root, '0007'), razao_social: 'Beta Filial' });
    expect(second.estado).toBe('em_conflito');
    expect(first.estado).toBe('pendente');
    const secrets = { persons: [anaPerson.id], users: [ana.id], registros: [first.id], names: ['Ana Parceira', 'Beta Matriz'] };
    expectNothingAbout(second, secrets);
    expectNothingAbout((await call(bruno, 'GET', `/${second.id}`)).body, secrets);
    for (const row of (await call(bruno, 'GET', '/?limit=1000')).body.data) expectNothingAbout(row, secrets);
    // The first one stays out of the second partner's reach.
    expect((await call(bruno, 'GET', `/${first.id}`)).status).toBe(404);
    expect((await call(bruno, 'GET', `/${first.id}/conflito`)).status).toBe(403);
    // A third partner is in conflict too; another thesis is another key.
    const carla = await t.createUser({ role: 6, person_id: (await fx.createPerson(t.database.db, { role: 2 })).id });
    expect((await register(carla, { cnpj: cnpjOf(root, '0001') })).estado).toBe('em_conflito');
    expect((await register(bruno, { cnpj: cnpjOf(root, '0007'), tese_id: outraTese })).estado).toBe('pendente');
  });

  it('takes the alphanumeric CNPJ (2026), masked or not, in any case, with its check digits verified', async () => {
    const row = await register(ana, { cnpj: '12.abc.345/01de-35', razao_social: 'Nova Era' });
    expect(row).toMatchObject({ cnpj: '12ABC34501DE35', estado: 'pendente' });
    const branch = cnpjOf('12ABC345', '0002');
    expect((await call(ana, 'POST', '/', { cnpj: branch, razao_social: 'Nova Era Filial', tese_id: tese })).status).toBe(409);
    expect((await register(bruno, { cnpj: branch })).estado).toBe('em_conflito');
    const bad = await call(ana, 'POST', '/', { cnpj: '12ABC34501DE36', razao_social: 'X', tese_id: tese });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'cnpj'], msg: 'CNPJ inválido' });
  });

  it('is in conflict with an existing client that has an open opportunity for the thesis, and only then', async () => {
    const db = t.database.db;
    const root = newRoot();
    const client = await fx.createPerson(db, { name: 'Cliente Gama Secreto', person_type: 2, document: cnpjOf(root, '0001') });
    const opportunity = await fx.createOportunidade(db, { cliente_id: client.id, tese, parceiro_id: brunoPerson.id });
    const row = await register(ana, { cnpj: cnpjOf(root, '0003'), razao_social: 'Gama' });
    expect(row.estado).toBe('em_conflito');
    expectNothingAbout(row, { persons: [client.id, brunoPerson.id], oportunidades: [opportunity.id], names: ['Cliente Gama Secreto', 'Bruno'] });
    // For another thesis it is free; once the opportunity is lost, so is this thesis.
    expect((await register(ana, { cnpj: cnpjOf(root, '0003'), tese_id: outraTese })).estado).toBe('pendente');
    await db.update(oportunidades).set({ status_resultado: ResultStatus.Lost }).where(eq(oportunidades.id, opportunity.id));
    // Ana's claim is itself in conflict, which holds no key: with no open opportunity left, Bruno's is pendente.
    expect((await register(bruno, { cnpj: cnpjOf(root, '0001') })).estado).toBe('pendente');
    const other = newRoot();
    const lostClient = await fx.createPerson(db, { person_type: 2, document: cnpjOf(other, '0001') });
    await fx.createOportunidade(db, { cliente_id: lostClient.id, tese, status_resultado: ResultStatus.Lost });
    expect((await register(ana, { cnpj: cnpjOf(other, '0001') })).estado).toBe('pendente');
  });

  it('lets one of two simultaneous registrations of a key hold it: one pendente, the other em_conflito', async () => {
    const root = newRoot();
    const [x, y] = await Promise.all([
      call(ana, 'POST', '/', { cnpj: cnpjOf(root, '0001'), razao_social: 'Delta', tese_id: tese }),
      call(bruno, 'POST', '/', { cnpj: cnpjOf(root, '0002'), razao_social: 'Delta', tese_id: tese }),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect([x.body.estado, y.body.estado].sort()).toEqual(['em_conflito', 'pendente']);
    // The same partner twice at once: one registration, one 409.
    const other = newRoot();
    const twice = await Promise.all([
      call(ana, 'POST', '/', { cnpj: cnpjOf(other, '0001'), razao_social: 'Épsilon', tese_id: tese }),
      call(ana, 'POST', '/', { cnpj: cnpjOf(other, '0001'), razao_social: 'Épsilon', tese_id: tese }),
    ]);
    expect(twice.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no CNPJ', { cnpj: undefined }, 'cnpj', 'CNPJ é obrigatório'],
    ['a short CNPJ', { cnpj: '1234' }, 'cnpj', 'CNPJ deve ter 14 dígitos'],
    ['wrong check digits', { cnpj: '11222333000182' }, 'cnpj', 'CNPJ inválido'],
    ['no razão social', { razao_social: '   ' }, 'razao_social', 'Razão social é obrigatória'],
    ['no thesis', { tese_id: undefined }, 'tese_id', 'Informe a tese'],
    ['an unknown thesis', { tese_id: 987654 }, 'tese_id', 'Tese não encontrada ou inativa'],
  ])('refuses %s with 422 on its field', async (_label, change, field, msg) => {
    const body = { cnpj: cnpjOf(newRoot(), '0001'), razao_social: 'Zeta', tese_id: tese, ...change };
    const res = await call(ana, 'POST', '/', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });

  it('refuses an inactive thesis, staff without a partner, and a user without a person, with 422', async () => {
    const cnpj = cnpjOf(newRoot(), '0001');
    const base = { cnpj, razao_social: 'Eta' };
    let res = await call(ana, 'POST', '/', { ...base, tese_id: inativa });
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'tese_id'], msg: 'Tese não encontrada ou inativa' });
    res = await call(staff, 'POST', '/', { ...base, tese_id: tese });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'parceiro_id'], msg: 'Informe o parceiro' });
    res = await call(staff, 'POST', '/', { ...base, tese_id: tese, parceiro_id: 987654 });
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'parceiro_id'], msg: 'Parceiro não encontrado' });
    const loose = await t.createUser({ role: 3 });
    res = await call(loose, 'POST', '/', { ...base, tese_id: tese });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'parceiro_id'], msg: 'Seu usuário não está associado a um parceiro' });
    // Staff register on a partner's behalf.
    const onBehalf = await register(staff, { ...base, parceiro_id: brunoPerson.id });
    expect(onBehalf).toMatchObject({ parceiro_id: brunoPerson.id, created_by_id: staff.id, estado: 'pendente' });
    expect(await ids(bruno)).toContain(onBehalf.id);
  });

  describe('decisions', () => {
    it("approves: the client from the registry, a Lead with the partner, valid for REGISTRO_VALIDADE_DIAS, the others rejected", async () => {
      const db = t.database.db;
      const first = await register(ana, { cnpj: '33683111000280', razao_social: 'Serpro digitado' });
      const second = await register(bruno, { cnpj: cnpjOf('33683111', '0001'), razao_social: 'Serpro sede' });
      expect(second.estado).toBe('em_conflito');

      const conflict = await call(staff, 'GET', `/${second.id}/conflito`);
      expect(conflict.status).toBe(200);
      expect(conflict.body.concorrentes).toEqual([expect.objectContaining({ id: first.id, parceiro_nome: 'Ana Parceira Sigilosa', estado: 'pendente' })]);

      const res = await call(staff, 'POST', `/${first.id}/aprovar`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: first.id, estado: 'aprovado', oportunidade_id: expect.any(Number), motivo: null });
      const validade = new Date(res.body.valido_ate).getTime() - Date.now();
      expect(Math.abs(validade - 30 * DAY)).toBeLessThan(60_000);

      const [opportunity] = await db.select().from(oportunidades).where(eq(oportunidades.id, res.body.oportunidade_id));
      expect(opportunity).toMatchObject({ parceiro_id: anaPerson.id, tese, estagio: Stage.Lead, status_resultado: ResultStatus.Open });
      const [client] = await db.select().from(persons).where(eq(persons.id, opportunity.cliente_id!));
      // The registry's razão social, not the one typed.
      expect(client).toMatchObject({ document: '33683111000280', name: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)', person_type: 2, role: 1 });
      expect(opportunity.titulo).toBe('Registro Tese A - SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)');
      // The partner reaches its new opportunity.
      expect((await t.call({ method: 'GET', url: `/api/v1/oportunidades/${opportunity.id}`, headers: await t.as(ana) })).status).toBe(200);

      const rejected = (await call(bruno, 'GET', `/${second.id}`)).body;
      expect(rejected).toMatchObject({ estado: 'rejeitado', motivo: 'Registrada por outro parceiro', oportunidade_id: null });
      expectNothingAbout(rejected, {
        persons: [anaPerson.id, client.id],
        users: [ana.id],
        registros: [first.id],
        oportunidades: [opportunity.id],
        names: ['Ana', 'SERPRO', 'Serpro digitado'],
      });
      // The staff's detail of the rejected one shows the client and its opportunity.
      const detail = (await call(staff, 'GET', `/${second.id}/conflito`)).body;
      expect(detail.clientes).toEqual([{ id: client.id, name: client.name, document: '33683111000280' }]);
      expect(detail.oportunidades).toEqual([expect.objectContaining({ id: opportunity.id, parceiro_nome: 'Ana Parceira Sigilosa', estagio: Stage.Lead })]);

      // Wrong transitions.
      expect(await call(staff, 'POST', `/${first.id}/aprovar`)).toMatchObject({ status: 409, body: { detail: 'Somente um registro pendente ou em conflito pode ser aprovado' } });
      expect(await call(staff, 'POST', `/${first.id}/rejeitar`, { motivo: 'x' })).toMatchObject({ status: 409, body: { detail: 'Somente um registro pendente ou em conflito pode ser rejeitado' } });
      expect(await call(staff, 'POST', `/${second.id}/aprovar`)).toMatchObject({ status: 409 });
      // The key is held: a third claim is in conflict.
      expect((await register(bruno, { cnpj: '33683111000280', tese_id: tese, razao_social: 'De novo' })).estado).toBe('em_conflito');
    });

    it('links an existing company person instead of creating one, and names it with the typed razão social without the registry', async () => {
      const db = t.database.db;
      const root = newRoot();
      const existing = await fx.createPerson(db, { name: 'Ômega Parceira e Cliente', person_type: 2, role: 2, document: cnpjOf(root, '0001') });
      const row = await register(ana, { cnpj: cnpjOf(root, '0001'), razao_social: 'Ômega' });
      const approved = (await call(staff, 'POST', `/${row.id}/aprovar`)).body;
      const [opportunity] = await db.select().from(oportunidades).where(eq(oportunidades.id, approved.oportunidade_id));
      expect(opportunity.cliente_id).toBe(existing.id);
      expect((await db.select().from(persons).where(eq(persons.id, existing.id)))[0].role).toBe(3);
      // Unknown to the registry (404): a new person with the typed name.
      const unknown = cnpjOf(newRoot(), '0001');
      const other = await register(ana, { cnpj: unknown, razao_social: 'Sigma Digitada' });
      const done = (await call(staff, 'POST', `/${other.id}/aprovar`)).body;
      const [lead] = await db.select().from(oportunidades).where(eq(oportunidades.id, done.oportunidade_id));
      const [client] = await db.select().from(persons).where(eq(persons.id, lead.cliente_id!));
      expect(client).toMatchObject({ name: 'Sigma Digitada', document: unknown, person_type: 2, role: 1 });
    });

    it('rejects with a required reason and extends an approved one by some days', async () => {
      const row = await register(ana, { cnpj: cnpjOf(newRoot(), '0001') });
      let res = await call(staff, 'POST', `/${row.id}/rejeitar`, {});
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'motivo'], msg: 'Informe o motivo da rejeição' });
      res = await call(staff, 'POST', `/${row.id}/rejeitar`, { motivo: '   ' });
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'motivo'], msg: 'Informe o motivo da rejeição' });
      expect(await call(staff, 'POST', `/${row.id}/prorrogar`, { dias: 10 })).toMatchObject({ status: 409, body: { detail: 'Somente um registro aprovado pode ser prorrogado' } });
      res = await call(staff, 'POST', `/${row.id}/rejeitar`, { motivo: 'Empresa fora do perfil' });
      expect(res.body).toMatchObject({ estado: 'rejeitado', motivo: 'Empresa fora do perfil', decidido_em: expect.any(String) });
      expect((await call(ana, 'GET', `/${row.id}`)).body.motivo).toBe('Empresa fora do perfil');

      const other = await register(ana, { cnpj: cnpjOf(newRoot(), '0001') });
      const approved = (await call(staff, 'POST', `/${other.id}/aprovar`)).body;
      for (const dias of [0, 366, 'dez']) {
        const bad = await call(staff, 'POST', `/${other.id}/prorrogar`, { dias });
        expect(bad.status).toBe(422);
        expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'dias'], msg: 'Informe de 1 a 365 dias' });
      }
      res = await call(staff, 'POST', `/${other.id}/prorrogar`, { dias: 10 });
      expect(res.status).toBe(200);
      expect(new Date(res.body.valido_ate).getTime() - new Date(approved.valido_ate).getTime()).toBe(10 * DAY);
      // Only staff decide.
      for (const route of ['aprovar', 'rejeitar', 'prorrogar']) {
        expect((await call(ana, 'POST', `/${other.id}/${route}`, { motivo: 'x', dias: 1 })).status).toBe(403);
      }
      expect((await call(staff, 'POST', '/987654/aprovar')).status).toBe(404);
    });
  });

  describe('validity jobs', () => {
    /** Moves the registration's end to `validoAte` (SQL) and makes its jobs due now. */
    const makeDue = async (id: number, validoAte: string) => {
      const db = t.database.db;
      await db.execute(sql`UPDATE registros SET valido_ate = ${sql.raw(validoAte)} WHERE id = ${id}`);
      await db.execute(sql`UPDATE sync_jobs SET run_after = now() - interval '1 second' WHERE kind LIKE 'registro_%' AND record_id = ${id} AND state = 'queued'`);
    };
    const approved = async (cnpj: string) => {
      const row = await register(ana, { cnpj });
      return (await call(staff, 'POST', `/${row.id}/aprovar`)).body as Row & { oportunidade_id: number };
    };
    const stateOf = async (id: number) => (await call(staff, 'GET', `/${id}`)).body;

    it('expires an approved registration at valido_ate, after which the key is free again', async () => {
      const root = newRoot();
      const row = await approved(cnpjOf(root, '0001'));
      expect((await register(bruno, { cnpj: cnpjOf(root, '0002') })).estado).toBe('em_conflito');
      // Nothing is due yet.
      await t.app.syncWorker.drain();
      expect((await stateOf(row.id)).estado).toBe('aprovado');
      // The Lead is lost, so no open opportunity keeps the company either.
      await t.database.db.update(oportunidades).set({ status_resultado: ResultStatus.Lost }).where(eq(oportunidades.id, row.oportunidade_id));
      await makeDue(row.id, "now() - interval '1 minute'");
      expect(await t.app.syncWorker.drain()).toBeGreaterThanOrEqual(1);
      expect((await stateOf(row.id)).estado).toBe('expirado');
      expect((await register(carlaUser(), { cnpj: cnpjOf(root, '0003') })).estado).toBe('pendente');
    });

    it("keeps it when its opportunity reached 'Aguardando documentação' or later, or was won", async () => {
      const db = t.database.db;
      for (const change of [{ estagio: Stage.AwaitingDocuments }, { estagio: Stage.Negotiation }, { status_resultado: ResultStatus.Won }]) {
        const row = await approved(cnpjOf(newRoot(), '0001'));
        await db.update(oportunidades).set(change).where(eq(oportunidades.id, row.oportunidade_id));
        await makeDue(row.id, "now() - interval '1 minute'");
        await t.app.syncWorker.drain();
        expect((await stateOf(row.id)).estado, JSON.stringify(change)).toBe('aprovado');
      }
      // 'Primeira reunião' comes before: it expires.
      const early = await approved(cnpjOf(newRoot(), '0001'));
      await db.update(oportunidades).set({ estagio: Stage.FirstMeeting }).where(eq(oportunidades.id, early.oportunidade_id));
      await makeDue(early.id, "now() - interval '1 minute'");
      await t.app.syncWorker.drain();
      expect((await stateOf(early.id)).estado).toBe('expirado');
    });

    it('warns once 7 days before, and again after an extension brings it back', async () => {
      const db = t.database.db;
      const row = await approved(cnpjOf(newRoot(), '0001'));
      const warnedAt = async () => (await db.select().from(registros).where(eq(registros.id, row.id)))[0].aviso_expiracao_em;
      await makeDue(row.id, "now() + interval '3 days'");
      await t.app.syncWorker.drain();
      expect(await warnedAt()).not.toBeNull();
      expect((await stateOf(row.id)).estado).toBe('aprovado');
      // Extending clears the warning and queues it again for the new end.
      await call(staff, 'POST', `/${row.id}/prorrogar`, { dias: 30 });
      expect(await warnedAt()).toBeNull();
      const [job] = await db.select().from(syncJobs).where(sql`${syncJobs.kind} = 'registro_aviso' AND ${syncJobs.record_id} = ${row.id} AND ${syncJobs.state} = 'queued'`);
      expect(new Date(job.run_after).getTime()).toBeGreaterThan(Date.now() + 20 * DAY);
    });

    let carla: User | undefined;
    const carlaUser = () => carla!;
    beforeAll(async () => {
      carla = await t.createUser({ role: 3, person_id: (await fx.createPerson(t.database.db, { role: 2 })).id });
    });
  });

  describe('row scope, filters and search', () => {
    let mine: Row;
    let linkedRow: Row;
    let others: Row;

    beforeAll(async () => {
      const db = t.database.db;
      mine = await register(ana, { cnpj: cnpjOf('77665544', '0001'), razao_social: 'Cooperativa Agrícola Íris', tese_id: outraTese });
      others = await register(bruno, { cnpj: cnpjOf('77665543', '0001'), razao_social: 'Outra Empresa' });
      // A person linked to Ana (vínculo) is in her circle, but its registrations are not hers.
      const linked = await fx.createPerson(db, { role: 2 });
      await fx.addVinculo(db, ana.id, linked.id);
      linkedRow = await register(staff, { cnpj: cnpjOf('77665542', '0001'), parceiro_id: linked.id });
    });

    it.each([1, 2, 3, 4, 5, 6])('role %i: staff see every registration, an external user its own person\'s only', async (role) => {
      const db = t.database.db;
      const person = await fx.createPerson(db, { role: 2 });
      const user = await t.createUser({ role, person_id: person.id });
      const own = await register(staff, { cnpj: cnpjOf(newRoot(), '0001'), parceiro_id: person.id });
      const seen = await ids(user);
      const reads = async (id: number) => (await call(user, 'GET', `/${id}`)).status;
      if ([1, 2, 4].includes(role)) {
        expect(seen).toEqual(expect.arrayContaining([mine.id, others.id, linkedRow.id, own.id]));
        expect(await reads(others.id)).toBe(200);
      } else {
        expect(seen).toEqual([own.id]);
        expect(await reads(others.id)).toBe(404);
        expect(await reads(own.id)).toBe(200);
        const csv = await t.call({ method: 'GET', url: `${API}/export?format=csv`, headers: await t.as(user) });
        expect(csv.status).toBe(200);
        expect(String(csv.body)).toContain(own.cnpj);
        expect(String(csv.body)).not.toContain(String(others.cnpj));
      }
    });

    it('lists nothing for an external user without a person', async () => {
      expect(await ids(await t.createUser({ role: 6 }))).toEqual([]);
    });

    it('filters by estado, parceiro_id, tese_id and the review queue, and searches the CNPJ or the razão social', async () => {
      expect(await ids(staff, `parceiro_id=${anaPerson.id}&tese_id=${outraTese}&query=77665544`)).toEqual([mine.id]);
      expect(await ids(staff, `query=${encodeURIComponent(masked(String(mine.cnpj)))}`)).toEqual([mine.id]);
      expect(await ids(staff, 'query=77.665.544')).toEqual([mine.id]);
      expect(await ids(staff, 'query=agricola%20iris')).toEqual([mine.id]);
      expect(await ids(staff, `query=agricola&estado=rejeitado`)).toEqual([]);
      expect(await ids(staff, `query=agricola&em_analise=true`)).toEqual([mine.id]);
      expect(await ids(ana, `query=outra`)).toEqual([]);
      const bad = await call(staff, 'GET', '/?estado=aberto');
      expect(bad.status).toBe(422);
    });
  });

  it('looks a company up in the registry for the form, the CNPJ masked or not', async () => {
    const res = await call(ana, 'GET', `/receita/${encodeURIComponent('33.683.111/0002-80')}`);
    expect(res.status).toBe(200);
    expect(res.body.empresa.razao_social).toBe('SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)');
    const bad = await call(ana, 'GET', '/receita/33683111000281');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].msg).toBe('CNPJ inválido');
    expect((await call(ana, 'GET', `/receita/${cnpjOf(newRoot(), '0001')}`)).status).toBe(404);
  });
});
