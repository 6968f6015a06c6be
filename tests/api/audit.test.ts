// The audit trail: every kind of write (persons and their lists, opportunities, tags, users, vínculos, a
// generated resource), every export, each sign-in and failed sign-in and the password change leave an entry
// naming who, from where, what and (for an update) only the fields that changed; a failed write leaves
// none; the table refuses changes; GET /auditoria/ is for administrators, with filters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleAuditRetention } from '../../server/platform/audit/retention';
import { parseEnv } from '../../server/platform/config';
import { resultRows } from '../../server/platform/db/migrate';
import { persons, type User } from '../../server/platform/db/schema';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag, validCpf } from '../helpers/fixtures';

type Entry = {
  id: number;
  user_id: number | null;
  user_email: string | null;
  client_ip: string | null;
  user_agent: string | null;
  action: string;
  resource: string;
  record_id: number | null;
  parent_resource: string | null;
  parent_id: number | null;
  changes: Record<string, unknown> | null;
};

describe('audit trail', () => {
  let t: TestApp;
  let admin: User;
  let partner: User;
  const AGENT = 'Navegador de teste/1.0';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1 });
    partner = await t.createUser({ role: 5 });
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `/api/v1${url}`, headers: { ...(await t.as(user)), 'user-agent': AGENT }, payload });
  const trail = async (query: string): Promise<Entry[]> => {
    const res = await call(admin, 'GET', `/auditoria/?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  /** The entries of what users did through the API (the fixtures write rows straight, as nobody). */
  const userTrail = async (query: string) => (await trail(query)).filter((entry) => entry.user_id !== null);
  const auditRows = async () =>
    resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0].n;

  it('records a person created, changed (only the changed fields) and deleted, with who and from where', async () => {
    const document = validCpf();
    const created = await call(partner, 'POST', '/persons/', { person_type: 1, document, name: 'Ana Auditada', role: 1 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call(partner, 'PATCH', `/persons/${id}`, { name: 'Ana Revisada', trade_name: null })).status).toBe(200);
    expect((await call(partner, 'DELETE', `/persons/${id}`)).status).toBe(200);

    const entries = await trail(`resource=persons&record_id=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ user_id: partner.id, user_email: partner.email, client_ip: '127.0.0.1', user_agent: AGENT });
    }
    expect(entries[2].changes).toMatchObject({ name: 'Ana Auditada', document });
    expect(entries[1].changes).toEqual({ name: { before: 'Ana Auditada', after: 'Ana Revisada' } });
    expect(entries[0].changes).toMatchObject({ name: 'Ana Revisada' });
  });

  it('names who wrote whether writes come alone, after reads or several at once (reads keep no actor store)', async () => {
    const person = (name: string) => ({ person_type: 1, document: validCpf(), name, role: 1 });
    // A write after reads: the store, off while no write was in flight, is on again for it.
    expect((await call(admin, 'GET', '/persons/?limit=1')).status).toBe(200);
    const alone = await call(partner, 'POST', '/persons/', person('Depois da leitura'));
    // Writes and reads at once, each write by another user: each entry names its own.
    const [first, , second] = await Promise.all([
      call(partner, 'POST', '/persons/', person('Ao mesmo tempo 1')),
      call(admin, 'GET', '/persons/?limit=1'),
      call(admin, 'POST', '/persons/', person('Ao mesmo tempo 2')),
    ]);
    for (const [res, user] of [[alone, partner], [first, partner], [second, admin]] as const) {
      expect(res.status).toBe(201);
      const [created] = await trail(`resource=persons&record_id=${res.body.id}`);
      expect(created).toMatchObject({ action: 'create', user_id: user.id, user_email: user.email, client_ip: '127.0.0.1', user_agent: AGENT });
    }
  });

  it("records a person's address, contact and bank account in the person's trail, bank values masked", async () => {
    const person = await createPerson(t.database.db);
    const address = await call(admin, 'POST', `/persons/${person.id}/addresses`, {
      zip_code: '01001-000', street: 'Praça da Sé', number: '1', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', is_primary: true,
    });
    expect(address.status).toBe(201);
    const contact = await call(admin, 'POST', `/persons/${person.id}/contacts`, { contact_type: 2, value: 'ana@example.com' });
    expect(contact.status).toBe(201);
    const bank = await call(admin, 'POST', `/persons/${person.id}/bank-accounts`, {
      bank_code: '001', bank_name: 'Banco do Brasil', agency: '1234', account: '998877-6', account_type: 1, pix_key_type: 3, pix_key: 'ana@pix.example',
    });
    expect(bank.status).toBe(201);
    expect((await call(admin, 'PUT', `/persons/bank-accounts/${bank.body.id}`, { account: '112233-4' })).status).toBe(200);
    expect((await call(admin, 'DELETE', `/persons/contacts/${contact.body.id}`)).status).toBe(200);

    const entries = await userTrail(`resource=persons&record_id=${person.id}`);
    expect(entries.map((e) => `${e.action} ${e.resource}`)).toEqual([
      'delete contacts',
      'update bank_accounts',
      'create bank_accounts',
      'create contacts',
      'create addresses',
    ]);
    expect(entries.every((e) => e.parent_resource === 'persons' && e.parent_id === person.id && e.user_id === admin.id)).toBe(true);
    expect(entries[1].changes).toEqual({ account: { before: '****', after: '****' } });
    expect(entries[2].changes).toMatchObject({ account: '****', pix_key: '****', bank_code: '001' });
    expect(JSON.stringify(entries)).not.toMatch(/998877|112233|ana@pix/);
  });

  it('records opportunity changes, a win, its tags, and catalogue writes (tags, a generated resource)', async () => {
    const client = await createPerson(t.database.db);
    const oportunidade = await createOportunidade(t.database.db, { cliente_id: client.id });
    expect((await call(admin, 'PATCH', `/oportunidades/${oportunidade.id}`, { titulo: 'Novo título' })).status).toBe(200);
    expect((await call(admin, 'PATCH', `/oportunidades/${oportunidade.id}`, { status_resultado: 2 })).status).toBe(200);
    const tag = await createTag(t.database.db);
    expect((await call(admin, 'POST', `/oportunidades/${oportunidade.id}/tags/${tag.id}`)).status).toBeLessThan(300);
    const entries = await userTrail(`resource=oportunidades&record_id=${oportunidade.id}`);
    expect(entries.map((e) => `${e.action} ${e.resource}`)).toEqual([
      'create oportunidade_tags',
      'update oportunidades',
      'update oportunidades',
    ]);
    expect(entries[1].changes).toMatchObject({ status_resultado: { before: 1, after: 2 }, estagio: { before: 12, after: 11 } });
    expect(entries[2].changes).toMatchObject({ titulo: { before: oportunidade.titulo, after: 'Novo título' } });

    const newTag = await call(partner, 'POST', '/oportunidades/tags', { name: 'Urgente', color: 'red' });
    expect(newTag.status).toBe(201);
    expect((await trail(`resource=tags&record_id=${newTag.body.id}`)).map((e) => e.action)).toEqual(['create']);
    const tese = await call(admin, 'POST', '/teses/', { name: 'Tese auditada' });
    expect(tese.status).toBe(201);
    expect((await call(admin, 'PATCH', `/teses/${tese.body.id}`, { ativa: false })).status).toBe(200);
    const teseEntries = await trail(`resource=teses&record_id=${tese.body.id}`);
    expect(teseEntries.map((e) => [e.action, e.user_id])).toEqual([['update', admin.id], ['create', admin.id]]);
    expect(teseEntries[0].changes).toEqual({ ativa: { before: true, after: false } });
  });

  it('records users written by an administrator, vínculos, without the password hash', async () => {
    const created = await call(admin, 'POST', '/users/', {
      email: 'auditado@example.com', full_name: 'Auditado', password: DEFAULT_PASSWORD, confirm_password: DEFAULT_PASSWORD, role: 5, document: validCpf(), person_type: 2,
    });
    expect(created.status).toBe(200);
    const userId = created.body.id;
    expect((await call(admin, 'PATCH', `/users/${userId}`, { full_name: 'Auditado Silva', password: 'outra-senha-123' })).status).toBe(200);
    const person = await createPerson(t.database.db);
    expect((await call(admin, 'POST', '/userPersonsLinks/', { user_id: userId, person_id: person.id, created_by_id: admin.id, creation_method: 1 })).status).toBe(201);
    expect((await call(admin, 'DELETE', '/userPersonsLinks/', { user_id: userId, person_id: person.id })).status).toBe(200);
    const entries = await trail(`resource=users&record_id=${userId}`);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0].changes).toEqual({ full_name: { before: 'Auditado', after: 'Auditado Silva' } });
    expect(JSON.stringify(entries)).not.toMatch(/hashed_password|\$argon|scrypt/);
    const links = await trail(`resource=vinculos&record_id=${userId}`);
    expect(links.map((e) => [e.action, e.parent_id, e.user_id])).toEqual([
      ['delete', person.id, admin.id],
      ['create', person.id, admin.id],
    ]);
  });

  it('records sign-ins, failed sign-ins (with the email tried) and a password change', async () => {
    const user = await t.createUser({ role: 2 });
    expect((await t.login(user.email, 'senha-errada-999')).status).toBe(400);
    expect((await t.login('ninguem@example.com', 'senha-errada-999')).status).toBe(400);
    expect((await t.login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
    const changed = await call(user, 'PATCH', '/users/me/password', { current_password: DEFAULT_PASSWORD, new_password: 'nova-senha-456' });
    expect(changed.status).toBe(200);
    const mine = await userTrail(`resource=users&record_id=${user.id}`);
    expect(mine.map((e) => [e.action, e.user_id])).toEqual([
      ['password_change', user.id],
      ['login', user.id],
    ]);
    const failed = await trail('action=login_failed');
    expect(failed.map((e) => e.changes?.email)).toEqual(['ninguem@example.com', user.email]);
    expect(failed.every((e) => e.user_id === null && e.record_id === null)).toBe(true);
  });

  it('records an export before it is sent, with its format and filter', async () => {
    const res = await call(partner, 'GET', '/persons/export?format=csv&query=Ana');
    expect(res.status).toBe(200);
    const [entry] = await trail(`action=export&user_id=${partner.id}`);
    expect(entry).toMatchObject({ resource: 'persons', changes: { format: 'csv', filter: { query: 'Ana' } } });
  });

  it('leaves no entry when the write fails, in the API or in any transaction', async () => {
    const before = await auditRows();
    const taken = await createPerson(t.database.db);
    const afterFixture = await auditRows();
    const other = await createPerson(t.database.db);
    expect((await call(admin, 'PATCH', `/persons/${other.id}`, { document: taken.document })).status).toBe(409);
    expect((await call(admin, 'POST', '/teses/', { name: 'Tese repetida' })).status).toBe(201);
    expect((await call(admin, 'POST', '/teses/', { name: 'Tese repetida' })).status).toBe(409);
    expect(await auditRows()).toBe(afterFixture + 2);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(persons).values({ person_type: 1, document: validCpf(), name: 'Desfeita' });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await auditRows()).toBe(afterFixture + 2);
    expect(afterFixture).toBe(before + 1);
  });

  it('refuses to change or delete an entry, or empty the table', async () => {
    const { db } = t.database;
    await expect(db.execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await auditRows()).toBeGreaterThan(0);
  });

  it('is for administrators and superusers only, filtered and paged', async () => {
    expect((await call(partner, 'GET', '/auditoria/')).status).toBe(403);
    expect((await call(await t.createUser({ role: 2 }), 'GET', '/auditoria/')).status).toBe(403);
    const superuser = await t.createUser({ role: 5, is_superuser: true });
    const page = await call(superuser, 'GET', '/auditoria/?limit=2&skip=1');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.count).toBe(await auditRows());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await call(admin, 'GET', `/auditoria/?de=${today}&ate=${today}`)).body.count).toBe(await auditRows());
    expect((await call(admin, 'GET', '/auditoria/?ate=2000-01-01')).body.count).toBe(0);
    expect((await call(admin, 'GET', '/auditoria/?action=nada')).status).toBe(422);
  });

  it('exports the trail as CSV, itself recorded', async () => {
    const res = await call(admin, 'GET', `/auditoria/export?format=csv&action=login_failed`);
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toContain('Email do usuário');
    expect(lines.slice(1).every((line) => line.includes('Login recusado'))).toBe(true);
    expect(lines).toHaveLength(3);
    const [entry] = await trail('action=export&resource=auditoria');
    expect(entry.user_id).toBe(admin.id);
  });
});

describe('audit retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUDIT_RETENTION_DAYS: 180 } });
  });
  afterAll(() => t.close());

  const entryAged = (days: number, action: string) =>
    t.database.db.execute(
      sql`INSERT INTO audit_log (action, resource, created_at) VALUES (${action}, 'persons', now() - ${days} * interval '1 day')`,
    );

  it('removes entries older than AUDIT_RETENTION_DAYS by one job, queued once however many servers ask', async () => {
    await entryAged(181, 'export');
    await entryAged(179, 'reveal');
    const asked = await Promise.all([scheduleAuditRetention(t.database.db), scheduleAuditRetention(t.database.db)]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await t.app.syncWorker.drain()).toBe(1);
    const left = resultRows<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_log WHERE resource = 'persons'`));
    expect(left.map((row) => row.action)).toEqual(['reveal']);
    // It ran today: nobody queues it again before a day has passed.
    expect(await scheduleAuditRetention(t.database.db)).toBe(false);
  });

  it('refuses a retention under 180 days at start', () => {
    expect(() => parseEnv({ AUDIT_RETENTION_DAYS: '179' })).toThrow(/AUDIT_RETENTION_DAYS must be at least 180/);
    expect(parseEnv({}).AUDIT_RETENTION_DAYS).toBe(1825);
  });
});
