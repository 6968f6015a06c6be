// Password recovery end to end through a real SMTP server: the app's own nodemailer transport delivers
// the email, the test reads the link in it and follows it.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/platform/config';
import { passwordResetTokens } from '../../server/platform/db/schema';
import { createMailer } from '../../server/platform/mail/mailer';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp';

const FRONTEND_HOST = 'http://portal.example.com:8000';

describe('password recovery', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      realMailer: true,
      config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port, SMTP_TLS: false, FRONTEND_HOST },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const recover = (email: string) => t.call({ method: 'POST', url: `/api/v1/password-recovery/${email}` });
  const reset = (token: string, new_password: string) =>
    t.call({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password } });
  const tokenFromLink = (text: string) => {
    const link = text.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0];
    expect(link, 'the email carries the reset link').toBeDefined();
    return new URL(link!);
  };

  it('emails a Portuguese link that resets the password once', async () => {
    await t.createUser({ email: 'carla@example.com', full_name: 'Carla Dias' });
    const res = await recover('carla@example.com');
    expect(res).toMatchObject({ status: 200, body: { message: 'Password recovery email sent' } });

    const mail = await smtp.waitForMessage('carla@example.com');
    expect(mail.subject).toBe('Portal de Parceiros - Recuperação de senha');
    expect(mail.text).toContain('Olá, Carla Dias!');
    expect(mail.text).toContain('redefinir a senha da sua conta carla@example.com');
    expect(mail.html).toContain('Redefinir senha');
    const link = tokenFromLink(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${FRONTEND_HOST}/reset-password`);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    const token = link.searchParams.get('token')!;

    expect(await reset(token, 'nova-senha-forte-1')).toMatchObject({
      status: 200,
      body: { message: 'Password updated successfully' },
    });
    expect((await t.login('carla@example.com', 'nova-senha-forte-1')).status).toBe(200);
    expect(await t.login('carla@example.com', DEFAULT_PASSWORD)).toMatchObject({ status: 400 });

    expect(await reset(token, 'outra-senha-forte-2')).toMatchObject({
      status: 400,
      body: { detail: 'Invalid token' },
    });
    expect((await t.login('carla@example.com', 'nova-senha-forte-1')).status).toBe(200);
  });

  it('answers the same for an unknown or inactive email and sends nothing', async () => {
    await t.createUser({ email: 'parado@example.com', is_active: false });
    await t.createUser({ email: 'ativo@example.com' });
    const unknown = await recover('ninguem@example.com');
    const inactive = await recover('parado@example.com');
    const known = await recover('ATIVO@example.com');
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(inactive).toEqual({ ...known, headers: inactive.headers });

    // The known address was asked for last; once its email is in, the others would have arrived too.
    await smtp.waitForMessage('ativo@example.com');
    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(recipients).not.toContain('ninguem@example.com');
    expect(recipients).not.toContain('parado@example.com');
  });

  it('refuses a malformed email with 422', async () => {
    const res = await recover('nao-e-email');
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['path', 'email'], msg: 'Email inválido' });
  });

  it('a newer reset spends older links too', async () => {
    await t.createUser({ email: 'duas@example.com' });
    await recover('duas@example.com');
    const first = tokenFromLink((await smtp.waitForMessage('duas@example.com')).text).searchParams.get('token')!;
    await recover('duas@example.com');
    const second = tokenFromLink((await smtp.waitForMessage('duas@example.com')).text).searchParams.get('token')!;
    expect(second).not.toBe(first);

    expect((await reset(second, 'senha-da-segunda-1')).status).toBe(200);
    expect(await reset(first, 'senha-da-primeira-1')).toMatchObject({ status: 400, body: { detail: 'Invalid token' } });
  });

  it('refuses an unknown, an expired and a deactivated user\'s token', async () => {
    expect(await reset('inventado', 'qualquer-senha-1')).toMatchObject({
      status: 400,
      body: { detail: 'Invalid token' },
    });

    const late = await t.createUser({ email: 'atrasado@example.com' });
    await recover('atrasado@example.com');
    const lateToken = tokenFromLink((await smtp.waitForMessage('atrasado@example.com')).text).searchParams.get('token')!;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, late.id));
    expect(await reset(lateToken, 'tarde-demais-1')).toMatchObject({ status: 400, body: { detail: 'Invalid token' } });

    const admin = await t.createUser({ role: 1, is_superuser: true });
    const leaving = await t.createUser({ email: 'saindo@example.com' });
    await recover('saindo@example.com');
    const leavingToken = tokenFromLink((await smtp.waitForMessage('saindo@example.com')).text).searchParams.get('token')!;
    await t.call({
      method: 'PATCH',
      url: `/api/v1/users/${leaving.id}`,
      headers: await t.as(admin),
      payload: { is_active: false },
    });
    expect(await reset(leavingToken, 'nova-senha-forte-1')).toMatchObject({
      status: 400,
      body: { detail: 'Inactive user' },
    });
  });

  it('checks the new password length with 422', async () => {
    const res = await reset('qualquer', 'curta');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'new_password'], msg: 'Senha deve ter pelo menos 8 caracteres', type: expect.any(String) },
    ]);
  });

  it('shows a superuser the email HTML without sending it', async () => {
    const superuser = await t.createUser({ role: 1, is_superuser: true });
    const admin = await t.createUser({ role: 1 });
    await t.createUser({ email: 'previa@example.com', full_name: 'Pré Via' });
    const url = '/api/v1/password-recovery-html-content/previa@example.com';

    const res = await t.app.inject({ method: 'POST', url, headers: await t.as(superuser) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Olá, Pré Via!');
    expect(res.body).toContain(`${FRONTEND_HOST}/reset-password?token=`);

    expect(await t.call({ method: 'POST', url, headers: await t.as(admin) })).toMatchObject({ status: 403 });
    expect(await t.call({ method: 'POST', url })).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect(
      await t.call({
        method: 'POST',
        url: '/api/v1/password-recovery-html-content/ninguem@example.com',
        headers: await t.as(superuser),
      }),
    ).toMatchObject({ status: 404, body: { detail: 'The user with this username does not exist in the system.' } });
    expect(smtp.messages.flatMap((m) => m.to)).not.toContain('previa@example.com');
  });
});

/** The text of an .eml, its quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (eml: string) =>
  Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('password recovery without SMTP', () => {
  let dataDir: string;
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-outbox-'));
    const config = testConfig({ DATA_DIR: dataDir, FRONTEND_HOST });
    const mailer = createMailer(config, (line) => logged.push(line));
    t = await createTestApp({ mailer, config: { DATA_DIR: dataDir, FRONTEND_HOST } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the email to DATA_DIR/outbox and logs its path and its reset link', async () => {
    await t.createUser({ email: 'sem-smtp@example.com', full_name: 'Sem Smtp' });
    const res = await t.call({ method: 'POST', url: '/api/v1/password-recovery/sem-smtp@example.com' });
    expect(res).toMatchObject({ status: 200, body: { message: 'Password recovery email sent' } });

    // The route answers before the mail is written; wait for the outbox.
    const outbox = join(dataDir, 'outbox');
    await expect
      .poll(async () => (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')), { timeout: 10_000 })
      .toHaveLength(1);
    const [name] = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    const eml = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'));
    expect(eml).toMatch(/^To: sem-smtp@example\.com$/m);
    const link = eml.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0];
    expect(link, 'the .eml carries the reset link').toBeDefined();
    expect(link!.startsWith(`${FRONTEND_HOST}/reset-password?token=`)).toBe(true);

    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]).toContain(join(outbox, name));
    expect(logged[0]).toContain(`link: ${link}`);

    // The logged link works.
    const token = new URL(link!).searchParams.get('token')!;
    const reset = await t.call({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'senha-do-log-123' },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
  });
});
