// One sync of a record at a time. A sync request queues a job (server/platform/jobs/), and a record
// has at most one queued or running job (a partial unique index): the next clicks are told at once that a
// sync is running, nothing is created twice, and the record can be synced again once its job has finished.
// Inside a job, the advisory lock of server/platform/jobs/syncLock.ts still keeps an opportunity's job from
// syncing its client while the client's own job does (tests/api/severalInstances.postgres.test.ts runs
// both through two servers).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { SYNC_IN_PROGRESS } from '../../server/platform/jobs/syncLock';
import type { FakeOdoo } from '../fakes/fakeOdoo';
import type { TestApp } from '../helpers/app';
import { DONE, insertOportunidade, insertPerson, odooScene, uniqueCpf } from './integrationsFixtures';

const SLOW_ODOO_MS = 1500;

describe('a sync of a record that is already syncing', () => {
  const scene = odooScene({ ODOO_TIMEOUT_MS: 10_000, SYNC_MAX_ATTEMPTS: 1 });
  let fake: FakeOdoo;
  let t: TestApp;
  let admin: User;
  beforeAll(() => ({ fake, t, admin } = scene));

  const put = async (url: string) => t.call({ method: 'PUT', url, headers: await t.as(admin) });
  const latest = async (url: string) => (await t.call({ method: 'GET', url, headers: await t.as(admin) })).body;

  /** Queues a sync and starts running it, then resolves once Odoo has received its first (slowed) call. */
  async function startSlowSync(url: string) {
    fake.fail({ failure: { kind: 'delay', ms: SLOW_ODOO_MS } });
    const before = fake.requests.length;
    expect((await put(url)).status).toBe(202);
    let finished = false;
    const running = t.app.syncWorker.runOnce().finally(() => (finished = true));
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(before), { timeout: 5000 });
    return { running, finished: () => finished };
  }

  it('answers the second and third sync of a person 409 at once, then syncs again when the first is done', async () => {
    const person = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    const { running, finished } = await startSlowSync(url);

    expect(await put(url)).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    expect(await put(url)).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    expect(await latest(url)).toMatchObject({ state: 'running' });
    expect(finished()).toBe(false);

    await running;
    expect(await latest(url)).toMatchObject(DONE);
    expect((await put(url)).status).toBe(202);
    expect(await t.app.syncWorker.drain()).toBe(1);
    expect(await latest(url)).toMatchObject(DONE);
    expect(fake.records('res.partner')).toHaveLength(1);
  });

  it('queues more records at once than the database has pooled connections (tests/helpers/database.ts: 4)', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => insertPerson(t.database.db, { document: uniqueCpf() })));
    const answers = await Promise.all(people.map((person) => put(`/api/v1/persons/sync-odoo/${person.id}`)));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 202));
    expect(await t.app.syncWorker.drain()).toBe(people.length);
    expect(fake.records('res.partner')).toHaveLength(people.length);
  });

  it('frees the record when the sync fails', async () => {
    const person = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'error', message: 'Acesso negado' } });
    expect((await put(url)).status).toBe(202);
    await t.app.syncWorker.drain();
    expect(await latest(url)).toMatchObject({ state: 'failed', last_error: 'O Odoo recusou a operação: Acesso negado' });
    expect((await put(url)).status).toBe(202);
    await t.app.syncWorker.drain();
    expect(await latest(url)).toMatchObject(DONE);
  });

  it('answers a second sync of an opportunity 409 while the first runs, and queues other records meanwhile', async () => {
    const oportunidade = await insertOportunidade(t.database.db, {});
    const other = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/oportunidades/sync/${oportunidade.id}`;
    const { running, finished } = await startSlowSync(url);

    expect(await put(url)).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    expect((await put(`/api/v1/persons/sync-odoo/${other.id}`)).status).toBe(202);
    expect(finished()).toBe(false);

    await running;
    expect(await t.app.syncWorker.drain()).toBe(1);
    expect(await latest(url)).toMatchObject(DONE);
    expect(fake.records('crm.lead')).toHaveLength(1);
    expect(fake.records('res.partner')).toHaveLength(1);
  });
});
