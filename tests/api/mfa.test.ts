// Two-factor login (issue 25): TOTP set up in 'Meu perfil' (pending until a code confirms it, then 10
// single-use recovery codes shown once), login in two steps, wrong codes rate limited like the login,
// MFA_REQUIRED_ROLES making it mandatory, and an administrator's reset. Codes are computed here from the
// secret the API answers, as an authenticator app would.
import { eq } from 'drizzle-orm';
import { codeOf } from '../helpers/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { MFA_SETUP_REQUIRED } from '../../server/platform/auth/guard';
import { userMfa, userMfaRecoveryCodes, type User } from '../../server/platform/db/schema';
import { MFA_MANDATORY, MFA_TOKEN_INVALID } from '../../server/features/users/routes/mfa';
import { INVALID_CODE } from '../../server/features/users/mfa';
import { routeKey, requestFor } from '../helpers/accessMatrix';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.call({ method: method as 'POST', url, headers, payload });

/** A user with two-factor login on: its secret and recovery codes. Confirmed with the previous step's code. */
async function withMfa(app: TestApp = t, values: Partial<User> = {}) {
  const user = await app.createUser(values);
  const headers = await app.as(user);
  const begun = await app.call({ method: 'POST', url: '/api/v1/users/me/mfa', headers });
  expect(begun.status).toBe(200);
  const confirmed = await app.call({ method: 'POST', url: '/api/v1/users/me/mfa/confirm', headers, payload: { code: codeOf(begun.body.secret, -1) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { user, headers, secret: begun.body.secret as string, recovery: confirmed.body.recovery_codes as string[] };
}

async function mfaToken(app: TestApp, user: User) {
  const res = await app.login(user.email, DEFAULT_PASSWORD);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return res.body.mfa_token as string;
}

const secondStep = (app: TestApp, mfa_token: string, code: string) =>
  app.call({ method: 'POST', url: '/api/v1/login/mfa', payload: { mfa_token, code } });

describe('setting up two-factor login', () => {
  it('answers a pending secret, activated by a code from it with 10 recovery codes stored hashed and the secret encrypted', async () => {
    const user = await t.createUser();
    const headers = await t.as(user);
    const begun = await json('POST', '/api/v1/users/me/mfa', headers);
    expect(begun.status).toBe(200);
    expect(begun.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.body.otpauth_url).toBe(
      `otpauth://totp/Portal%20de%20Parceiros:${encodeURIComponent(user.email)}?issuer=Portal%20de%20Parceiros&secret=${begun.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Pending: the login is still one step, and the status says so.
    expect((await t.login(user.email, DEFAULT_PASSWORD)).body).toMatchObject({ token_type: 'bearer' });
    expect((await json('GET', '/api/v1/users/me/mfa', headers)).body).toEqual({ enabled: false, pending: true, required: false, recovery_codes_left: 0 });

    expect((await json('POST', '/api/v1/users/me/mfa/confirm', headers, { code: '000000' })).body).toEqual({ detail: INVALID_CODE });
    const confirmed = await json('POST', '/api/v1/users/me/mfa/confirm', headers, { code: codeOf(begun.body.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    expect((await json('GET', '/api/v1/users/me/mfa', headers)).body).toEqual({ enabled: true, pending: false, required: false, recovery_codes_left: 10 });
    // Shown once: confirming again is refused.
    expect((await json('POST', '/api/v1/users/me/mfa/confirm', headers, { code: codeOf(begun.body.secret, 1) })).status).toBe(409);

    const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.user_id, user.id));
    expect(row.secret_encrypted).not.toContain(begun.body.secret);
    expect(row.secret_encrypted).toMatch(/^v1\./);
    const stored = await t.database.db.select().from(userMfaRecoveryCodes).where(eq(userMfaRecoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const code of confirmed.body.recovery_codes) expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });
});

describe('logging in with two-factor login', () => {
  it('answers mfa_required and a 5-minute token good for nothing else, then the session for a code', async () => {
    const { user, secret } = await withMfa();
    const token = await mfaToken(t, user);
    // The mfa_token is no session.
    expect((await json('GET', '/api/v1/users/me', { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await secondStep(t, token, '123456')).body).toEqual({ detail: INVALID_CODE });
    const session = await secondStep(t, token, codeOf(secret));
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await json('GET', '/api/v1/users/me', { authorization: `Bearer ${session.body.access_token}` });
    expect(me.body.id).toBe(user.id);
    // A code is good once, and a session token is no mfa_token.
    expect((await secondStep(t, token, codeOf(secret))).body).toEqual({ detail: INVALID_CODE });
    expect((await secondStep(t, session.body.access_token, codeOf(secret, 1))).body).toEqual({ detail: MFA_TOKEN_INVALID });
  });

  it('takes a recovery code once instead of a code', async () => {
    const { user, recovery } = await withMfa();
    const first = await secondStep(t, await mfaToken(t, user), recovery[3].toUpperCase());
    expect(first.status).toBe(200);
    expect((await secondStep(t, await mfaToken(t, user), recovery[3])).body).toEqual({ detail: INVALID_CODE });
    expect((await secondStep(t, await mfaToken(t, user), recovery[4])).status).toBe(200);
  });

  it('limits wrong codes like the login: 429 with a Portuguese detail', async () => {
    // Its own database: on PostgreSQL the counters live there, shared with every app on it.
    const limited = await createTestApp({ config: { RATE_LIMIT_MAX: 3 } });
    try {
      const { user } = await withMfa(limited);
      const token = await mfaToken(limited, user);
      for (let i = 0; i < 3; i += 1) expect((await secondStep(limited, token, '111111')).status).toBe(400);
      const refused = await secondStep(limited, token, '111111');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
    } finally {
      await limited.close();
    }
  });

  it('turns off with a code: the login is one step again', async () => {
    const { user, headers, secret } = await withMfa();
    expect((await json('DELETE', '/api/v1/users/me/mfa', headers, { code: '999999' })).body).toEqual({ detail: INVALID_CODE });
    expect((await json('DELETE', '/api/v1/users/me/mfa', headers, { code: codeOf(secret) })).status).toBe(200);
    expect((await t.login(user.email, DEFAULT_PASSWORD)).body).toMatchObject({ token_type: 'bearer' });
    expect((await json('DELETE', '/api/v1/users/me/mfa', headers, { code: codeOf(secret, 1) })).status).toBe(400);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({ config: { MFA_REQUIRED_ROLES: [UserRole.Admin] }, database: t.database });
  });
  afterAll(() => required.app.close());

  /** An administrator's login under the rule: a session limited to setting up two-factor login. */
  async function setupSession() {
    const admin = await required.createUser({ role: UserRole.Admin });
    const login = await required.login(admin.email, DEFAULT_PASSWORD);
    expect(login.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', mfa_setup_required: true });
    return { authorization: `Bearer ${login.body.access_token}` };
  }

  it('gives a required role a session that only sets up two-factor login, whole once it is confirmed', async () => {
    const setup = await setupSession();
    expect((await required.call({ method: 'GET', url: '/api/v1/users/me', headers: setup })).status).toBe(200);
    const list = await required.call({ method: 'GET', url: '/api/v1/users/', headers: setup });
    expect(list).toMatchObject({ status: 403, body: { detail: MFA_SETUP_REQUIRED } });
    expect((await required.call({ method: 'GET', url: '/api/v1/users/me/mfa', headers: setup })).body.required).toBe(true);
    const begun = await required.call({ method: 'POST', url: '/api/v1/users/me/mfa', headers: setup });
    const confirmed = await required.call({
      method: 'POST',
      url: '/api/v1/users/me/mfa/confirm',
      headers: setup,
      payload: { code: codeOf(begun.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    const whole = { authorization: `Bearer ${confirmed.body.access_token}` };
    expect((await required.call({ method: 'GET', url: '/api/v1/users/', headers: whole })).status).toBe(200);
    // Mandatory: it cannot be turned off.
    const off = await required.call({ method: 'DELETE', url: '/api/v1/users/me/mfa', headers: whole, payload: { code: codeOf(begun.body.secret, 1) } });
    expect(off).toMatchObject({ status: 403, body: { detail: MFA_MANDATORY } });
    // Other roles log in as before.
    const partner = await required.createUser({ role: UserRole.Partner });
    expect((await required.login(partner.email, DEFAULT_PASSWORD)).body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('refuses that session every route but the setup, /users/me and /logout, before any body is read', async () => {
    const setup = await setupSession();
    const routes = required.app.routeAccess.filter((route) => route.access !== 'public');
    const open = routes.filter((route) => route.mfaSetup).map(routeKey).sort();
    expect(open).toEqual([
      'GET /api/v1/users/me',
      'GET /api/v1/users/me/mfa',
      'POST /api/v1/logout',
      'POST /api/v1/users/me/mfa',
      'POST /api/v1/users/me/mfa/confirm',
    ]);
    const refused = routes.filter((route) => !route.mfaSetup);
    expect(refused.length).toBeGreaterThan(50);
    for (const route of refused) {
      const res = await required.call(requestFor(route, setup));
      expect({ route: routeKey(route), status: res.status, detail: res.body?.detail }).toEqual({
        route: routeKey(route),
        status: 403,
        detail: MFA_SETUP_REQUIRED,
      });
    }
    // Sair ends it for good.
    expect((await required.call({ method: 'POST', url: '/api/v1/logout', headers: setup })).status).toBe(200);
    expect((await required.call({ method: 'GET', url: '/api/v1/users/me', headers: setup })).status).toBe(401);
  });
});

describe("an administrator's reset", () => {
  it('turns a user\'s two-factor login off; refused to other roles, on oneself and when it is off', async () => {
    const { user } = await withMfa();
    const partner = await t.as(await t.createUser({ role: UserRole.Partner }));
    expect((await json('DELETE', `/api/v1/users/${user.id}/mfa`, partner)).status).toBe(403);
    const adminUser = await t.createUser({ role: UserRole.Admin });
    const admin = await t.as(adminUser);
    expect((await json('DELETE', `/api/v1/users/${user.id}/mfa`, admin)).status).toBe(200);
    expect((await t.login(user.email, DEFAULT_PASSWORD)).body).toMatchObject({ token_type: 'bearer' });
    // Audited: who reset whose two-factor login.
    const trail = await json('GET', `/api/v1/auditoria/?action=mfa_change&resource=users&record_id=${user.id}&limit=100`, admin);
    expect(trail.body.data.filter((entry: { user_id: number }) => entry.user_id === adminUser.id)).toEqual([
      expect.objectContaining({ action: 'mfa_change', resource: 'users', record_id: user.id, user_email: adminUser.email, changes: { mfa: 'redefinida' } }),
    ]);
    expect((await json('DELETE', `/api/v1/users/${user.id}/mfa`, admin)).status).toBe(400);
    expect((await json('DELETE', `/api/v1/users/${adminUser.id}/mfa`, admin)).status).toBe(403);
    expect((await json('DELETE', '/api/v1/users/987654/mfa', admin)).status).toBe(404);
  });
});
