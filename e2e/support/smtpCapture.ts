// A real SMTP server on loopback that keeps every message it receives as <n>.eml (the raw message)
// and <n>.json (envelope recipients, subject, html, text) in one directory, for the specs to read.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export type CapturedMail = {
  /** Arrival order, starting at 1; also the file name. */
  n: number;
  /** Envelope recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  receivedAt: string;
};

export type SmtpCapture = { host: string; port: number; close(): Promise<void> };

export async function startSmtpCapture(dir: string): Promise<SmtpCapture> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const n = ++count;
        const { subject, from, html, text } = parseMail(raw);
        const mail: CapturedMail = {
          n,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from,
          subject,
          html,
          text,
          receivedAt: new Date().toISOString(),
        };
        // The .json appears last and whole (renamed into place): a reader that sees it has everything.
        const json = join(dir, `${n}.json`);
        writeFile(join(dir, `${n}.eml`), raw)
          .then(() => writeFile(`${json}.tmp`, JSON.stringify(mail, null, 2)))
          .then(() => rename(`${json}.tmp`, json))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
