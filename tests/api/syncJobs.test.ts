// Odoo syncs as durable jobs (server/platform/jobs/): a sync request queues a job and answers at
// once; the worker runs it, retries a failure with a doubling delay up to SYNC_MAX_ATTEMPTS and leaves the
// last error on the record; a job whose server died mid-run is taken over once its lease runs out, and
// running it again never makes a second Odoo record. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import { formatDocument } from '../../common/documents';
import { oportunidades, persons, syncJobs, type User } from '../../server/platform/db/schema';
import { odooClientFor } from '../../server/integrations/odoo/client';
import { leadExternalId, leadImportRow, leadValues } from '../../server/features/oportunidades/odooSync';
import { SYNC_IN_PROGRESS } from '../../server/platform/jobs/syncLock';
import { claimNextJob } from '../../server/platform/jobs/queue';
import type { FakeOdoo } from '../fakes/fakeOdoo';
import type { TestApp } from '../helpers/app';
import { DONE, insertOportunidade, insertPerson, odooScene, uniqueCpf } from './integrationsFixtures';

const RETRY_BASE_MS = 300;
const MAX_ATTEMPTS = 3;
const LEASE_MS = 400;
const REFUSED = 'O Odoo recusou a operação: Servidor ocupado';

describe('Odoo sync jobs', () => {
  const scene = odooScene({ SYNC_MAX_ATTEMPTS: MAX_ATTEMPTS, SYNC_RETRY_BASE_MS: RETRY_BASE_MS, SYNC_LEASE_MS: LEASE_MS });
  let fake: FakeOdoo;
  let t: TestApp;
  let admin: User;
  beforeAll(() => ({ fake, t, admin } = scene));

  const db = () => t.database.db;
  const personUrl = (id: number) => `/api/v1/persons/sync-odoo/${id}`;
  const put = async (url: string) => t.call({ method: 'PUT', url, headers: await t.as(admin) });
  const get = async (url: string) => t.call({ method: 'GET', url, headers: await t.as(admin) });
  const jobOf = async (recordId: number) =>
    (await db().select().from(syncJobs).where(eq(syncJobs.record_id, recordId)).orderBy(syncJobs.id)).at(-1)!;
  const storedPerson = async (id: number) => (await db().select().from(persons).where(eq(persons.id, id)))[0];
  /**
   * Runs the next job as soon as it is due (its retry delay or a dead server's lease has run out): asks
   * the worker until it runs one, instead of sleeping for the delay. The tests check separately that it
   * runs nothing before then.
   */
  const drainWhenDue = () => vi.waitFor(async () => expect(await t.app.syncWorker.drain()).toBe(1), { timeout: 10_000, interval: 25 });

  it('answers 202 with the queued job at once; the record shows it until the worker has run it', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    const queued = await put(personUrl(person.id));
    expect(queued).toMatchObject({ status: 202, body: { state: 'queued', attempts: 0, last_error: null } });
    expect(fake.calls).toEqual([]);
    expect((await get(`/api/v1/persons/${person.id}`)).body.odoo_sync).toMatchObject({ state: 'queued', job_id: queued.body.job_id });

    expect(await t.app.syncWorker.drain()).toBe(1);
    expect((await get(personUrl(person.id))).body).toMatchObject({ ...DONE, attempts: 1, job_id: queued.body.job_id });
    const detail = (await get(`/api/v1/persons/${person.id}`)).body;
    expect(detail.odoo_sync).toMatchObject(DONE);
    expect(detail.person.odoo_company_id).toBe(fake.records('res.partner')[0].id);
  });

  it('answers null for a record never synced in the background, and 404 out of scope', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    expect(await get(personUrl(person.id))).toMatchObject({ status: 200, body: null });
    expect((await get(`/api/v1/persons/${person.id}`)).body.odoo_sync).toBeNull();
    const partnerUser = await t.createUser({ role: UserRole.Partner });
    const res = await t.call({ method: 'GET', url: personUrl(person.id), headers: await t.as(partnerUser) });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Pessoa não encontrada' } });
  });

  it('answers 409 to a second sync while the first is queued or running, and queues again once it is done', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    expect((await put(personUrl(person.id))).status).toBe(202);
    expect(await put(personUrl(person.id))).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });

    const claimed = await claimNextJob(db(), 'outro-servidor', 60_000);
    expect(claimed).toMatchObject({ record_id: person.id, state: 'running' });
    expect(await put(personUrl(person.id))).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    await db().update(syncJobs).set({ state: 'done' }).where(eq(syncJobs.id, claimed!.id));

    expect((await put(personUrl(person.id))).status).toBe(202);
    expect(await db().select().from(syncJobs).where(eq(syncJobs.record_id, person.id))).toHaveLength(2);
    expect(await t.app.syncWorker.drain()).toBe(1);
  });

  it('retries a failure after a doubling delay, keeps the last error on the record, and fails after the last attempt', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    fake.fail({ model: 'res.partner', method: 'create', times: MAX_ATTEMPTS, failure: { kind: 'error', message: 'Servidor ocupado' } });
    await put(personUrl(person.id));

    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      if (attempt === 1) expect(await t.app.syncWorker.drain()).toBe(1);
      else await drainWhenDue();
      const job = await jobOf(person.id);
      expect(job).toMatchObject({ state: 'queued', attempts: attempt, last_error: REFUSED });
      delays.push(job.run_after.getTime() - job.updated_at.getTime());
      // Not due yet: the worker leaves it alone.
      expect(await t.app.syncWorker.drain()).toBe(0);
      const detail = (await get(`/api/v1/persons/${person.id}`)).body;
      expect(detail.odoo_sync).toMatchObject({ state: 'queued', attempts: attempt, last_error: REFUSED });
    }
    expect(delays[0]).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect(delays[0]).toBeLessThan(RETRY_BASE_MS * 2);
    expect(delays[1]).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 - 5);
    expect(delays[1]).toBeLessThan(RETRY_BASE_MS * 4);

    await drainWhenDue();
    expect((await get(personUrl(person.id))).body).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: REFUSED });
    expect((await get(`/api/v1/persons/${person.id}`)).body.odoo_sync).toMatchObject({ state: 'failed', last_error: REFUSED });
    expect(fake.records('res.partner')).toEqual([]);
    expect((await storedPerson(person.id)).odoo_company_id).toBeNull();
    // A failed job frees the record: the user may try again.
    expect((await put(personUrl(person.id))).status).toBe(202);
    expect(await t.app.syncWorker.drain()).toBe(1);
    expect((await get(personUrl(person.id))).body).toMatchObject(DONE);
  });

  it('succeeds on a retry and clears the error', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    fake.fail({ model: 'res.partner', method: 'create', times: 1, failure: { kind: 'error', message: 'Servidor ocupado' } });
    await put(personUrl(person.id));
    await t.app.syncWorker.drain();
    await drainWhenDue();
    expect((await get(personUrl(person.id))).body).toMatchObject({ ...DONE, attempts: 2 });
    expect(fake.records('res.partner')).toHaveLength(1);
  });

  it('fails at once, without retrying, a job whose record was deleted meanwhile', async () => {
    const person = await insertPerson(db(), { document: uniqueCpf() });
    await put(personUrl(person.id));
    await db().delete(persons).where(eq(persons.id, person.id));
    expect(await t.app.syncWorker.drain()).toBe(1);
    expect(await jobOf(person.id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'Pessoa não encontrada' });
  });

  it("shows an opportunity's failed sync on its detail", async () => {
    const oportunidade = await insertOportunidade(db(), {});
    const url = `/api/v1/oportunidades/sync/${oportunidade.id}`;
    fake.fail({ model: 'crm.lead', method: 'load', times: MAX_ATTEMPTS, failure: { kind: 'error', message: 'Servidor ocupado' } });
    expect((await put(url)).status).toBe(202);
    expect(await t.app.syncWorker.drain()).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) await drainWhenDue();
    const detail = (await get(`/api/v1/oportunidades/${oportunidade.id}`)).body;
    expect(detail).toMatchObject({ id: oportunidade.id, odoo_id: null, odoo_sync: { state: 'failed', last_error: REFUSED } });
  });

  describe('a server killed mid-job', () => {
    it('leaves its job to another worker once the lease has run out', async () => {
      const person = await insertPerson(db(), { document: uniqueCpf() });
      await put(personUrl(person.id));
      // The claim a killed server leaves behind: running, under its name, never finished.
      expect(await claimNextJob(db(), 'servidor-morto', LEASE_MS)).toMatchObject({ record_id: person.id, attempts: 1 });
      expect(await t.app.syncWorker.drain()).toBe(0);

      await drainWhenDue();
      expect(await jobOf(person.id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
      expect((await storedPerson(person.id)).odoo_company_id).toBe(fake.records('res.partner')[0].id);
    });

    it('does not create a second partner when it died after Odoo had created the first', async () => {
      const document = uniqueCpf();
      const person = await insertPerson(db(), { document, name: 'Maria Antes da Queda' });
      await put(personUrl(person.id));
      await claimNextJob(db(), 'servidor-morto', LEASE_MS);
      // Its create reached Odoo; the server died before storing the id or marking the job done.
      const created = await odooClientFor(t.app.config).create('res.partner', { name: person.name, vat: formatDocument(document) });

      await drainWhenDue();
      expect(await jobOf(person.id)).toMatchObject(DONE);
      expect(fake.records('res.partner')).toEqual([expect.objectContaining({ id: created, name: 'Maria Antes da Queda' })]);
      expect((await storedPerson(person.id)).odoo_company_id).toBe(created);
    });

    it('does not create a second lead when it died after Odoo had imported the first', async () => {
      const oportunidade = await insertOportunidade(db(), { titulo: 'Lead antes da queda' });
      await put(`/api/v1/oportunidades/sync/${oportunidade.id}`);
      await claimNextJob(db(), 'servidor-morto', LEASE_MS);
      // Its import reached Odoo (lead and external id in one transaction); the server died before storing odoo_id.
      const { fields, row } = leadImportRow(leadExternalId(oportunidade.id), leadValues(oportunidade, false, []));
      const [leadId] = await odooClientFor(t.app.config).load('crm.lead', fields, [row]);

      await drainWhenDue();
      expect(fake.records('crm.lead')).toEqual([expect.objectContaining({ id: leadId, name: 'Lead antes da queda' })]);
      const [stored] = await db().select().from(oportunidades).where(eq(oportunidades.id, oportunidade.id));
      expect(stored.odoo_id).toBe(leadId);
    });
  });

  describe('bulk: POST /persons/bulk with action sync', () => {
    const bulk = async (user: User, payload: object) =>
      t.call({ method: 'POST', url: '/api/v1/persons/bulk', headers: await t.as(user), payload });

    it("queues a job for every person of the filter not yet in Odoo; changed counts the jobs queued", async () => {
      const name = `Lotesync ${uniqueCpf()}`;
      const [a, b, synced] = [
        await insertPerson(db(), { name, document: uniqueCpf() }),
        await insertPerson(db(), { name, document: uniqueCpf() }),
        await insertPerson(db(), { name, document: uniqueCpf(), odoo_company_id: 777 }),
      ];
      // One is syncing already: it stays with its own job.
      expect((await put(personUrl(b.id))).status).toBe(202);

      // The filters as the portal's list sends them: the query-string form of GET /persons/.
      const res = await bulk(admin, { action: 'sync', filter: { query: name, role: '1', is_active: 'true' } });
      expect(res).toMatchObject({ status: 200, body: { matched: 3, changed: 1, refused: [] } });
      expect(await bulk(admin, { action: 'sync', filter: { query: name } })).toMatchObject({ body: { matched: 3, changed: 0 } });

      expect(await t.app.syncWorker.drain()).toBe(2);
      for (const person of [a, b]) expect((await get(personUrl(person.id))).body).toMatchObject(DONE);
      expect(await get(personUrl(synced.id))).toMatchObject({ status: 200, body: null });
      expect(fake.records('res.partner')).toHaveLength(2);
    });

    it('refuses ids out of reach as not found and is for administrators only', async () => {
      const person = await insertPerson(db(), { document: uniqueCpf() });
      const res = await bulk(admin, { action: 'sync', ids: [person.id, 987_654] });
      expect(res.body).toEqual({ matched: 2, changed: 1, refused: [{ id: 987_654, detail: 'Pessoa não encontrada' }] });
      await t.app.syncWorker.drain();

      for (const role of [UserRole.AccountExecutive, UserRole.TeamMember, UserRole.Partner]) {
        const user = await t.createUser({ role });
        expect((await bulk(user, { action: 'sync', ids: [person.id] })).status).toBe(403);
      }
      expect(await jobOf(person.id)).toMatchObject(DONE);
    });
  });

  describe('bulk: POST /oportunidades/bulk with action sync', () => {
    const bulk = async (user: User, payload: object) =>
      t.call({ method: 'POST', url: '/api/v1/oportunidades/bulk', headers: await t.as(user), payload });

    it('queues a job for every opportunity in reach not yet in Odoo, and refuses the rest as not found', async () => {
      const open = await insertOportunidade(db(), { titulo: 'Lote de leads' });
      const inOdoo = await insertOportunidade(db(), { titulo: 'Já no Odoo', odoo_id: 4242 });
      const res = await bulk(admin, { action: 'sync', ids: [open.id, inOdoo.id, 987_654] });
      expect(res).toMatchObject({
        status: 200,
        body: { matched: 3, changed: 1, refused: [{ id: 987_654, detail: 'Oportunidade não encontrada' }] },
      });
      // Out of a partner's circle the same opportunity does not exist for it.
      const partnerUser = await t.createUser({ role: UserRole.Partner });
      expect((await bulk(partnerUser, { action: 'sync', ids: [open.id] })).body).toEqual({
        matched: 1,
        changed: 0,
        refused: [{ id: open.id, detail: 'Oportunidade não encontrada' }],
      });

      expect(await t.app.syncWorker.drain()).toBe(1);
      expect(await jobOf(open.id)).toMatchObject(DONE);
      expect(fake.records('crm.lead')).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Lote de leads' })]));
      expect(fake.records('crm.lead').filter((lead) => lead.name === 'Já no Odoo')).toEqual([]);
    });
  });
});
