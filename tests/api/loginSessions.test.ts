// Login sessions (issue 25): every login is a session its user lists and ends ('Meu perfil'), POST /logout
// ends the current one, an idle one ends after SESSION_IDLE_MINUTES, and the guard answers from its cache
// without reading the database on every request (last_seen_at written at most once a minute).
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userSessions, type User } from '../../server/platform/db/schema';
import { TOUCH_EVERY_MS } from '../../server/platform/sessions/check';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { changeOwnPassword, sessionIdOf } from '../helpers/sessions';

const IDLE_MINUTES = 30;
const SESSIONS = '/api/v1/users/me/sessions';

describe('login sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { SESSION_IDLE_MINUTES: IDLE_MINUTES } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  const list = (token: string) => t.call({ method: 'GET', url: SESSIONS, headers: bearer(token) });
  /** A login from a browser named agent; answers its token. */
  const loginFrom = async (user: User, agent: string) => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent },
      payload: new URLSearchParams({ username: user.email, password: DEFAULT_PASSWORD }).toString(),
    });
    expect(answer.status).toBe(200);
    return answer.body.access_token as string;
  };
  const sessionRow = async (token: string) => {
    const [row] = await t.database.db.select().from(userSessions).where(eq(userSessions.id, sessionIdOf(token)));
    return row;
  };
  const expectRefused = async (token: string) =>
    expect(await me(token)).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });

  it('records each login as a session the user lists, with its device and address, the current one flagged', async () => {
    const user = await t.createUser();
    const laptop = await loginFrom(user, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
    const phone = await loginFrom(user, 'Mozilla/5.0 (iPhone) Safari/605');
    const answer = await list(laptop);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
    const byAgent = Object.fromEntries(answer.body.data.map((row: { user_agent: string }) => [row.user_agent, row]));
    expect(byAgent['Mozilla/5.0 (X11; Linux x86_64) Chrome/120']).toMatchObject({ current: true, client_address: '127.0.0.1' });
    expect(byAgent['Mozilla/5.0 (iPhone) Safari/605']).toMatchObject({ current: false, client_address: '127.0.0.1' });
    expect(byAgent['Mozilla/5.0 (iPhone) Safari/605'].id).toBe((await sessionRow(phone)).id);
    for (const row of answer.body.data) {
      expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
      expect(Number.isNaN(Date.parse(row.last_seen_at))).toBe(false);
    }
    // Another user's list holds none of them.
    const other = await t.createUser();
    expect((await list(await loginFrom(other, 'Outro'))).body.data.map((row: { user_agent: string }) => row.user_agent)).toEqual(['Outro']);
  });

  it('ends one of its own sessions: that token is refused at once, the others go on', async () => {
    const user = await t.createUser();
    const [current, doomed, kept] = [await loginFrom(user, 'A'), await loginFrom(user, 'B'), await loginFrom(user, 'C')];
    expect((await me(doomed)).status).toBe(200);
    const { id } = await sessionRow(doomed);
    const ended = await t.call({ method: 'DELETE', url: `${SESSIONS}/${id}`, headers: bearer(current) });
    expect(ended).toMatchObject({ status: 200, body: { message: 'Sessão encerrada' } });
    await expectRefused(doomed);
    expect((await me(kept)).status).toBe(200);
    expect((await me(current)).status).toBe(200);
    expect((await list(current)).body.data.map((row: { user_agent: string }) => row.user_agent).sort()).toEqual(['A', 'C']);
    expect((await sessionRow(doomed)).ended_at).toBeInstanceOf(Date);
    // Ended already: nothing left to end.
    expect(await t.call({ method: 'DELETE', url: `${SESSIONS}/${id}`, headers: bearer(current) })).toMatchObject({
      status: 404,
      body: { detail: 'Sessão não encontrada' },
    });
  });

  it("answers 404 for another user's session and leaves it open", async () => {
    const [mine, theirs] = [await t.createUser(), await t.createUser()];
    const myToken = await loginFrom(mine, 'meu');
    const theirToken = await loginFrom(theirs, 'deles');
    expect((await me(theirToken)).status).toBe(200);
    const { id } = await sessionRow(theirToken);
    const answer = await t.call({ method: 'DELETE', url: `${SESSIONS}/${id}`, headers: bearer(myToken) });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Sessão não encontrada' } });
    expect((await sessionRow(theirToken)).ended_at).toBeNull();
    expect((await me(theirToken)).status).toBe(200);
    const unknown = await t.call({ method: 'DELETE', url: `${SESSIONS}/999999999`, headers: bearer(myToken) });
    expect(unknown.status).toBe(404);
  });

  it("'Sair de todos os outros dispositivos' ends every other session and keeps this one", async () => {
    const user = await t.createUser();
    const [current, ...others] = [await loginFrom(user, 'A'), await loginFrom(user, 'B'), await loginFrom(user, 'C')];
    for (const token of others) expect((await me(token)).status).toBe(200);
    const answer = await t.call({ method: 'DELETE', url: SESSIONS, headers: bearer(current) });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Outras sessões encerradas', count: 2 } });
    for (const token of others) await expectRefused(token);
    expect((await list(current)).body).toMatchObject({ count: 1, data: [{ user_agent: 'A', current: true }] });
  });

  it('POST /logout ends the current session on the server', async () => {
    const user = await t.createUser();
    const [leaving, staying] = [await loginFrom(user, 'A'), await loginFrom(user, 'B')];
    expect((await me(leaving)).status).toBe(200);
    const answer = await t.call({ method: 'POST', url: '/api/v1/logout', headers: bearer(leaving) });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Sessão encerrada' } });
    await expectRefused(leaving);
    expect((await me(staying)).status).toBe(200);
  });

  it('a password change ends the other sessions in the list too, and keeps this one under its fresh token', async () => {
    const user = await t.createUser();
    const [current, other] = [await loginFrom(user, 'A'), await loginFrom(user, 'B')];
    const change = await changeOwnPassword(t, current);
    expect(change.status).toBe(200);
    await expectRefused(other);
    expect((await sessionRow(other)).ended_at).toBeInstanceOf(Date);
    expect((await list(change.body.access_token)).body).toMatchObject({ count: 1, data: [{ user_agent: 'A', current: true }] });
  });

  it('ends a session idle longer than SESSION_IDLE_MINUTES, and lists it no more', async () => {
    const user = await t.createUser();
    const [idle, active] = [await loginFrom(user, 'parado'), await loginFrom(user, 'ativo')];
    const { id } = await sessionRow(idle);
    await t.database.db
      .update(userSessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${IDLE_MINUTES + 1})` })
      .where(eq(userSessions.id, id));
    expect((await list(active)).body.data.map((row: { user_agent: string }) => row.user_agent)).toEqual(['ativo']);
    await expectRefused(idle);
    expect((await sessionRow(idle)).ended_at).toBeInstanceOf(Date);
  });

  it('ends a session idle on a cached entry: the server sees the time pass without a request', async () => {
    const user = await t.createUser();
    const token = await loginFrom(user, 'A');
    expect((await me(token)).status).toBe(200);
    const { id } = await sessionRow(token);
    // The database and this server's clock both move past the limit.
    await t.database.db
      .update(userSessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${IDLE_MINUTES + 1})` })
      .where(eq(userSessions.id, id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (IDLE_MINUTES + 1) * 60_000 });
    await expectRefused(token);
  });

  it('writes last_seen_at at most once a minute per session, not on every request', async () => {
    const user = await t.createUser();
    const token = await loginFrom(user, 'A');
    const { id } = await sessionRow(token);
    const lastSeen = async () => (await sessionRow(token)).last_seen_at.getTime();
    // Last seen two minutes ago: the next request writes it.
    await t.database.db
      .update(userSessions)
      .set({ last_seen_at: sql`now() - make_interval(secs => ${(2 * TOUCH_EVERY_MS) / 1000})` })
      .where(eq(userSessions.id, id));
    const before = await lastSeen();
    expect((await me(token)).status).toBe(200);
    const touched = await lastSeen();
    expect(touched - before).toBeGreaterThanOrEqual(TOUCH_EVERY_MS);
    // Within the minute, no request writes it again.
    for (let i = 0; i < 5; i += 1) expect((await me(token)).status).toBe(200);
    expect(await lastSeen()).toBe(touched);
  });

  it('refuses a token that names no session (issued before sessions existed)', async () => {
    const user = await t.createUser();
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.app.config.SECRET_KEY));
    await expectRefused(legacy);
  });
});
