// Bank account numbers and PIX keys: encrypted at rest under a key id, in full only for administrators,
// superusers and the person's own users (each such read audited), masked to the last 4 characters for
// every other role in every answer; the reveal route; the key rotation.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, dataKeys, keyIdOf } from '../../server/platform/protected/dataKeys';
import { rotateProtectedValues } from '../../server/platform/protected/rotate';
import { resultRows } from '../../server/platform/db/migrate';
import { bankAccounts, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBankAccount, createPerson, addVinculo } from '../helpers/fixtures';

const ACCOUNT = '12345678-9';
const PIX = 'maria.pix@example.com';
const MASKED = { account: '****78-9', pix_key: '****.com' };

describe('protected bank data', () => {
  let t: TestApp;
  let admin: User;
  let superuser: User;
  let own: User;
  let executive: User;
  let member: User;
  let partner: User;
  let person: Person;
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp();
    person = await createPerson(t.database.db, { name: 'Maria Protegida' });
    admin = await t.createUser({ role: 1 });
    superuser = await t.createUser({ role: 6, is_superuser: true });
    own = await t.createUser({ role: 5, person_id: person.id });
    executive = await t.createUser({ role: 2 });
    member = await t.createUser({ role: 4 });
    partner = await t.createUser({ role: 5 });
    await addVinculo(t.database.db, partner.id, person.id);
    const created = await call(executive, 'POST', `/persons/${person.id}/bank-accounts`, {
      bank_code: '341', bank_name: 'Itaú', agency: '0001', account: ACCOUNT, account_type: 1, pix_key_type: 3, pix_key: PIX,
    });
    expect(created.status).toBe(201);
    // Its author is no administrator: even the write's answer is masked.
    expect(created.body).toMatchObject(MASKED);
    accountId = created.body.id;
  });
  afterAll(() => t.close());

  async function call(user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.call({ method, url: `/api/v1${url}`, headers: await t.as(user), payload });
  }
  const stored = async () => (await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)))[0];
  const reveals = async () =>
    resultRows<{ user_id: number; record_id: number | null }>(
      await t.database.db.execute(sql`SELECT user_id, record_id FROM audit_log WHERE action = 'reveal' ORDER BY id`),
    );

  it('stores them encrypted, each value under the current key id, never in clear', async () => {
    const row = await stored();
    for (const value of [row.account, row.pix_key!]) {
      expect(value).toMatch(/^enc1:[0-9a-f]{8}:/);
      expect(keyIdOf(value)).toBe(t.app.dataKeys.current.id);
    }
    expect(JSON.stringify(row)).not.toContain('12345678');
    expect(JSON.stringify(row)).not.toContain('maria.pix');
    expect(decrypt(t.app.dataKeys, row.account)).toBe(ACCOUNT);
  });

  it.each([
    ['an administrator', () => admin],
    ['a superuser', () => superuser],
    ["the person's own user", () => own],
  ])('answers %s the full values, and records the read', async (_label, who) => {
    const before = (await reveals()).length;
    const detail = await call(who(), 'GET', `/persons/${person.id}`);
    expect(detail.body.bank_accounts[0]).toMatchObject({ account: ACCOUNT, pix_key: PIX });
    const list = await call(who(), 'GET', `/persons/${person.id}/bank-accounts`);
    expect(list.body.data[0]).toMatchObject({ account: ACCOUNT, pix_key: PIX });
    const after = await reveals();
    expect(after.slice(before)).toEqual([
      { user_id: who().id, record_id: accountId },
      { user_id: who().id, record_id: accountId },
    ]);
  });

  it.each([
    ['an account executive', () => executive],
    ['a team member', () => member],
    ['a partner linked to the person', () => partner],
  ])('answers %s the last 4 characters only, in the detail, the list and a write, and records no reveal', async (_label, who) => {
    const before = (await reveals()).length;
    expect((await call(who(), 'GET', `/persons/${person.id}`)).body.bank_accounts[0]).toMatchObject(MASKED);
    expect((await call(who(), 'GET', `/persons/${person.id}/bank-accounts`)).body.data[0]).toMatchObject(MASKED);
    // The edit form sends the masked values back: they stay as they were.
    const edited = await call(who(), 'PUT', `/persons/bank-accounts/${accountId}`, { ...MASKED, bank_name: 'Itaú Unibanco' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...MASKED, bank_name: 'Itaú Unibanco' });
    expect((await call(who(), 'GET', `/persons/${person.id}/bank-accounts/${accountId}/reveal`)).status).toBe(403);
    expect((await reveals()).length).toBe(before);
    expect((await call(admin, 'GET', `/persons/${person.id}/bank-accounts/${accountId}/reveal`)).body).toEqual({
      id: accountId,
      account: ACCOUNT,
      pix_key: PIX,
    });
  });

  it('reveals one account to those allowed, recorded in the audit trail, 403 with a reason to others', async () => {
    const res = await call(own, 'GET', `/persons/${person.id}/bank-accounts/${accountId}/reveal`);
    expect(res).toMatchObject({ status: 200, body: { account: ACCOUNT, pix_key: PIX } });
    expect((await reveals()).at(-1)).toEqual({ user_id: own.id, record_id: accountId });
    const refused = await call(executive, 'GET', `/persons/${person.id}/bank-accounts/${accountId}/reveal`);
    expect(refused).toMatchObject({ status: 403, body: { detail: expect.stringContaining('dados bancários') } });
    expect((await call(admin, 'GET', `/persons/${person.id}/bank-accounts/999999/reveal`)).status).toBe(404);
    const stranger = await t.createUser({ role: 5 });
    expect((await call(stranger, 'GET', `/persons/${person.id}/bank-accounts/${accountId}/reveal`)).status).toBe(404);
  });

  it('keeps bank data out of the persons export, whoever exports', async () => {
    for (const user of [admin, executive]) {
      const res = await t.call({ method: 'GET', url: `/api/v1/persons/export?format=csv`, headers: await t.as(user) });
      expect(res.status).toBe(200);
      expect(String(res.body)).not.toMatch(/12345678|maria\.pix|78-9/);
    }
  });

  it('rotates the key: every value, and any stored in clear, rewritten under the new key id', async () => {
    const plain = await createBankAccount(t.database.db, person.id, { account: '55554444', pix_key_type: 0 });
    const oldKey = 'test-data-encryption-key-long-enough-0123456789';
    const newKeys = dataKeys('uma-chave-nova-com-mais-de-trinta-e-dois-caracteres', [oldKey]);
    expect(await rotateProtectedValues(t.database.db, newKeys)).toBeGreaterThanOrEqual(2);
    expect(await rotateProtectedValues(t.database.db, newKeys)).toBe(0);
    const onlyNew = dataKeys('uma-chave-nova-com-mais-de-trinta-e-dois-caracteres');
    const rows = await t.database.db.select().from(bankAccounts);
    for (const row of rows) expect(keyIdOf(row.account)).toBe(onlyNew.current.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(decrypt(onlyNew, byId.get(accountId)!.account)).toBe(ACCOUNT);
    expect(decrypt(onlyNew, byId.get(accountId)!.pix_key!)).toBe(PIX);
    expect(decrypt(onlyNew, byId.get(plain.id)!.account)).toBe('55554444');
    expect(() => decrypt(dataKeys(oldKey), byId.get(accountId)!.account)).toThrow(/não está configurada/);
  });
});
