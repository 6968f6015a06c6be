// Revocation across servers (issue 25, issue 26): each server answers the guard's question from its own
// cache (server/platform/sessions/authCache.ts), and a session ended, a password changed or an account deactivated
// on one server is refused by the other on the very next request, through PostgreSQL's NOTIFY.
// PostgreSQL only (vitest.config.ts): the embedded database belongs to a single server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { resultRows } from '../../server/platform/db/migrate';
import type { User } from '../../server/platform/db/schema';
import { AUTH_CHANNEL, watchAuthChanges } from '../../server/platform/sessions/authChanges';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { changeOwnPassword, sessionIdOf } from '../helpers/sessions';

describe('sessions on two servers', () => {
  let database: TestDatabase;
  let secondDatabase: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    database = await freshDatabase();
    if (!database.openAnother) throw new Error('two servers need PostgreSQL');
    secondDatabase = await database.openAnother();
    one = await createTestApp({ database });
    two = await createTestApp({ database: secondDatabase });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondDatabase?.close();
    await database?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (server: TestApp, token: string) => server.call({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  const loginOn = async (server: TestApp, user: User) => (await server.login(user.email, DEFAULT_PASSWORD)).body.access_token as string;
  /** Both servers have answered with the token and hold its session in their cache: no read would see the end. */
  const warm = async (token: string) => {
    expect((await me(one, token)).status).toBe(200);
    expect((await me(two, token)).status).toBe(200);
    expect(two.app.authChanges.cache.get(sessionIdOf(token))).toBeDefined();
  };
  const refusedOnTwo = async (token: string) =>
    expect(await me(two, token)).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });

  it('a session ended on one server is refused by the other on the very next request', async () => {
    const user = await one.createUser();
    const [current, other] = [await loginOn(one, user), await loginOn(two, user)];
    await warm(other);
    const list = await one.call({ method: 'GET', url: '/api/v1/users/me/sessions', headers: bearer(current) });
    const otherId = list.body.data.find((row: { current: boolean }) => !row.current).id;
    const ended = await one.call({ method: 'DELETE', url: `/api/v1/users/me/sessions/${otherId}`, headers: bearer(current) });
    expect(ended.status).toBe(200);
    await refusedOnTwo(other);
    expect((await me(two, current)).status).toBe(200);
  });

  it('a logout on one server ends the token on the other', async () => {
    const user = await one.createUser();
    const token = await loginOn(one, user);
    await warm(token);
    expect((await one.call({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) })).status).toBe(200);
    await refusedOnTwo(token);
  });

  it("'end every other session', a password change and a deactivation on one server: refused on the other", async () => {
    const admin = await one.createUser({ role: 1, is_superuser: true });
    const user = await one.createUser();
    const [first, second, third] = [await loginOn(one, user), await loginOn(two, user), await loginOn(two, user)];
    await warm(second);
    expect((await one.call({ method: 'DELETE', url: '/api/v1/users/me/sessions', headers: bearer(first) })).body.count).toBe(2);
    await refusedOnTwo(second);
    await refusedOnTwo(third);

    const fourth = await loginOn(two, user);
    await warm(fourth);
    const change = await changeOwnPassword(one, first);
    expect(change.status).toBe(200);
    await refusedOnTwo(fourth);
    await refusedOnTwo(first);
    const renewed = change.body.access_token as string;
    expect((await me(two, renewed)).status).toBe(200);

    const deactivated = await one.call({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await one.as(admin),
      payload: { is_active: false },
    });
    expect(deactivated.status).toBe(200);
    await refusedOnTwo(renewed);
  });

  it("a change of the user's row on one server is what the other answers next (role, name)", async () => {
    const admin = await one.createUser({ role: 1, is_superuser: true });
    const user = await one.createUser({ role: 5 });
    const token = await loginOn(two, user);
    await warm(token);
    const changed = await one.call({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await one.as(admin),
      payload: { full_name: 'Nome Novo', role: 6 },
    });
    expect(changed.status).toBe(200);
    expect(await me(two, token)).toMatchObject({ status: 200, body: { full_name: 'Nome Novo', role: 6 } });
  });
});

describe("a write's settle() on two servers", () => {
  it('answers only once the other server has read every change committed before it', async () => {
    const database = await freshDatabase();
    const another = await database.openAnother!();
    const seenByOne: string[] = [];
    let held: (() => void)[] | null = [];
    // Server one's notifications as they arrive; server two's kept back until released (a server busy
    // elsewhere, or its copy of the notification still on the wire).
    const one = await watchAuthChanges({
      ...database,
      listen: (channel, handlers, name) =>
        database.listen(channel, { ...handlers, notify: (payload) => (seenByOne.push(payload), handlers.notify(payload)) }, name),
    });
    const two = await watchAuthChanges({
      ...another,
      listen: (channel, handlers, name) =>
        another.listen(channel, { ...handlers, notify: (payload) => (held ? held.push(() => handlers.notify(payload)) : handlers.notify(payload)) }, name),
    });
    try {
      const sessionId = 424242;
      const now = Date.now();
      two.cache.put(sessionId, { user: { id: 1 } as User, ended: false, lastSeen: now, loadedAt: now }, two.cache.stamp());
      const [{ schema }] = resultRows<{ schema: string }>(await database.db.execute(sql`SELECT current_schema() AS schema`));
      await database.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${`${schema}:s:${sessionId}`})`);

      let settled = false;
      const settling = one.settle().then(() => {
        settled = true;
      });
      // Server one has heard its own marker, so the session's end before it: with only that, settle()
      // answered here, while server two still held the session.
      await vi.waitFor(() => expect(seenByOne.some((payload) => payload.startsWith(`${schema}:m:`))).toBe(true));
      await new Promise(setImmediate);
      expect(settled).toBe(false);
      expect(two.cache.get(sessionId)).toBeDefined();

      const release = held ?? [];
      held = null;
      for (const deliver of release) deliver();
      await settling;
      expect(two.cache.get(sessionId)).toBeUndefined();
    } finally {
      await one.stop();
      await two.stop();
      await another.close();
      await database.close();
    }
  });
});
