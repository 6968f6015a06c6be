// One sync of a record at a time (server/integrations/syncLock.ts): while Odoo is slow to answer the first
// "Sincronizar", the next clicks are told at once that a sync is running, nothing is created twice, and the
// record can be synced again once the first has finished. On PostgreSQL this is the advisory lock that
// holds across servers (tests/api/severalInstances.test.ts runs it through two).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../server/db/schema';
import { SYNC_IN_PROGRESS } from '../../server/integrations/syncLock';
import type { FakeOdoo } from '../fakes/fakeOdoo';
import type { TestApp } from '../helpers/app';
import { insertOportunidade, insertPerson, odooScene, uniqueCpf } from './integrationsFixtures';

const SLOW_ODOO_MS = 1500;

describe('a sync of a record that is already syncing', () => {
  const scene = odooScene({ ODOO_TIMEOUT_MS: 10_000 });
  let fake: FakeOdoo;
  let t: TestApp;
  let admin: User;
  beforeAll(() => ({ fake, t, admin } = scene));

  /** Starts a sync, then resolves once Odoo has received its first (slowed) call. */
  async function startSlowSync(url: string) {
    fake.fail({ failure: { kind: 'delay', ms: SLOW_ODOO_MS } });
    const before = fake.requests.length;
    let finished = false;
    const first = t.call({ method: 'PUT', url, headers: await t.as(admin) }).finally(() => (finished = true));
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(before), { timeout: 5000 });
    return { first, finished: () => finished };
  }

  it('answers the second and third sync of a person 409 at once, then syncs again when the first is done', async () => {
    const person = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    const { first, finished } = await startSlowSync(url);

    const second = await t.call({ method: 'PUT', url, headers: await t.as(admin) });
    const third = await t.call({ method: 'PUT', url, headers: await t.as(admin) });
    expect(second).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    expect(third).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    expect(finished()).toBe(false);

    expect((await first).status).toBe(200);
    expect((await t.call({ method: 'PUT', url, headers: await t.as(admin) })).status).toBe(200);
    expect(fake.records('res.partner')).toHaveLength(1);
  });

  it('syncs more records at once than the database has pooled connections (tests/helpers/database.ts: 4)', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => insertPerson(t.database.db, { document: uniqueCpf() })));
    fake.fail({ failure: { kind: 'delay', ms: 300 }, times: people.length });
    const answers = await Promise.all(
      people.map(async (person) =>
        t.call({ method: 'PUT', url: `/api/v1/persons/sync-odoo/${person.id}`, headers: await t.as(admin) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
    expect(fake.records('res.partner')).toHaveLength(people.length);
  });

  it('frees the record when the sync fails', async () => {
    const person = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/persons/sync-odoo/${person.id}`;
    fake.fail({ model: 'res.partner', method: 'create', failure: { kind: 'error', message: 'Acesso negado' } });
    expect((await t.call({ method: 'PUT', url, headers: await t.as(admin) })).status).toBe(502);
    expect((await t.call({ method: 'PUT', url, headers: await t.as(admin) })).status).toBe(200);
  });

  it('answers a second sync of an opportunity 409 while the first runs, and syncs other records meanwhile', async () => {
    const oportunidade = await insertOportunidade(t.database.db, {});
    const other = await insertPerson(t.database.db, { document: uniqueCpf() });
    const url = `/api/v1/oportunidades/sync/${oportunidade.id}`;
    const { first, finished } = await startSlowSync(url);

    const second = await t.call({ method: 'PUT', url, headers: await t.as(admin) });
    expect(second).toMatchObject({ status: 409, body: { detail: SYNC_IN_PROGRESS } });
    const otherSync = t.call({ method: 'PUT', url: `/api/v1/persons/sync-odoo/${other.id}`, headers: await t.as(admin) });
    expect(finished()).toBe(false);

    expect((await first).status).toBe(200);
    expect((await otherSync).status).toBe(200);
    expect(fake.records('crm.lead')).toHaveLength(1);
  });
});
