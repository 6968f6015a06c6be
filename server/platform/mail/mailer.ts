// Mail goes through SMTP when SMTP_HOST is set; otherwise each message is written to
// DATA_DIR/outbox as an .eml file so password recovery works on a laptop with no mail server.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link the message is about (e.g. the password-reset link): without SMTP it is logged too. */
  link?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Sends a message whose sending was claimed first (so a job run twice never sends twice): a failed send
 * gives the claim back (`giveBack`) and fails as the send did, so the queue retries it.
 */
export async function sendClaimed(mailer: Mailer, message: MailMessage, giveBack: () => Promise<unknown>): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/** Where the outbox mailer tells the operator about each message; the console unless a test captures it. */
export type MailLog = (line: string) => void;

export function createMailer(config: Config, log: MailLog = (line) => console.info(line)): Mailer {
  const from = { name: config.EMAILS_FROM_NAME, address: config.EMAILS_FROM_EMAIL };
  if (config.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_TLS && config.SMTP_PORT === 465,
      requireTLS: config.SMTP_TLS && config.SMTP_PORT !== 465,
      ignoreTLS: !config.SMTP_TLS,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    });
    return {
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      // Named by the time and a generated id only: an address may hold '/' and '..' (legal in its local
      // part), so a name built from it could point outside the outbox.
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      const linkNote = link ? `; link: ${link}` : '';
      log(`[mail] SMTP não configurado; mensagem para ${message.to} gravada em ${file}${linkNote}`);
    },
  };
}
