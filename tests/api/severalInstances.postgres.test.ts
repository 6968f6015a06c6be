// Two servers on one PostgreSQL database and one object store, as a company runs the portal behind a load
// balancer (README, "Running several instances"): what one stores the other serves, attempts are counted
// across both, the two cannot queue the same record's sync twice, and a sync job left behind by a server
// that died mid-run is finished by the other. PostgreSQL only (vitest.config.ts): the
// embedded database belongs to a single server.
import { eq } from 'drizzle-orm';
import { formatDocument } from '../../common/documents';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../server/platform/config';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { persons, syncJobs, type User } from '../../server/platform/db/schema';
import { SYNC_IN_PROGRESS } from '../../server/platform/jobs/syncLock';
import { FakeOdoo } from '../fakes/fakeOdoo';
import { createTestApp, type TestApp } from '../helpers/app';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { startS3Server, type S3Server } from '../helpers/s3Server';
import { insertPerson, uniqueCpf } from './integrationsFixtures';
import { API, form, partnerScene, samples } from './oportunidades.setup';

const MAX_ATTEMPTS = 4;
const SLOW_ODOO_MS = 1500;
// Longer than Odoo's slowed answer: by the time the lease runs out, the dead server's sync has given up
// its advisory lock (as a killed one's session would), so the takeover is not told the record is busy.
const LEASE_MS = 2500;

describe('two servers on one database and one object store', () => {
  let database: TestDatabase;
  let secondDatabase: DatabaseHandle;
  let s3: S3Server;
  let odoo: FakeOdoo;
  let one: TestApp;
  let two: TestApp;
  let config: Partial<Config>;

  beforeAll(async () => {
    [database, s3, odoo] = await Promise.all([freshDatabase(), startS3Server(), FakeOdoo.start({ version: '19.0' })]);
    if (!database.openAnother) throw new Error('two servers need PostgreSQL');
    secondDatabase = await database.openAnother();
    config = {
      ...s3.config('anexos/'),
      ...odoo.config('auto'),
      ODOO_TIMEOUT_MS: 10_000,
      RATE_LIMIT_MAX: MAX_ATTEMPTS,
      RATE_LIMIT_WINDOW: '1 minute',
      // Should a takeover still find the record busy, its retry comes soon.
      SYNC_RETRY_BASE_MS: 200,
    };
    one = await createTestApp({ database, config });
    two = await createTestApp({ database: secondDatabase, config });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondDatabase?.close();
    await database?.close();
    await s3?.close();
    await odoo?.close();
  });

  it('serves through one server the attachment uploaded through the other', async () => {
    const { partnerUser, mine } = await partnerScene(one, 1);
    const uploaded = await one.call({
      method: 'POST',
      url: `${API}/${mine.id}/anexos/upload`,
      headers: await one.as(partnerUser),
      payload: form({}, [{ name: 'contrato.pdf', content: samples.pdf() }]),
    });
    expect(uploaded.status).toBe(201);
    const [{ id }] = uploaded.body.data;

    const raw = await two.app.inject({ method: 'GET', url: `${API}/anexos/${id}/file`, headers: await two.as(partnerUser) });
    expect(raw.statusCode).toBe(200);
    expect(raw.rawPayload.equals(samples.pdf())).toBe(true);
    const removed = await two.call({ method: 'DELETE', url: `${API}/anexos/${id}`, headers: await two.as(partnerUser) });
    expect(removed.status).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('counts login failures on both servers together, and both answer 429 past the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      statuses.push((await (attempt % 2 ? two : one).login('alguem@example.com', 'senha-errada-1')).status);
    }
    expect(statuses).toEqual(Array(MAX_ATTEMPTS).fill(400));
    for (const server of [one, two]) {
      const over = await server.login('alguem@example.com', 'senha-errada-1');
      expect(over.status).toBe(429);
      expect(over.body.detail).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
    }
  });

  it('queues only one of two simultaneous syncs of a person, on either server: one Odoo partner', async () => {
    const admin: User = await one.createUser({ role: 1 });
    const person = await insertPerson(database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    const answers = await Promise.all(
      [one, two].map(async (server) => server.call({ method: 'PUT', url, headers: await server.as(admin) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ detail: SYNC_IN_PROGRESS });
    // Both workers look for it at once: one runs it, the other finds nothing to claim.
    expect((await Promise.all([one.app.syncWorker.drain(), two.app.syncWorker.drain()])).sort()).toEqual([0, 1]);
    expect(odoo.records('res.partner')).toHaveLength(1);
  });

  it('finishes on the other server a job whose server died mid-run, with one Odoo partner', async () => {
    const admin: User = await one.createUser({ role: 1 });
    const person = await insertPerson(database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    const doomedDatabase = await database.openAnother!();
    const doomed = await createTestApp({ database: doomedDatabase, config: { ...config, SYNC_LEASE_MS: LEASE_MS } });
    try {
      expect((await doomed.call({ method: 'PUT', url, headers: await doomed.as(admin) })).status).toBe(202);
      // Odoo creates the partner, but answers only after the server has lost its database.
      odoo.fail({ model: 'res.partner', method: 'create', failure: { kind: 'late-answer', ms: SLOW_ODOO_MS } });
      const creates = odoo.callsTo('res.partner', 'create').length;
      const dying = doomed.app.syncWorker.runOnce().catch(() => 'morreu');
      await vi.waitFor(() => expect(odoo.callsTo('res.partner', 'create')).toHaveLength(creates + 1), { timeout: 5000 });
      await doomedDatabase.close();
      expect(await dying).toBe('morreu');
      const [job] = await database.db.select().from(syncJobs).where(eq(syncJobs.record_id, person.id));
      expect(job).toMatchObject({ state: 'running', locked_by: doomed.app.syncWorker.id });

      await vi.waitFor(
        async () => {
          await two.app.syncWorker.drain();
          const [after] = await database.db.select().from(syncJobs).where(eq(syncJobs.record_id, person.id));
          expect(after).toMatchObject({ state: 'done', locked_by: null, attempts: 2 });
        },
        { timeout: 10_000, interval: 200 },
      );
      const vats = [person.document, formatDocument(person.document)];
      const partners = odoo.records('res.partner').filter((partner) => vats.includes(partner.vat as string));
      expect(partners).toHaveLength(1);
      const [stored] = await database.db.select().from(persons).where(eq(persons.id, person.id));
      expect(stored.odoo_company_id).toBe(partners[0].id);
    } finally {
      await doomed.close();
    }
  });
});
