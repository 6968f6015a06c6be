// LGPD: the data subject's report (JSON, and the PDF's text read back), and anonymisation: refused with the
// reason while an opportunity is open, then personal data replaced while the opportunities keep their money
// and stages. Administrators only; both recorded in the audit trail. Persons carry base_legal and
// consentimento_em.
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/platform/db/migrate';
import { addresses, bankAccounts, oportunidades, users, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createAddress, createContact, createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';

describe('LGPD', () => {
  let t: TestApp;
  let admin: User;
  let executive: User;
  let person: Person;
  let own: User;
  let dealId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1 });
    executive = await t.createUser({ role: 2 });
    person = await createPerson(t.database.db, { name: 'Joana Titular' });
    own = await t.createUser({ role: 5, person_id: person.id, email: 'joana@example.com' });
    const partnerUser = await t.createUser({ role: 5, email: 'parceiro.joana@example.com' });
    await addVinculo(t.database.db, partnerUser.id, person.id);
    await createAddress(t.database.db, person.id, { street: 'Rua das Flores' });
    await createContact(t.database.db, person.id, { value: 'joana@contato.example' });
    const bank = await call(admin, 'POST', `/persons/${person.id}/bank-accounts`, {
      bank_code: '001', bank_name: 'Banco do Brasil', agency: '1234', account: '777666-5', account_type: 1, pix_key_type: 3, pix_key: 'joana@pix.example',
    });
    expect(bank.status).toBe(201);
    dealId = (await createOportunidade(t.database.db, { cliente_id: person.id, titulo: 'Recuperação PIS', receita_esperada: '150000.50', estagio: 9 })).id;
  });
  afterAll(() => t.close());

  async function call(user: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    return t.call({ method, url: `/api/v1${url}`, headers: await t.as(user), payload });
  }

  it('keeps base_legal and consentimento_em on a person, refusing an unknown basis', async () => {
    const res = await call(admin, 'PATCH', `/persons/${person.id}`, { base_legal: 4, consentimento_em: '2026-01-15' });
    expect(res).toMatchObject({ status: 200, body: { base_legal: 4, consentimento_em: '2026-01-15' } });
    expect((await call(admin, 'PATCH', `/persons/${person.id}`, { base_legal: 9 })).status).toBe(422);
  });

  it('answers an administrator everything held about the person, and records who asked', async () => {
    const res = await call(admin, 'GET', `/persons/${person.id}/lgpd-report?format=json`);
    expect(res.status).toBe(200);
    const report = res.body;
    expect(report.pessoa).toMatchObject({ name: 'Joana Titular', base_legal_nome: 'Consentimento' });
    expect(report.enderecos[0].street).toBe('Rua das Flores');
    expect(report.contatos[0].value).toBe('joana@contato.example');
    expect(report.contas_bancarias[0]).toMatchObject({ account: '777666-5', pix_key: 'joana@pix.example' });
    expect(report.oportunidades).toEqual([expect.objectContaining({ id: dealId, papel: 'cliente', status: 'Em Andamento' })]);
    expect(report.usuarios.map((u: { email: string; relacao: string }) => `${u.email} ${u.relacao}`).sort()).toEqual([
      'joana@example.com pessoa do usuário',
      'parceiro.joana@example.com vínculo',
    ]);
    expect(report.acessos.some((e: { action: string; user_id: number }) => e.action === 'reveal' || e.action === 'create')).toBe(true);
    const [entry] = resultRows<{ user_id: number }>(
      await t.database.db.execute(sql`SELECT user_id FROM audit_log WHERE action = 'report' AND record_id = ${person.id}`),
    );
    expect(entry.user_id).toBe(admin.id);
  });

  it('writes the same report as a PDF whose text reads back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/persons/${person.id}/lgpd-report?format=pdf`, headers: await t.as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText();
    for (const expected of ['Relatório do titular de dados', 'Joana Titular', 'Rua das Flores', 'joana@pix.example', 'Recuperação PIS', 'parceiro.joana@example.com']) {
      expect(text).toContain(expected);
    }
  });

  it('is for administrators only', async () => {
    expect((await call(executive, 'GET', `/persons/${person.id}/lgpd-report`)).status).toBe(403);
    expect((await call(own, 'POST', `/persons/${person.id}/anonymize`)).status).toBe(403);
  });

  it('refuses to anonymise while an opportunity is open, saying why, and changes nothing', async () => {
    const res = await call(admin, 'POST', `/persons/${person.id}/anonymize`);
    expect(res).toMatchObject({ status: 409, body: { detail: expect.stringContaining('1 oportunidade(s) em andamento') } });
    expect((await call(admin, 'GET', `/persons/${person.id}`)).body.person.name).toBe('Joana Titular');
  });

  it('anonymises once the opportunities are closed, keeping their money and stages', async () => {
    await t.database.db.update(oportunidades).set({ status_resultado: 2, estagio: 11 }).where(eq(oportunidades.id, dealId));
    const res = await call(admin, 'POST', `/persons/${person.id}/anonymize`);
    expect(res).toMatchObject({ status: 200, body: { name: `Pessoa anonimizada #${person.id}`, trade_name: null, is_active: false } });
    expect(res.body.document).not.toBe(person.document);
    const { db } = t.database;
    expect(await db.$count(addresses, eq(addresses.person_id, person.id))).toBe(0);
    expect(await db.$count(bankAccounts, eq(bankAccounts.person_id, person.id))).toBe(0);
    expect((await db.select().from(users).where(eq(users.id, own.id)))[0].person_id).toBeNull();
    const [deal] = await db.select().from(oportunidades).where(eq(oportunidades.id, dealId));
    expect(deal).toMatchObject({ cliente_id: person.id, receita_esperada: '150000.50', estagio: 11, status_resultado: 2 });
    expect((await call(admin, 'POST', `/persons/${person.id}/anonymize`)).status).toBe(409);
    const report = (await call(admin, 'GET', `/persons/${person.id}/lgpd-report`)).body;
    expect(JSON.stringify(report.pessoa)).not.toContain('Joana');
    expect(report.acessos.find((e: { action: string }) => e.action === 'anonymize')).toMatchObject({ user_id: admin.id });
  });
});
