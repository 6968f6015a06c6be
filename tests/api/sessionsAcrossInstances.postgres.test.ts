// Revocation across servers (issue 25, issue 26): each server answers the guard's question from its own
// cache (server/sessions/authCache.ts), and a session ended, a password changed or an account deactivated
// on one server is refused by the other on the very next request, through PostgreSQL's NOTIFY.
// PostgreSQL only (vitest.config.ts): the embedded database belongs to a single server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import type { User } from '../../server/db/schema';
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
