// Partner onboarding (server/features/onboarding/): with SIGNUP_APPROVAL (the default) a sign-up waits for the
// staff, refused everywhere but its own profile, password and the partner agreement; administrators
// approve it (role and partner person) or refuse it (deactivated, the reason e-mailed through the queue);
// the agreement is a versioned text, and a new version must be accepted at the next login.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termosAceites, vinculosTable, users, type User } from '../../server/platform/db/schema';
import { CADASTRO_PENDENTE, ACEITE_PENDENTE } from '../../server/platform/auth/onboardingLimits';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { concreteUrl } from '../helpers/accessMatrix';
import * as fx from '../helpers/fixtures';

const PASSWORD = 'minha-senha-1';

describe('partner onboarding', () => {
  let t: TestApp;
  let admin: User;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1, email: 'admin-onboarding@example.com' });
  });
  afterAll(() => t.close());

  const signup = async (email: string, full_name = 'Parceira Nova') => {
    const res = await t.call({ method: 'POST', url: '/api/v1/users/signup', payload: { email, full_name, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.body as { id: number };
  };
  const loginAs = async (email: string) => {
    const res = await t.login(email, PASSWORD);
    expect(res.status).toBe(200);
    return bearer(res.body.access_token);
  };
  const publishTermos = async (versao: string, texto: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/termos/',
      headers: await t.as(admin),
      payload: { versao, texto, vigente_desde: new Date(Date.now() - 1000).toISOString() },
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; versao: string };
  };

  it('a pending account reads and edits its own profile and password, and is refused everything else', async () => {
    const { id } = await signup('pendente@example.com');
    const headers = await loginAs('pendente@example.com');

    const me = await t.call({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(me).toMatchObject({ status: 200, body: { id, cadastro: 'pendente', aceite_pendente: false } });
    const renamed = await t.call({ method: 'PATCH', url: '/api/v1/users/me', headers, payload: { full_name: 'Parceira Renomeada' } });
    expect(renamed).toMatchObject({ status: 200, body: { full_name: 'Parceira Renomeada' } });
    const password = await t.call({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers,
      payload: { current_password: PASSWORD, new_password: 'outra-senha-1' },
    });
    expect(password.status).toBe(200);
    const renewed = bearer(password.body.access_token);

    // Every other route the guard serves this role: 403 with the reason, before any handler runs.
    const openToPending = new Set(
      t.app.routeAccess.filter((route) => route.onboarding).map((route) => `${route.method} ${route.url}`),
    );
    expect([...openToPending].sort()).toEqual([
      'GET /api/v1/termos/vigente',
      'GET /api/v1/users/me',
      'PATCH /api/v1/users/me',
      'PATCH /api/v1/users/me/password',
      'POST /api/v1/logout',
      'POST /api/v1/users/me/aceite',
    ]);
    const closed = t.app.routeAccess.filter((route) => route.access !== 'public' && !route.onboarding);
    expect(closed.length).toBeGreaterThan(50);
    for (const route of closed) {
      const url = concreteUrl(route.url);
      const res = await t.call({ method: route.method as 'GET', url, headers: renewed, payload: route.method === 'GET' ? undefined : {} });
      expect([route.method, route.url, res.status, res.body?.detail]).toEqual([route.method, route.url, 403, CADASTRO_PENDENTE]);
    }
  });

  it('lists the accounts waiting for approval for the administrators, who are notified of each', async () => {
    const { id } = await signup('aguardando@example.com', 'Aguardando Silva');
    const headers = await t.as(admin);
    const list = await t.call({ method: 'GET', url: '/api/v1/users/?cadastro=pendente', headers });
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { id: number }) => u.id)).toContain(id);
    expect(list.body.data.every((u: { cadastro: string }) => u.cadastro === 'pendente')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/?cadastro=talvez', headers })).status).toBe(422);

    const bell = await t.call({ method: 'GET', url: '/api/v1/notificacoes/', headers });
    expect(bell.body.data).toContainEqual(
      expect.objectContaining({ evento: 'cadastro_pendente', titulo: 'Cadastro aguardando aprovação: Aguardando Silva', link: '/admin?cadastro=pendente' }),
    );
  });

  it('approval sets the role and links the partner person (created from its CPF/CNPJ); the account then works', async () => {
    const { id } = await signup('aprovar@example.com', 'Aprovada Souza');
    const headers = await loginAs('aprovar@example.com');
    expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers })).status).toBe(403);

    const url = `/api/v1/users/${id}/aprovar`;
    const partnerOnly = await t.call({ method: 'POST', url, headers: await t.as(await t.createUser({ role: 5 })), payload: {} });
    expect(partnerOnly.status).toBe(403);
    expect(await t.call({ method: 'POST', url, headers: await t.as(admin), payload: {} })).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'document'], msg: 'Informe a pessoa do parceiro ou o CPF/CNPJ para criá-la' }] },
    });
    expect((await t.call({ method: 'POST', url, headers: await t.as(admin), payload: { role: 1 } })).status).toBe(422);

    const cnpj = fx.validCnpj();
    const approved = await t.call({ method: 'POST', url, headers: await t.as(admin), payload: { role: 6, document: cnpj } });
    expect(approved).toMatchObject({ status: 200, body: { id, cadastro: 'aprovado', role: 6, is_active: true } });
    const personId = approved.body.person_id as number;
    const person = await t.call({ method: 'GET', url: `/api/v1/persons/${personId}`, headers });
    expect(person).toMatchObject({ status: 200 });
    expect(JSON.stringify(person.body)).toContain('Aprovada Souza');
    const links = await t.database.db.select().from(vinculosTable).where(eq(vinculosTable.user_id, id));
    expect(links.map((link) => link.person_id)).toEqual([personId]);

    // The same session, no new login: the approval reached the guard.
    expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers })).status).toBe(200);
    // Decided once.
    expect(await t.call({ method: 'POST', url, headers: await t.as(admin), payload: { document: cnpj } })).toMatchObject({
      status: 409,
      body: { detail: 'Este cadastro não está aguardando aprovação' },
    });
  });

  it('approval links an existing person named by id', async () => {
    const { id } = await signup('existente@example.com');
    const person = await fx.createPerson(t.database.db, { role: 2, name: 'Parceira Existente' });
    const res = await t.call({ method: 'POST', url: `/api/v1/users/${id}/aprovar`, headers: await t.as(admin), payload: { person_id: person.id } });
    expect(res).toMatchObject({ status: 200, body: { person_id: person.id, role: 5 } });
    const missing = await signup('inexistente@example.com');
    const notFound = await t.call({
      method: 'POST',
      url: `/api/v1/users/${missing.id}/aprovar`,
      headers: await t.as(admin),
      payload: { person_id: 987654 },
    });
    expect(notFound.status).toBe(404);
  });

  it('refusal deactivates the account, ends its sessions and e-mails the reason once, through the queue', async () => {
    const { id } = await signup('recusar@example.com', 'Recusada Lima');
    const headers = await loginAs('recusar@example.com');
    const url = `/api/v1/users/${id}/recusar`;
    expect(await t.call({ method: 'POST', url, headers: await t.as(admin), payload: { motivo: '  ' } })).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'motivo'], msg: 'Motivo é obrigatório' }] },
    });
    const refused = await t.call({ method: 'POST', url, headers: await t.as(admin), payload: { motivo: 'Documentação incompleta' } });
    expect(refused).toMatchObject({ status: 200, body: { id, cadastro: 'recusado', is_active: false, motivo_recusa: 'Documentação incompleta' } });
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).status).toBe(401);
    expect(await t.login('recusar@example.com', PASSWORD)).toMatchObject({ status: 400, body: { detail: 'Inactive user' } });

    const before = t.sentMail.length;
    await t.app.syncWorker.drain();
    const mails = t.sentMail.slice(before).filter((mail) => mail.to === 'recusar@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Portal de Parceiros - Seu cadastro no portal foi recusado');
    expect(mails[0].text).toContain('Olá, Recusada Lima!');
    expect(mails[0].text).toContain('Motivo: Documentação incompleta');
    await t.app.syncWorker.drain();
    expect(t.sentMail.slice(before).filter((mail) => mail.to === 'recusar@example.com')).toHaveLength(1);
  });

  describe('the partner agreement', () => {
    it('is written by administrators only, and served in force to anyone signed in', async () => {
      const partner = await t.createUser({ role: 5 });
      expect((await t.call({ method: 'GET', url: '/api/v1/termos/vigente', headers: await t.as(partner) })).status).toBe(404);
      const forbidden = await t.call({
        method: 'POST',
        url: '/api/v1/termos/',
        headers: await t.as(partner),
        payload: { versao: 'x', texto: 'y', vigente_desde: new Date().toISOString() },
      });
      expect(forbidden.status).toBe(403);
      const bad = await t.call({ method: 'POST', url: '/api/v1/termos/', headers: await t.as(admin), payload: { versao: '', texto: 'y', vigente_desde: 'ontem' } });
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1]).sort()).toEqual(['versao', 'vigente_desde']);
      // A version for later is not in force yet.
      await t.call({
        method: 'POST',
        url: '/api/v1/termos/',
        headers: await t.as(admin),
        payload: { versao: 'futura', texto: 'Ainda não', vigente_desde: new Date(Date.now() + 86_400_000).toISOString() },
      });
      const v1 = await publishTermos('1.0', 'Termo de parceria, versão 1.0');
      const vigente = await t.call({ method: 'GET', url: '/api/v1/termos/vigente', headers: await t.as(partner) });
      expect(vigente).toMatchObject({ status: 200, body: { id: v1.id, versao: '1.0', texto: 'Termo de parceria, versão 1.0' } });
    });

    it('must be accepted at the next login before anything else; a new version asks again', async () => {
      const partner = await t.createUser({ role: 5, email: 'aceite@example.com' });
      await t.createUser({ role: 2, email: 'equipe-aceite@example.com' });
      const headers = bearer((await t.login('aceite@example.com', DEFAULT_PASSWORD)).body.access_token);
      expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).body.aceite_pendente).toBe(true);
      expect(await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers })).toMatchObject({
        status: 403,
        body: { detail: ACEITE_PENDENTE },
      });
      // Staff accept nothing.
      const staffHeaders = bearer((await t.login('equipe-aceite@example.com', DEFAULT_PASSWORD)).body.access_token);
      expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers: staffHeaders })).status).toBe(200);

      const { body: vigente } = await t.call({ method: 'GET', url: '/api/v1/termos/vigente', headers });
      const wrong = await t.call({ method: 'POST', url: '/api/v1/users/me/aceite', headers, payload: { versao: 'futura' } });
      expect(wrong).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'versao'], msg: 'Esta não é a versão vigente dos termos' }] } });
      const accepted = await t.call({
        method: 'POST',
        url: '/api/v1/users/me/aceite',
        headers: { ...headers, 'user-agent': 'Navegador de Teste' },
        payload: { versao: vigente.versao },
      });
      expect(accepted).toMatchObject({ status: 200, body: { id: partner.id, aceite_pendente: false } });
      const [row] = await t.database.db.select().from(termosAceites).where(eq(termosAceites.user_id, partner.id));
      expect(row).toMatchObject({ termo_id: vigente.id, user_agent: 'Navegador de Teste', client_address: '127.0.0.1' });
      expect(row.aceito_em).toBeInstanceOf(Date);
      expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers })).status).toBe(200);

      // Accepted: the next login asks nothing; the version can no longer change, nor be deleted.
      const again = bearer((await t.login('aceite@example.com', DEFAULT_PASSWORD)).body.access_token);
      expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers: again })).status).toBe(200);
      const edit = await t.call({ method: 'PATCH', url: `/api/v1/termos/${vigente.id}`, headers: await t.as(admin), payload: { texto: 'Outro' } });
      expect(edit.status).toBe(409);
      expect((await t.call({ method: 'DELETE', url: `/api/v1/termos/${vigente.id}`, headers: await t.as(admin) })).status).toBe(409);

      // A new version: the open session goes on until the next login, which asks for it.
      await publishTermos('2.0', 'Termo de parceria, versão 2.0');
      expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers: again })).status).toBe(200);
      const third = bearer((await t.login('aceite@example.com', DEFAULT_PASSWORD)).body.access_token);
      expect(await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers: third })).toMatchObject({
        status: 403,
        body: { detail: ACEITE_PENDENTE },
      });
      expect((await t.call({ method: 'POST', url: '/api/v1/users/me/aceite', headers: third, payload: { versao: '2.0' } })).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/v1/oportunidades', headers: third })).status).toBe(200);
    });

    it('a pending sign-up accepts it too, and still waits for approval', async () => {
      const { id } = await signup('pendente-aceite@example.com');
      const headers = await loginAs('pendente-aceite@example.com');
      expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).body).toMatchObject({ cadastro: 'pendente', aceite_pendente: true });
      const { body: vigente } = await t.call({ method: 'GET', url: '/api/v1/termos/vigente', headers });
      expect((await t.call({ method: 'POST', url: '/api/v1/users/me/aceite', headers, payload: { versao: vigente.versao } })).status).toBe(200);
      expect(await t.call({ method: 'GET', url: '/api/v1/dashboard', headers })).toMatchObject({ status: 403, body: { detail: CADASTRO_PENDENTE } });
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(stored.aceite_pendente).toBe(false);
    });
  });
});
