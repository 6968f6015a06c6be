// Ending sessions: a password change, a reset, an administrator's new password, a deactivation and a
// deletion end every token issued before them at once; whoever changed their own password continues with
// the fresh token the answer carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';

describe('ending sessions', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1, is_superuser: true });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.call({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
  /** Two sessions of the user, as two browsers would hold them. */
  const twoSessions = async (user: User) => {
    const sessions = [await t.login(user.email, DEFAULT_PASSWORD), await t.login(user.email, DEFAULT_PASSWORD)];
    return sessions.map((answer) => answer.body.access_token as string);
  };
  const adminPatch = async (user: User, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: await t.as(admin), payload });
  const expectEnded = async (tokens: string[]) => {
    for (const token of tokens) {
      expect(await me(token)).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
    }
  };

  it('a password change ends the other sessions and this one continues with the fresh token', async () => {
    const user = await t.createUser();
    const [current, other] = await twoSessions(user);
    expect((await me(other)).status).toBe(200);

    const change = await t.call({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers: { authorization: `Bearer ${current}` },
      payload: { current_password: DEFAULT_PASSWORD, new_password: 'senha-nova-456' },
    });
    expect(change).toMatchObject({ status: 200, body: { message: 'Password updated successfully', token_type: 'bearer' } });
    await expectEnded([current, other]);
    expect(await me(change.body.access_token)).toMatchObject({ status: 200, body: { id: user.id } });
    expect(change.body).not.toHaveProperty('token_version');
  });

  it('a password reset ends every session', async () => {
    const user = await t.createUser();
    const sessions = await twoSessions(user);
    await t.call({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` });
    await expect.poll(() => t.sentMail.length).toBeGreaterThan(0);
    const link = t.sentMail.at(-1)!.link!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.call({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: 'redefinida-789' } });
    expect(reset.status).toBe(200);
    await expectEnded(sessions);
    expect((await t.login(user.email, 'redefinida-789')).status).toBe(200);
  });

  it("an administrator's new password ends every session", async () => {
    const user = await t.createUser();
    const sessions = await twoSessions(user);
    expect((await adminPatch(user, { password: 'definida-pelo-admin' })).status).toBe(200);
    await expectEnded(sessions);
  });

  it('a deactivation ends every session for good, even after the account is active again', async () => {
    const user = await t.createUser();
    const sessions = await twoSessions(user);
    expect((await adminPatch(user, { is_active: false })).status).toBe(200);
    expect((await me(sessions[0])).status).toBe(401);
    expect((await adminPatch(user, { is_active: true })).status).toBe(200);
    await expectEnded(sessions);
    expect((await t.login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('other changes keep the sessions', async () => {
    const user = await t.createUser();
    const sessions = await twoSessions(user);
    expect((await adminPatch(user, { full_name: 'Outro Nome', role: 6 })).status).toBe(200);
    for (const token of sessions) expect((await me(token)).status).toBe(200);
  });

  it('a deletion ends every session', async () => {
    const user = await t.createUser();
    const sessions = await twoSessions(user);
    const removed = await t.call({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers: await t.as(admin) });
    expect(removed.status).toBe(200);
    await expectEnded(sessions);
  });
});
