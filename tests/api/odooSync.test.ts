// PUT /persons/sync-odoo/{id} and PUT /oportunidades/sync/{id} through the real app and its sync worker,
// against a fake Odoo:
// what Odoo receives, what the portal stores, that a failure leaves nothing half-written, that a retry after
// a timeout or a record deleted in Odoo does not duplicate or block, and that only the sync sets
// odoo_company_id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, oportunidadeHistorico, oportunidades, persons, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import type { FakeOdoo, RecordedCall } from '../fakes/fakeOdoo';
import { DONE, insertOportunidade, insertPerson, odooScene, syncThroughJob } from './integrationsFixtures';

const company = {
  person_type: 2,
  name: 'Acme Indústria Ltda',
  document: '33683111000280',
  addresses: [
    { zip_code: '01310100', street: 'Avenida Paulista', number: '1000', complement: 'Sala 2', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', is_primary: true },
    { zip_code: '70836-900', street: 'SGAN 601', number: 'S/N', neighborhood: 'Asa Norte', city: 'Brasília', state: 'DF' },
  ],
  contacts: [
    { contact_type: 3, value: '(11) 99999-0000' },
    { contact_type: 1, value: '(11) 3000-0000', is_primary: true },
    { contact_type: 2, value: 'financeiro@acme.com.br' },
    { contact_type: 4, value: 'https://acme.com.br' },
  ],
  bankAccounts: [
    { bank_code: '341', bank_name: 'Itaú Unibanco', agency: '1234', account: '56789-0', account_type: 1, is_primary: true },
    { bank_code: '341', bank_name: 'Itaú Unibanco', agency: '1234', account: '11111-1', account_type: 2 },
  ],
};

describe('Odoo sync', () => {
  let fake: FakeOdoo;
  let t: TestApp;
  let admin: User;
  const db = () => t.database.db;
  const storedPerson = async (id: number) => (await db().select().from(persons).where(eq(persons.id, id)))[0];
  const storedOportunidade = async (id: number) =>
    (await db().select().from(oportunidades).where(eq(oportunidades.id, id)))[0];
  // Each sync runs as a job (server/platform/jobs/); body is the stored row once it has run.
  const syncPerson = async (id: number | string, user: User = admin, app: TestApp = t) => {
    const res = await syncThroughJob(app, `/api/v1/persons/sync-odoo/${id}`, await app.as(user));
    return res.job ? { ...res, body: await storedPerson(Number(id)) } : res;
  };
  const syncOportunidade = async (id: number, user: User = admin, app: TestApp = t) => {
    const res = await syncThroughJob(app, `/api/v1/oportunidades/sync/${id}`, await app.as(user));
    return res.job ? { ...res, body: await storedOportunidade(id) } : res;
  };

  // One attempt per job: a failure is final at once, and the next sync is a new job (the retries with
  // backoff are tests/api/syncJobs.test.ts's).
  const scene = odooScene({ ODOO_TIMEOUT_MS: 400, SYNC_MAX_ATTEMPTS: 1 });
  beforeAll(() => ({ fake, t, admin } = scene));

  describe('persons', () => {
    it('creates the partner with address, contacts and bank accounts, then stores its id', async () => {
      const person = await insertPerson(db(), { ...company, document: '33683111000280' });
      const res = await syncPerson(person.id);
      expect(res.job).toMatchObject(DONE);

      const [partner] = fake.records('res.partner');
      expect(res.body).toMatchObject({ id: person.id, odoo_company_id: partner.id });
      expect((await storedPerson(person.id)).odoo_company_id).toBe(partner.id);
      const [br] = fake.store.search('res.country', [['code', '=', 'BR']]);
      const [sp] = fake.store.search('res.country.state', [['code', '=', 'SP']]);
      expect(partner).toMatchObject({
        name: 'Acme Indústria Ltda',
        is_company: true,
        vat: '33683111000280',
        street: 'Avenida Paulista, 1000',
        street2: 'Sala 2 - Bela Vista',
        city: 'São Paulo',
        zip: '01310-100',
        state_id: sp,
        country_id: br,
        phone: '(11) 3000-0000',
        email: 'financeiro@acme.com.br',
        website: 'https://acme.com.br',
      });
      const [bank] = fake.records('res.bank');
      expect(bank).toMatchObject({ name: 'Itaú Unibanco', bic: '341' });
      expect(fake.records('res.partner.bank')).toEqual([
        expect.objectContaining({ partner_id: partner.id, acc_number: '1234/56789-0', bank_id: bank.id, acc_holder_name: 'Acme Indústria Ltda' }),
        expect.objectContaining({ partner_id: partner.id, acc_number: '1234/11111-1', bank_id: bank.id }),
      ]);
      expect(new Set(fake.calls.map((c) => c.protocol))).toEqual(new Set(['json2']));
    });

    it('updates the same partner on a repeated sync instead of creating another', async () => {
      const person = await insertPerson(db(), { ...company, document: '11222333000181' });
      await syncPerson(person.id);
      await db().update(persons).set({ name: 'Acme Nova Razão Ltda' }).where(eq(persons.id, person.id));
      const res = await syncPerson(person.id);

      expect(res.job).toMatchObject(DONE);
      const partners = fake.records('res.partner');
      expect(partners).toHaveLength(1);
      expect(partners[0].name).toBe('Acme Nova Razão Ltda');
      expect(res.body.odoo_company_id).toBe(partners[0].id);
      expect(fake.callsTo('res.partner', 'create')).toHaveLength(1);
      expect(fake.callsTo('res.partner', 'write').at(-1)).toMatchObject({ ids: [partners[0].id] });
      expect(fake.records('res.partner.bank')).toHaveLength(2);
      expect(fake.records('res.bank')).toHaveLength(1);
    });

    it('archives in Odoo a bank account removed in the portal, and brings it back when it returns', async () => {
      const person = await insertPerson(db(), { ...company, document: '33123456000106' });
      await syncPerson(person.id);
      const [kept, dropped] = await db().select().from(bankAccounts).where(eq(bankAccounts.person_id, person.id)).orderBy(bankAccounts.id);
      await db().delete(bankAccounts).where(eq(bankAccounts.id, dropped.id));
      await syncPerson(person.id);
      const byNumber = () => Object.fromEntries(fake.records('res.partner.bank').map((r) => [r.acc_number, r.active]));
      expect(byNumber()).toEqual({ '1234/56789-0': true, '1234/11111-1': false });

      const { id: _id, ...again } = dropped;
      await db().insert(bankAccounts).values(again);
      await syncPerson(person.id);
      expect(byNumber()).toEqual({ '1234/56789-0': true, '1234/11111-1': true });
      expect(fake.callsTo('res.partner.bank', 'create')).toHaveLength(2);
      expect(kept.account).toBe('56789-0');
    });

    it('adopts the partner Odoo already has for this CPF/CNPJ', async () => {
      const existing = fake.store.insert('res.partner', { name: 'Maria (cadastro antigo)', vat: '529.982.247-25' });
      const person = await insertPerson(db(), { document: '52998224725', name: 'Maria Souza' });
      const res = await syncPerson(person.id);

      expect(res.body.odoo_company_id).toBe(existing);
      expect(fake.callsTo('res.partner', 'create')).toEqual([]);
      expect(fake.records('res.partner')).toEqual([expect.objectContaining({ id: existing, name: 'Maria Souza', is_company: false })]);
    });

    it('clears in Odoo what the person no longer has', async () => {
      const person = await insertPerson(db(), { document: '39053344705' });
      await syncPerson(person.id);
      expect(fake.records('res.partner')[0]).toMatchObject({ street: false, email: false, state_id: false, zip: false });
    });

    it("fails the job with Odoo's message and stores nothing when Odoo refuses", async () => {
      const person = await insertPerson(db(), { ...company, document: '19131243000197' });
      fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'error', message: 'O CNPJ informado não é válido' } });
      const res = await syncPerson(person.id);

      expect(res).toMatchObject({ job: { state: 'failed', last_error: 'O Odoo recusou a operação: O CNPJ informado não é válido' } });
      expect((await storedPerson(person.id)).odoo_company_id).toBeNull();
      expect(fake.records('res.partner')).toEqual([]);
    });

    it('fails the job on a timeout and stores nothing when Odoo is too slow; the retry adopts what Odoo finished anyway', async () => {
      const person = await insertPerson(db(), { ...company, document: '60701190000104' });
      fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'delay', ms: 800 } });
      const res = await syncPerson(person.id);

      expect(res).toMatchObject({ job: { state: 'failed', last_error: 'O Odoo não respondeu a tempo. Tente novamente em instantes.' } });
      expect((await storedPerson(person.id)).odoo_company_id).toBeNull();
      // Odoo completed the create after the portal stopped waiting; the next sync finds it by CNPJ.
      await fake.idle();
      const [late] = fake.records('res.partner');
      expect((await syncPerson(person.id)).body).toMatchObject({ odoo_company_id: late.id });
      expect(fake.records('res.partner')).toHaveLength(1);
    });

    it('keeps the partner id when a bank account fails afterwards, so the retry updates it', async () => {
      const person = await insertPerson(db(), { ...company, document: '04252011000110' });
      fake.fail({ model: 'res.partner.bank', method: 'create', failure: { kind: 'error', message: 'Conta inválida' } });
      expect((await syncPerson(person.id)).job?.state).toBe('failed');
      const [partner] = fake.records('res.partner');
      expect((await storedPerson(person.id)).odoo_company_id).toBe(partner.id);

      expect((await syncPerson(person.id)).job).toMatchObject(DONE);
      expect(fake.records('res.partner')).toHaveLength(1);
      expect(fake.records('res.partner.bank')).toHaveLength(2);
    });

    it('creates the partner again when Odoo has deleted the one whose id the portal stored', async () => {
      const person = await insertPerson(db(), { ...company, document: '07526557000100' });
      await syncPerson(person.id);
      const [gone] = fake.records('res.partner');
      fake.store.unlink('res.partner', [gone.id]);

      const res = await syncPerson(person.id);
      expect(res.job).toMatchObject(DONE);
      const [partner] = fake.records('res.partner');
      expect(partner).toMatchObject({ name: 'Acme Indústria Ltda', vat: '07526557000100' });
      expect(partner.id).not.toBe(gone.id);
      expect(res.body.odoo_company_id).toBe(partner.id);
      expect((await storedPerson(person.id)).odoo_company_id).toBe(partner.id);
      // The write to the stale id was refused with MissingError, then the look-up by CNPJ, then the create.
      expect(fake.callsTo('res.partner', 'write').at(-1)).toMatchObject({ ids: [gone.id] });
      expect(fake.callsTo('res.partner', 'create')).toHaveLength(2);
      expect(fake.records('res.partner.bank')).toEqual([
        expect.objectContaining({ partner_id: partner.id }),
        expect.objectContaining({ partner_id: partner.id }),
      ]);
    });

    it('adopts the partner Odoo has for the CPF/CNPJ when the stored one was deleted', async () => {
      const person = await insertPerson(db(), { document: '71428793860' });
      await syncPerson(person.id);
      const [gone] = fake.records('res.partner');
      fake.store.unlink('res.partner', [gone.id]);
      const other = fake.store.insert('res.partner', { name: 'Cadastro refeito no Odoo', vat: '714.287.938-60' });

      expect((await syncPerson(person.id)).body).toMatchObject({ odoo_company_id: other });
      expect(fake.records('res.partner')).toEqual([expect.objectContaining({ id: other, name: 'Maria da Silva' })]);
    });

    it('does not let PATCH, PUT or POST /persons set odoo_company_id: only the sync does', async () => {
      const person = await insertPerson(db());
      const headers = await t.as(admin);
      for (const method of ['PATCH', 'PUT'] as const) {
        const res = await t.call({
          method,
          url: `/api/v1/persons/${person.id}`,
          headers,
          payload: { name: 'Maria Editada', odoo_company_id: 4242 },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ name: 'Maria Editada', odoo_company_id: null });
      }
      expect((await storedPerson(person.id)).odoo_company_id).toBeNull();

      const created = await t.call({
        method: 'POST',
        url: '/api/v1/persons/',
        headers,
        payload: { person_type: 1, document: '12345678909', name: 'Nova Pessoa', role: 1, odoo_company_id: 4242 },
      });
      expect(created.status).toBe(201);
      expect((await storedPerson(created.body.id)).odoo_company_id).toBeNull();
      expect(fake.calls).toEqual([]);
    });

    it('is for administrators only, and 404s a person that does not exist', async () => {
      const person = await insertPerson(db());
      const executive = await t.createUser({ role: 2 });
      expect((await syncPerson(person.id, executive)).status).toBe(403);
      expect(await syncPerson(999_999)).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
      expect((await syncPerson('abc')).status).toBe(422);
      expect(fake.calls).toEqual([]);
    });
  });

  describe('opportunities', () => {
    it('creates the lead with the client synced first, its tags and its revenue, then stores odoo_id', async () => {
      const client = await insertPerson(db(), { person_type: 2, name: 'Cliente Alfa S.A.', document: '45997418000153' });
      const oportunidade = await insertOportunidade(db(), {
        titulo: 'Recuperação de PIS/COFINS',
        descricao: 'Créditos de 2019 a 2023\nRevisar <notas> & guias',
        cliente_id: client.id,
        receita_esperada: '150000.50',
        tagNames: ['Alta prioridade', 'Tributário'],
      });
      const res = await syncOportunidade(oportunidade.id);

      expect(res.job).toMatchObject(DONE);
      const [partner] = fake.records('res.partner');
      const [lead] = fake.records('crm.lead');
      expect(fake.calls.findIndex((c) => c.model === 'res.partner' && c.method === 'create')).toBeLessThan(
        fake.calls.findIndex((c) => c.model === 'crm.lead' && c.method === 'load'),
      );
      expect(partner).toMatchObject({ name: 'Cliente Alfa S.A.', vat: '45997418000153' });
      expect((await storedPerson(client.id)).odoo_company_id).toBe(partner.id);
      const tags = fake.records('crm.tag');
      expect(tags.map((tag) => tag.name).sort()).toEqual(['Alta prioridade', 'Tributário']);
      expect(lead).toMatchObject({
        name: 'Recuperação de PIS/COFINS',
        type: 'opportunity',
        partner_id: partner.id,
        expected_revenue: 150000.5,
        description: '<p>Créditos de 2019 a 2023<br>Revisar &lt;notas&gt; &amp; guias</p>',
        active: true,
      });
      expect([...(lead.tag_ids as number[])].sort()).toEqual(tags.map((tag) => tag.id).sort());
      expect(res.body).toMatchObject({ id: oportunidade.id, odoo_id: lead.id });
      expect((await storedOportunidade(oportunidade.id)).odoo_id).toBe(lead.id);
      // Created through Odoo's import, with the portal's external id in the same step.
      expect(fake.callsTo('crm.lead', 'load')).toEqual([
        expect.objectContaining({
          protocol: 'json2',
          params: {
            fields: ['id', 'name', 'type', 'expected_revenue', 'description', 'active', 'partner_id/.id', 'tag_ids/.id'],
            data: [
              [
                `__portal__.oportunidade_${oportunidade.id}`,
                'Recuperação de PIS/COFINS',
                'opportunity',
                '150000.5',
                '<p>Créditos de 2019 a 2023<br>Revisar &lt;notas&gt; &amp; guias</p>',
                'True',
                String(partner.id),
                tags.map((tag) => tag.id).join(','),
              ],
            ],
          },
        }),
      ]);
      expect(fake.records('ir.model.data')).toEqual([
        expect.objectContaining({ module: '__portal__', name: `oportunidade_${oportunidade.id}`, model: 'crm.lead', res_id: lead.id }),
      ]);
      const history = await db().select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, oportunidade.id));
      expect(history).toEqual([expect.objectContaining({ field: 'odoo_id', old_value: null, new_value: String(lead.id), user_id: admin.id })]);
    });

    it('updates the same lead and reuses the tags on a repeated sync', async () => {
      const oportunidade = await insertOportunidade(db(), { titulo: 'Lead sem cliente', tagNames: ['Reincidente'] });
      await syncOportunidade(oportunidade.id);
      await db().update(oportunidades).set({ titulo: 'Lead renomeado', receita_esperada: '10.00' }).where(eq(oportunidades.id, oportunidade.id));
      const res = await syncOportunidade(oportunidade.id);

      expect(res.job).toMatchObject(DONE);
      expect(fake.records('crm.lead')).toEqual([
        expect.objectContaining({ name: 'Lead renomeado', expected_revenue: 10, partner_id: false }),
      ]);
      expect(fake.records('crm.tag')).toHaveLength(1);
      expect(fake.callsTo('crm.lead', 'load')).toHaveLength(1);
      expect(fake.callsTo('crm.lead', 'write')).toEqual([
        expect.objectContaining({ ids: [fake.records('crm.lead')[0].id], params: expect.objectContaining({ vals: expect.objectContaining({ name: 'Lead renomeado' }) }) }),
      ]);
    });

    it('fails the job on a timeout when the lead is slow, and the retry finds the lead Odoo made anyway: one lead', async () => {
      const oportunidade = await insertOportunidade(db(), { titulo: 'Lead lento', tagNames: ['Lento'] });
      fake.fail({ model: 'crm.lead', method: 'load', failure: { kind: 'delay', ms: 800 } });
      const res = await syncOportunidade(oportunidade.id);

      expect(res).toMatchObject({ job: { state: 'failed', last_error: 'O Odoo não respondeu a tempo. Tente novamente em instantes.' } });
      expect((await storedOportunidade(oportunidade.id)).odoo_id).toBeNull();
      // Odoo finished the import after the portal stopped waiting.
      await fake.idle();
      const [late] = fake.records('crm.lead');
      expect(late).toMatchObject({ name: 'Lead lento' });

      const retry = await syncOportunidade(oportunidade.id);
      expect(retry).toMatchObject({ job: DONE, body: { odoo_id: late.id } });
      expect(fake.records('crm.lead')).toEqual([expect.objectContaining({ id: late.id, name: 'Lead lento', type: 'opportunity' })]);
      expect((await storedOportunidade(oportunidade.id)).odoo_id).toBe(late.id);
      expect(fake.records('ir.model.data')).toHaveLength(1);
    });

    it('creates the lead again when Odoo has deleted the one whose id the portal stored', async () => {
      const oportunidade = await insertOportunidade(db(), { titulo: 'Lead apagado no Odoo' });
      await syncOportunidade(oportunidade.id);
      const [gone] = fake.records('crm.lead');
      fake.store.unlink('crm.lead', [gone.id]);

      const res = await syncOportunidade(oportunidade.id);
      expect(res.job).toMatchObject(DONE);
      const [lead] = fake.records('crm.lead');
      expect(lead).toMatchObject({ name: 'Lead apagado no Odoo', type: 'opportunity' });
      expect(lead.id).not.toBe(gone.id);
      expect(res.body.odoo_id).toBe(lead.id);
      expect((await storedOportunidade(oportunidade.id)).odoo_id).toBe(lead.id);
      expect(fake.callsTo('crm.lead', 'write')).toEqual([expect.objectContaining({ ids: [gone.id] })]);
      expect(fake.records('ir.model.data')).toEqual([expect.objectContaining({ res_id: lead.id })]);
      const history = await db().select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, oportunidade.id));
      expect(history.at(-1)).toMatchObject({ field: 'odoo_id', old_value: String(gone.id), new_value: String(lead.id) });
    });

    it("syncs the client again when Odoo has deleted the client's partner", async () => {
      const client = await insertPerson(db(), { person_type: 2, name: 'Cliente Gama Ltda', document: '11444777000161' });
      const oportunidade = await insertOportunidade(db(), { cliente_id: client.id });
      await syncOportunidade(oportunidade.id);
      const [gone] = fake.records('res.partner');
      fake.store.unlink('res.partner', [gone.id]);

      expect((await syncOportunidade(oportunidade.id)).job).toMatchObject(DONE);
      const [partner] = fake.records('res.partner');
      expect(partner).toMatchObject({ name: 'Cliente Gama Ltda', vat: '11444777000161' });
      expect((await storedPerson(client.id)).odoo_company_id).toBe(partner.id);
      expect(fake.records('crm.lead')).toEqual([expect.objectContaining({ partner_id: partner.id })]);
    });

    it('marks a won opportunity won in Odoo', async () => {
      const oportunidade = await insertOportunidade(db(), { status_resultado: 2, estagio: 11 });
      expect((await syncOportunidade(oportunidade.id)).job).toMatchObject(DONE);
      const [lead] = fake.records('crm.lead');
      const [wonStage] = fake.store.search('crm.stage', [['is_won', '=', true]]);
      expect(fake.callsTo('crm.lead', 'action_set_won')).toEqual([expect.objectContaining({ ids: [lead.id] })]);
      expect(lead).toMatchObject({ stage_id: wonStage, probability: 100 });
    });

    it('marks a lost opportunity lost in Odoo, with the reason in the description', async () => {
      const oportunidade = await insertOportunidade(db(), {
        descricao: 'Cliente avaliou a proposta',
        status_resultado: 3,
        motivo_perda: 'Preço acima do orçamento',
      });
      expect((await syncOportunidade(oportunidade.id)).job).toMatchObject(DONE);
      const [lead] = fake.records('crm.lead');
      expect(fake.callsTo('crm.lead', 'action_set_lost')).toHaveLength(1);
      expect(lead).toMatchObject({
        active: false,
        probability: 0,
        description: '<p>Cliente avaliou a proposta</p><p>Motivo da perda: Preço acima do orçamento</p>',
      });
    });

    it('stores no odoo_id when Odoo refuses the lead', async () => {
      const oportunidade = await insertOportunidade(db());
      fake.fail({ model: 'crm.lead', method: 'load', failure: { kind: 'error', message: 'Acesso negado ao CRM', status: 403 } });
      const res = await syncOportunidade(oportunidade.id);
      expect(res).toMatchObject({ job: { state: 'failed', last_error: 'O Odoo recusou a operação: Acesso negado ao CRM' } });
      expect((await storedOportunidade(oportunidade.id)).odoo_id).toBeNull();
    });

    it("lets an external user sync only the opportunities in its scope", async () => {
      const own = await insertPerson(db(), { role: 2, name: 'Parceiro Beta' });
      const partnerUser = await t.createUser({ role: 5, person_id: own.id });
      const mine = await insertOportunidade(db(), { parceiro_id: own.id });
      const other = await insertOportunidade(db());

      expect(await syncOportunidade(other.id, partnerUser)).toMatchObject({
        status: 404,
        body: { detail: 'Oportunidade não encontrada' },
      });
      expect((await syncOportunidade(mine.id, partnerUser)).job).toMatchObject(DONE);
      expect(fake.records('crm.lead')).toHaveLength(1);
    });
  });

  describe('over JSON-RPC (Odoo up to 18)', () => {
    let rpc: TestApp;
    beforeAll(async () => {
      rpc = await createTestApp({
        database: t.database,
        config: { ...fake.config('jsonrpc'), ODOO_TIMEOUT_MS: 400, SYNC_MAX_ATTEMPTS: 1 },
      });
    });
    afterAll(() => rpc.close());
    const sync = async (id: number) => syncPerson(id, admin, rpc);

    it('syncs the same way', async () => {
      const person = await insertPerson(db(), { ...company, document: '27865757000102' });
      const res = await sync(person.id);
      expect(res.job).toMatchObject(DONE);
      const [partner] = fake.records('res.partner');
      expect(partner).toMatchObject({ name: 'Acme Indústria Ltda', vat: '27865757000102', zip: '01310-100' });
      expect(res.body.odoo_company_id).toBe(partner.id);
      expect(new Set(fake.calls.map((c) => c.protocol))).toEqual(new Set(['jsonrpc']));
    });

    it("fails the job with the message of Odoo's JSON-RPC error envelope", async () => {
      const person = await insertPerson(db());
      fake.fail({ model: 'res.partner', failure: { kind: 'error', name: 'odoo.exceptions.AccessError', message: 'Acesso negado a Contatos' } });
      const res = await sync(person.id);
      expect(res).toMatchObject({ job: { state: 'failed', last_error: 'O Odoo recusou a operação: Acesso negado a Contatos' } });
      expect((await storedPerson(person.id)).odoo_company_id).toBeNull();
    });

    it('stores nothing when the create answer has no result', async () => {
      const person = await insertPerson(db());
      fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'no-result' } });
      const res = await sync(person.id);
      expect(res.job?.state).toBe('failed');
      expect((await storedPerson(person.id)).odoo_company_id).toBeNull();
    });

    describe('opportunities', () => {
      const syncLead = async (id: number) => syncOportunidade(id, admin, rpc);
      /** The execute_kw envelope of the recorded call, as the fake received it on /jsonrpc. */
      const executeKw = (call: RecordedCall) =>
        fake.requests
          .map((r) => (r.body as { params?: { service?: string; args?: unknown[] } }).params)
          .filter((p) => p?.service === 'object')
          .map((p) => p!.args!)
          .find((args) => args[3] === call.model && args[4] === call.method);

      it('creates the lead with its tags through execute_kw, then stores odoo_id', async () => {
        const oportunidade = await insertOportunidade(db(), {
          titulo: 'Lead via JSON-RPC',
          receita_esperada: '2500.00',
          tagNames: ['RPC', 'Tributário'],
        });
        const res = await syncLead(oportunidade.id);

        expect(res.job).toMatchObject(DONE);
        const [lead] = fake.records('crm.lead');
        const tagIds = fake.records('crm.tag').map((tag) => tag.id);
        expect(tagIds).toHaveLength(2);
        expect(lead).toMatchObject({ name: 'Lead via JSON-RPC', type: 'opportunity', expected_revenue: 2500, partner_id: false });
        expect([...(lead.tag_ids as number[])].sort()).toEqual([...tagIds].sort());
        expect(res.body.odoo_id).toBe(lead.id);
        expect((await storedOportunidade(oportunidade.id)).odoo_id).toBe(lead.id);
        expect(new Set(fake.calls.map((c) => c.protocol))).toEqual(new Set(['jsonrpc']));

        // crm.lead load(fields, data): both positional, no keyword arguments.
        const [load] = fake.callsTo('crm.lead', 'load');
        const [db_, uid, key, model, method, positional, kwargs] = executeKw(load)!;
        expect([db_, uid, key, model, method]).toEqual([fake.options.db, 2, fake.options.apiKey, 'crm.lead', 'load']);
        expect(kwargs).toEqual({});
        const [fields, rows] = positional as [string[], string[][]];
        expect(rows).toHaveLength(1);
        const cell = (field: string) => rows[0][fields.indexOf(field)];
        expect(cell('id')).toBe(`__portal__.oportunidade_${oportunidade.id}`);
        expect(cell('tag_ids/.id').split(',').map(Number).sort()).toEqual([...tagIds].sort());
        expect(cell('partner_id/.id')).toBe('');
        // Tags are looked up by name, then created.
        expect(fake.callsTo('crm.tag', 'create').map((c) => c.params)).toEqual([
          { vals_list: [{ name: 'RPC' }] },
          { vals_list: [{ name: 'Tributário' }] },
        ]);
      });

      it('sends the whole tag set as [[6, 0, ids]] when it writes a known lead', async () => {
        const oportunidade = await insertOportunidade(db(), { tagNames: ['Primeira'] });
        await syncLead(oportunidade.id);
        const [lead] = fake.records('crm.lead');
        const res = await syncLead(oportunidade.id);

        expect(res.job).toMatchObject(DONE);
        const [write] = fake.callsTo('crm.lead', 'write');
        const [tag] = fake.records('crm.tag');
        expect(write).toMatchObject({ protocol: 'jsonrpc', ids: [lead.id], params: { vals: { tag_ids: [[6, 0, [tag.id]]] } } });
        const [, , , , , positional, kwargs] = executeKw(write)!;
        expect(positional).toEqual([[lead.id], expect.objectContaining({ tag_ids: [[6, 0, [tag.id]]], type: 'opportunity' })]);
        expect(kwargs).toEqual({});
      });

      it('marks a won opportunity won with action_set_won on the lead ids', async () => {
        const oportunidade = await insertOportunidade(db(), { status_resultado: 2, estagio: 11 });
        expect((await syncLead(oportunidade.id)).job).toMatchObject(DONE);
        const [lead] = fake.records('crm.lead');
        const [wonStage] = fake.store.search('crm.stage', [['is_won', '=', true]]);
        const [won] = fake.callsTo('crm.lead', 'action_set_won');
        expect(won).toMatchObject({ protocol: 'jsonrpc', ids: [lead.id], params: {} });
        expect(executeKw(won)!.slice(5)).toEqual([[[lead.id]], {}]);
        expect(lead).toMatchObject({ stage_id: wonStage, probability: 100 });
      });

      it('marks a lost opportunity lost with action_set_lost', async () => {
        const oportunidade = await insertOportunidade(db(), { status_resultado: 3, motivo_perda: 'Sem orçamento' });
        expect((await syncLead(oportunidade.id)).job).toMatchObject(DONE);
        const [lead] = fake.records('crm.lead');
        expect(fake.callsTo('crm.lead', 'action_set_lost')).toEqual([expect.objectContaining({ protocol: 'jsonrpc', ids: [lead.id] })]);
        expect(lead).toMatchObject({ active: false, probability: 0, description: '<p>Motivo da perda: Sem orçamento</p>' });
      });

      it('stores no odoo_id when the import answer has no result', async () => {
        const oportunidade = await insertOportunidade(db());
        fake.fail({ model: 'crm.lead', method: 'load', failure: { kind: 'no-result' } });
        const res = await syncLead(oportunidade.id);

        expect(res).toMatchObject({ job: { state: 'failed', last_error: 'Resposta inválida do Odoo: importação em crm.lead' } });
        expect((await storedOportunidade(oportunidade.id)).odoo_id).toBeNull();
      });

      it('takes an action answered without a result as done (null)', async () => {
        const oportunidade = await insertOportunidade(db(), { status_resultado: 2 });
        fake.fail({ model: 'crm.lead', method: 'action_set_won', failure: { kind: 'no-result' } });
        const res = await syncLead(oportunidade.id);

        expect(res.job).toMatchObject(DONE);
        expect(res.body.odoo_id).toBe(fake.records('crm.lead')[0].id);
        // The fake answered {"jsonrpc": "2.0", "id": ...} without running it: the request reached /jsonrpc.
        const asked = fake.requests.filter((r) => (r.body as { params?: { args?: unknown[] } }).params?.args?.[4] === 'action_set_won');
        expect(asked).toHaveLength(1);
      });

      it("fails the job with the import's own error message and stores nothing", async () => {
        const oportunidade = await insertOportunidade(db(), { titulo: '' });
        const res = await syncLead(oportunidade.id);

        expect(res.job?.state).toBe('failed');
        expect(res.job?.last_error).toContain('O Odoo recusou a operação: ');
        expect(res.job?.last_error).toContain('Field: name');
        expect(fake.records('crm.lead')).toEqual([]);
        expect(fake.records('ir.model.data')).toEqual([]);
        expect((await storedOportunidade(oportunidade.id)).odoo_id).toBeNull();
      });
    });
  });

  it('answers 503 when the portal has no Odoo settings', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      const person = await insertPerson(db());
      const oportunidade = await insertOportunidade(db());
      const headers = await bare.as(admin);
      expect(await bare.call({ method: 'PUT', url: `/api/v1/persons/sync-odoo/${person.id}`, headers })).toMatchObject({
        status: 503,
        body: { detail: 'Integração com o Odoo não configurada' },
      });
      expect(await bare.call({ method: 'PUT', url: `/api/v1/oportunidades/sync/${oportunidade.id}`, headers })).toMatchObject({
        status: 503,
        body: { detail: 'Integração com o Odoo não configurada' },
      });
    } finally {
      await bare.close();
    }
  });
});
