// The access policy, proven route by route. The routes come from app.routeAccess (every route the app
// registered, with the rule it declared), so a route added tomorrow is tried the day it appears. The
// expected answers come from EXPECTED_ROLES (tests/helpers/accessMatrix.ts), a literal table written by
// hand, never from common/policy.ts itself: a wrong policy table fails here. Bodies are dummies: an
// allowed caller may get any answer (404, 422, ...) except the guard's 401/403 or a crash.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { allows, audienceOf, canAccess, permissions, type Permission } from '../../common/policy';
import type { RouteAccess } from '../../server/platform/auth/guard';
import { users } from '../../server/platform/db/schema';
import { createTestApp, DEFAULT_PASSWORD } from '../helpers/app';
import {
  CALLERS,
  EXPECTED_ROLES,
  expectedAllows,
  expiredToken,
  GUARD_FORBIDDEN,
  policyAllows,
  requestFor,
  SUPERUSER_ROWS,
  tamperedToken,
} from '../helpers/accessMatrix';

const t = await createTestApp();
afterAll(() => t.close());

const routes: RouteAccess[] = [...t.app.routeAccess].sort(
  (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
);
const guarded = routes.filter((route) => route.access !== 'public');
const publicRoutes = routes.filter((route) => route.access === 'public');

type Answer = { status: number; body: { detail?: unknown } };
const describeAnswer = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body?.detail ?? answer.body)}`;

describe('the policy table against the access table written by hand', () => {
  const policyPermissions = Object.entries(permissions).flatMap(([resource, actions]) =>
    Object.keys(actions).map((action) => `${resource}.${action}` as Permission),
  );
  const everyCaller = [
    ...[1, 2, 3, 4, 5, 6].map((role) => ({ label: `role ${role}`, role, is_superuser: false })),
    ...[1, 2, 3, 4, 5, 6].map((role) => ({ label: `superuser with role ${role}`, role, is_superuser: true })),
  ];

  it('declares every permission of the policy in the expected table, and nothing else', () => {
    expect([...policyPermissions].sort()).toEqual(Object.keys(EXPECTED_ROLES).sort());
  });

  it.each(policyPermissions)('%s: allows() answers as the hand-written table says for every role and a superuser', (permission) => {
    const [resource, action] = permission.split('.');
    const wrong = everyCaller.filter((caller) => {
      const actor = { id: 1, ...caller };
      const expected = expectedAllows(permission, caller);
      return allows(audienceOf(permission), actor) !== expected || canAccess(actor, resource, action) !== expected;
    });
    expect(
      wrong.map((caller) => caller.label),
      `expected roles ${JSON.stringify(EXPECTED_ROLES[permission])} (+ superusers)`,
    ).toEqual([]);
  });

  it('refuses everything to nobody signed in and to unknown permissions', () => {
    for (const permission of policyPermissions) {
      const [resource, action] = permission.split('.');
      expect(canAccess(null, resource, action)).toBe(false);
    }
    expect(canAccess({ id: 1, role: 1, is_superuser: true }, 'users', 'nao-existe')).toBe(false);
  });
});

describe('the route list the matrix walks', () => {
  it('holds the users and link routes, each with a rule from the policy table', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.some((route) => /^\/api\/v1\/users(\/|$)/.test(route.url))).toBe(true);
    expect(routes.some((route) => /^\/api\/v1\/userPersonsLinks(\/|$)/.test(route.url))).toBe(true);
    for (const route of guarded) {
      expect(audienceOf(route.access as Exclude<typeof route.access, 'public'>), route.access).toBeDefined();
    }
  });
});

describe('guarded routes', () => {
  it.each(guarded)('$method $url ($access)', async (route) => {
    const problems: string[] = [];
    const expect401 = async (who: string, detail: string, headers: Record<string, string>) => {
      const answer = await t.call(requestFor(route, headers));
      if (answer.status !== 401 || answer.body?.detail !== detail) {
        problems.push(`${who}: expected 401 '${detail}', got ${describeAnswer(answer)}`);
      }
    };

    const callers = await Promise.all(
      CALLERS.map(async (caller) => ({
        caller,
        user: await t.createUser({ role: caller.role, is_superuser: caller.is_superuser }),
      })),
    );
    const superuser = callers.find(({ caller }) => caller.is_superuser)!.user;
    const referrer = callers.find(({ caller }) => caller.role === 6 && !caller.is_superuser)!.user;
    const inactive = await t.createUser({ role: 1, is_superuser: true, is_active: false });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    await expect401('no token', 'Not authenticated', {});
    const expired = await expiredToken(t.app.config.SECRET_KEY, superuser.id);
    await expect401('expired token', 'Could not validate credentials', bearer(expired));
    const tampered = tamperedToken(await t.tokenFor(referrer), superuser.id);
    await expect401('tampered token', 'Could not validate credentials', bearer(tampered));
    await expect401('inactive superuser', 'Inactive user', await t.as(inactive));

    // Fresh users per route: a route like DELETE /users/me must not disarm the next route's callers.
    for (const { caller, user } of callers) {
      const answer = await t.call(requestFor(route, await t.as(user)));
      const refusedByGuard = answer.status === 403 && answer.body?.detail === GUARD_FORBIDDEN;
      if (!policyAllows(route, caller)) {
        if (!refusedByGuard) problems.push(`${caller.label}: expected the guard's 403, got ${describeAnswer(answer)}`);
      } else if (answer.status === 401 || refusedByGuard || answer.status === 500) {
        problems.push(`${caller.label}: allowed by the policy, got ${describeAnswer(answer)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('superuser management', () => {
  it.each(SUPERUSER_ROWS)('$label: superusers only', async (row) => {
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const user = await t.createUser({ role: caller.role, is_superuser: caller.is_superuser });
      // A fresh target per caller, so one caller's change does not decide the next one's answer.
      const target = await t.createUser({ role: 1, is_superuser: row.targetIsSuperuser });
      const body = row.body?.email ? { ...row.body, email: `${caller.role}-${target.id}-${row.body.email}` } : row.body;
      const answer = await t.call({
        method: row.method,
        url: row.url.replace(':target', String(target.id)),
        headers: await t.as(user),
        payload: body,
      });
      const refused = answer.status === 403 && answer.body?.detail === GUARD_FORBIDDEN;
      if (caller.is_superuser ? answer.status !== 200 : !refused) {
        problems.push(`${caller.label}: got ${describeAnswer(answer)}`);
      }
      const [after] = await t.database.db.select().from(users).where(eq(users.id, target.id));
      if (!caller.is_superuser && (after?.is_superuser !== target.is_superuser || after?.email !== target.email)) {
        problems.push(`${caller.label}: the target changed although the request was refused`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets an administrator manage an ordinary account and leave is_superuser as it is', async () => {
    const admin = await t.createUser({ role: 1 });
    const target = await t.createUser({ role: 5 });
    const answer = await t.call({
      method: 'PATCH',
      url: `/api/v1/users/${target.id}`,
      headers: await t.as(admin),
      payload: { full_name: 'Nome Novo', is_superuser: false, password: 'outra-senha-123' },
    });
    expect(answer).toMatchObject({ status: 200, body: { full_name: 'Nome Novo', is_superuser: false } });
  });
});

describe('public routes', () => {
  it.each(publicRoutes)('$method $url answers without a token', async (route) => {
    const answer = await t.call(requestFor(route));
    expect([401, 403, 500], describeAnswer(answer)).not.toContain(answer.status);
  });
});

describe('an inactive user', () => {
  it('loses access at once: the token that worked a moment ago answers 401', async () => {
    const manager = await t.createUser({ role: 4 });
    const headers = await t.as(manager);
    const before = await t.call({ method: 'GET', url: '/api/v1/userPersonsLinks/details', headers });
    expect(before.status).toBe(200);

    // Deactivated by an administrator through the API, as in the portal: the answer leaves once every
    // server's session cache has heard of it (server/platform/sessions/authChanges.ts).
    const admin = await t.as(await t.createUser({ role: 1 }));
    const deactivated = await t.call({ method: 'PATCH', url: `/api/v1/users/${manager.id}`, headers: admin, payload: { is_active: false } });
    expect(deactivated.status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/api/v1/userPersonsLinks/details', headers });
    // The deactivation also ends its sessions, so the token may be refused for either reason: 401 at once.
    expect(after.status).toBe(401);
  });

  it("cannot log in: 400 'Inactive user'", async () => {
    const user = await t.createUser({ role: 5, is_active: false });
    const answer = await t.login(user.email, DEFAULT_PASSWORD);
    expect(answer).toMatchObject({ status: 400, body: { detail: 'Inactive user' } });
  });
});
