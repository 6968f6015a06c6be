// The daily task digest (server/features/atividades/digest.ts) through a real SMTP server: two servers on one
// database both ask for the day's job and both drain the queue, and each user with open tasks due that day
// or overdue gets exactly one e-mail (and one notice in the bell); opted-out ('Meu perfil') and inactive
// users get no e-mail; nothing is queued on a weekend or before TASK_DIGEST_HOUR (São Paulo time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AtividadeTipo } from '../../common/enums';
import { scheduleTaskDigest, sendTaskDigests } from '../../server/features/atividades/digest';
import { eq } from 'drizzle-orm';
import { atividades, notificacoes, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp';

/** Wednesday 25/11/2026, 09:00 in São Paulo. */
const WEDNESDAY_9AM = new Date('2026-11-25T09:00:00-03:00');
const WEDNESDAY_KEY = 20261125;

describe('daily task digest', () => {
  let smtp: SmtpCapture;
  let first: TestApp;
  let second: TestApp;
  let ana: User;
  let bruno: User;
  let inativa: User;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const config = { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port, SMTP_TLS: false, TASK_DIGEST_HOUR: 8 };
    first = await createTestApp({ config, realMailer: true });
    second = await createTestApp({ config, realMailer: true, database: first.database });
    const db = first.database.db;
    ana = await first.createUser({ email: 'ana@example.com', full_name: 'Ana Lima', role: 2 });
    bruno = await first.createUser({ email: 'bruno@example.com', full_name: 'Bruno Reis', role: 2 });
    inativa = await first.createUser({ email: 'inativa@example.com', role: 2, is_active: false });
    const person = await fx.createPerson(db, { name: 'Cliente Alfa' });
    const task = (responsavel: User, titulo: string, vence_em: string, concluida = false) => ({
      tipo: AtividadeTipo.Tarefa,
      titulo,
      pessoa_id: person.id,
      responsavel_id: responsavel.id,
      vence_em: new Date(vence_em),
      concluida,
    });
    await db.insert(atividades).values([
      task(ana, 'Ligar para o financeiro', '2026-11-23T10:00:00-03:00'),
      task(ana, 'Enviar proposta', '2026-11-25T17:00:00-03:00'),
      task(ana, 'Reunião de amanhã', '2026-11-26T10:00:00-03:00'),
      task(ana, 'Já concluída', '2026-11-24T10:00:00-03:00', true),
      task(bruno, 'Tarefa do Bruno', '2026-11-24T10:00:00-03:00'),
      task(inativa, 'Tarefa da inativa', '2026-11-24T10:00:00-03:00'),
    ]);
    // A note due today is not a task: it is never in a digest.
    await db.insert(atividades).values({ tipo: AtividadeTipo.Nota, titulo: 'Nota', pessoa_id: person.id, responsavel_id: ana.id, vence_em: new Date('2026-11-25T08:00:00-03:00') });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it("opts out in 'Meu perfil' (PATCH /users/me), shown by GET /users/me", async () => {
    const headers = await first.as(bruno);
    expect((await first.call({ method: 'GET', url: '/api/v1/users/me', headers })).body.task_digest_opt_out).toBe(false);
    const res = await first.call({ method: 'PATCH', url: '/api/v1/users/me', headers, payload: { task_digest_opt_out: true } });
    expect(res).toMatchObject({ status: 200, body: { email: 'bruno@example.com', task_digest_opt_out: true } });
    const bad = await first.call({ method: 'PATCH', url: '/api/v1/users/me', headers, payload: { task_digest_opt_out: 'sim' } });
    expect(bad.status).toBe(422);
  });

  it('queues nothing on a weekend or before the hour', async () => {
    const db = first.database.db;
    expect(await scheduleTaskDigest(db, { TASK_DIGEST_HOUR: 8 }, new Date('2026-11-28T10:00:00-03:00'))).toBe(false);
    expect(await scheduleTaskDigest(db, { TASK_DIGEST_HOUR: 8 }, new Date('2026-11-25T07:59:00-03:00'))).toBe(false);
    // 10:30 UTC is 07:30 in São Paulo: still before the hour there.
    expect(await scheduleTaskDigest(db, { TASK_DIGEST_HOUR: 8 }, new Date('2026-11-25T10:30:00Z'))).toBe(false);
  });

  it('sends each user one digest across two servers that both ask and both run the queue', async () => {
    const asked = await Promise.all([
      scheduleTaskDigest(first.database.db, first.app.config, WEDNESDAY_9AM),
      scheduleTaskDigest(second.database.db, second.app.config, WEDNESDAY_9AM),
    ]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    const ran = await Promise.all([first.app.syncWorker.drain(), second.app.syncWorker.drain()]);
    expect(ran[0] + ran[1]).toBe(1);

    const mail = await smtp.waitForMessage('ana@example.com');
    expect(mail.subject).toBe('Portal de Parceiros - Suas tarefas de hoje');
    expect(mail.text).toContain('Olá, Ana Lima!');
    expect(mail.text).toContain('Você tem 2 tarefas abertas para hoje ou atrasadas:');
    expect(mail.text).toContain('- Atrasada: Ligar para o financeiro (vence 23/11/2026, 10:00) — Cliente Alfa');
    expect(mail.text).toContain('- Hoje: Enviar proposta (vence 25/11/2026, 17:00) — Cliente Alfa');
    expect(mail.text).not.toContain('Reunião de amanhã');
    expect(mail.text).not.toContain('Já concluída');
    expect(mail.html).toContain('Enviar proposta');

    // Asked again later that day, or run again (a retry), nobody gets a second one.
    expect(await scheduleTaskDigest(first.database.db, first.app.config, new Date('2026-11-25T15:00:00-03:00'))).toBe(false);
    expect(await sendTaskDigests(second.database.db, second.app.config, second.app.mailer, { record_id: WEDNESDAY_KEY })).toBe(0);
    // Every send above has been accepted by the SMTP server before its call returned.
    expect(smtp.messages.flatMap((m) => m.to)).toEqual(['ana@example.com']);

    // Each user with tasks due leaves the day with one notice in the bell, the e-mail's opt-out aside.
    const expectOk = <R extends { status: number; body: unknown }>(res: R) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res;
    };
    const dueNotices = async (user: User) =>
      (expectOk(await first.call({ method: 'GET', url: '/api/v1/notificacoes/', headers: await first.as(user) })).body as {
        data: { evento: string; titulo: string; link: string }[];
      }).data.filter((n) => n.evento === 'tarefa_vencendo');
    expect(await dueNotices(ana)).toEqual([
      expect.objectContaining({ titulo: 'Você tem 2 tarefas para hoje ou atrasadas', link: '/atividades?mine=true&vence_ate=2026-11-25' }),
    ]);
    expect(await dueNotices(bruno)).toEqual([expect.objectContaining({ titulo: 'Você tem 1 tarefa para hoje ou atrasada' })]);
    // An inactive user cannot sign in to read one: none is written for it.
    expect(await first.database.db.$count(notificacoes, eq(notificacoes.user_id, inativa.id))).toBe(0);
  });

  it('sends again the next working day', async () => {
    const thursday = new Date('2026-11-26T08:00:00-03:00');
    expect(await scheduleTaskDigest(first.database.db, first.app.config, thursday)).toBe(true);
    expect(await second.app.syncWorker.drain()).toBe(1);
    const mail = await smtp.waitForMessage('ana@example.com');
    expect(mail.text).toContain('- Hoje: Reunião de amanhã (vence 26/11/2026, 10:00)');
    expect(mail.text).toContain('Você tem 3 tarefas abertas');
  });
});
