// POST /users/bulk: an administrator activates, deactivates or deletes accounts by ids or by the users
// list's filters, each row under the rules of PATCH or DELETE /users/{id} (never the caller's own
// account; a superuser's only by a superuser), in one transaction.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { users, type User } from '../../server/platform/db/schema';
import { forbidden } from '../../server/platform/errors';
import { SELF_UPDATE, SUPERUSER_SELF_DELETE, USER_NOT_FOUND } from '../../server/features/users/rules';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectDocumentedBulk, failOnNthWrite, fieldsOf, INVALID_BULK_CASES, invalidBulkBody } from '../helpers/bulk';

const BULK = '/api/v1/users/bulk';
const NOT_ENOUGH_PRIVILEGES = forbidden().detail;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let batch = 0;
/** A name no other test's users carry, so a filter by it matches only this test's accounts. */
const uniqueWord = () => `Contabulk${batch++}x`;

/** is_active of each account, by id; an account that is gone is absent. */
const stateOf = async (rows: User[]) => {
  const stored = await t.database.db
    .select({ id: users.id, is_active: users.is_active })
    .from(users)
    .where(inArray(users.id, rows.map((row) => row.id)));
  return Object.fromEntries(stored.map((row) => [row.id, row.is_active]));
};

const post = async (actor: User, payload: object) =>
  t.call({ method: 'POST', url: BULK, headers: await t.as(actor), payload });

describe('an administrator (UserRole.Admin)', () => {
  it("deactivates the accounts named by id; its own and a superuser's are refused, each with PATCH's answer", async () => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const [a, b, superuser] = [
      await t.createUser({ role: UserRole.Partner }),
      await t.createUser({ role: UserRole.TeamMember }),
      await t.createUser({ role: UserRole.Admin, is_superuser: true }),
    ];
    const res = await post(admin, { action: 'deactivate', ids: [a.id, b.id, admin.id, superuser.id, 987654] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      matched: 5,
      changed: 2,
      refused: [
        { id: 987654, detail: USER_NOT_FOUND },
        { id: admin.id, detail: SELF_UPDATE },
        { id: superuser.id, detail: NOT_ENOUGH_PRIVILEGES },
      ],
    });
    expect(await stateOf([a, b, admin, superuser])).toEqual({ [a.id]: false, [b.id]: false, [admin.id]: true, [superuser.id]: true });
  });

  it('a deactivated account loses its sessions, as with PATCH', async () => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const partner = await t.createUser({ role: UserRole.Partner });
    const headers = await t.as(partner);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).status).toBe(200);
    await post(admin, { action: 'deactivate', ids: [partner.id] });
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).status).not.toBe(200);
  });

  it("activates every account of the list's filter (text and role), and nobody else", async () => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const word = uniqueWord();
    const partners = [
      await t.createUser({ role: UserRole.Partner, full_name: `${word} Um`, is_active: false }),
      await t.createUser({ role: UserRole.Partner, full_name: `${word} Dois`, is_active: false }),
    ];
    const member = await t.createUser({ role: UserRole.TeamMember, full_name: `${word} Três`, is_active: false });
    const res = await post(admin, { action: 'activate', filter: { query: word, role: UserRole.Partner } });
    expect(res.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect(await stateOf([...partners, member])).toEqual({ [partners[0].id]: true, [partners[1].id]: true, [member.id]: false });
  });

  it("deletes by filter; its own account and a superuser's stay, with DELETE's answers", async () => {
    const word = uniqueWord();
    const admin = await t.createUser({ role: UserRole.Admin, full_name: `${word} Eu` });
    const other = await t.createUser({ role: UserRole.Referrer, full_name: `${word} Outro` });
    const superuser = await t.createUser({ role: UserRole.Admin, is_superuser: true, full_name: `${word} Super` });
    const res = await post(admin, { action: 'delete', filter: { query: word } });
    expect(res.body).toEqual({
      matched: 3,
      changed: 1,
      refused: [
        { id: admin.id, detail: SUPERUSER_SELF_DELETE },
        { id: superuser.id, detail: NOT_ENOUGH_PRIVILEGES },
      ],
    });
    expect(await stateOf([admin, other, superuser])).toEqual({ [admin.id]: true, [superuser.id]: true });
  });
});

describe('a superuser', () => {
  it("deactivates and deletes another superuser's account, never its own", async () => {
    const superuser = await t.createUser({ role: UserRole.Admin, is_superuser: true });
    const [other, gone] = [
      await t.createUser({ role: UserRole.Admin, is_superuser: true }),
      await t.createUser({ role: UserRole.Admin, is_superuser: true }),
    ];
    const deactivated = await post(superuser, { action: 'deactivate', ids: [other.id, superuser.id] });
    expect(deactivated.body).toEqual({ matched: 2, changed: 1, refused: [{ id: superuser.id, detail: SELF_UPDATE }] });
    const deleted = await post(superuser, { action: 'delete', ids: [gone.id] });
    expect(deleted.body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect(await stateOf([superuser, other, gone])).toEqual({ [superuser.id]: true, [other.id]: false });
  });
});

describe.each([UserRole.AccountExecutive, UserRole.Licensee, UserRole.TeamMember, UserRole.Partner, UserRole.Referrer])(
  'role %i',
  (role) => {
    it('is refused (403) and changes nothing', async () => {
      const actor = await t.createUser({ role });
      const target = await t.createUser({ role: UserRole.Partner });
      const res = await post(actor, { action: 'delete', ids: [target.id] });
      expect(res.status).toBe(403);
      expect(await stateOf([target])).toEqual({ [target.id]: true });
    });
  },
);

describe('one transaction', () => {
  it('a failure on the second row leaves every account as it was', async () => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const targets = [
      await t.createUser({ role: UserRole.Partner }),
      await t.createUser({ role: UserRole.Partner }),
      await t.createUser({ role: UserRole.Partner }),
    ];
    const restore = await failOnNthWrite(t.database.db, 'users', 2);
    try {
      expect((await post(admin, { action: 'delete', ids: targets.map((u) => u.id) })).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await stateOf(targets)).toEqual(Object.fromEntries(targets.map((u) => [u.id, true])));
  });
});

describe('refused bodies: 422 and nothing changes', () => {
  it.each(INVALID_BULK_CASES)('%s', async (name) => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const target = await t.createUser({ role: UserRole.Partner });
    const { body, field } = invalidBulkBody(name, 'deactivate', target.id);
    const res = await post(admin, body);
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toContain(field);
    expect(await stateOf([target])).toEqual({ [target.id]: true });
  });
});

describe('/api/docs', () => {
  it('documents the body, its actions and the answer', () => expectDocumentedBulk(t, BULK, ['activate', 'deactivate', 'delete'], false));
});
