// A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, decoded enough
// for a test to read the subject, the text and the HTML. API and e2e tests point SMTP_HOST/SMTP_PORT here.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type SmtpCapture = {
  port: number;
  messages: CapturedMail[];
  /** The next message to this address not already returned by an earlier call; waits for it to arrive. */
  waitForMessage(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const handedOut = new Set<CapturedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        messages.push({
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const found = messages.find((m) => !handedOut.has(m) && m.to.includes(to.toLowerCase()));
    if (found) handedOut.add(found);
    return found;
  };

  return {
    port,
    messages,
    waitForMessage(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(to);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No email to ${to} within ${timeoutMs} ms (received: ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- A small MIME reader: headers, multipart bodies, quoted-printable/base64, RFC 2047 subjects. ---

type Entity = { headers: Record<string, string>; body: string };

function splitEntity(raw: string): Entity {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

const headerParam = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))?.[1];

/** Body bytes (as a latin1 string) decoded by transfer encoding, then read as UTF-8. */
function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return bytes.toString('utf8');
}

/** Every leaf part of a (possibly nested) multipart entity. */
function leaves(entity: Entity): Entity[] {
  const boundary = headerParam(entity.headers['content-type'], 'boundary');
  if (!entity.headers['content-type']?.toLowerCase().startsWith('multipart/') || !boundary) return [entity];
  const sections = entity.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitEntity(section.replace(/^\r?\n/, ''))));
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words, as nodemailer writes non-ASCII subjects. */
function decodeWords(header: string): string {
  return header
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parseMessage(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html'> {
  const message = splitEntity(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts.filter((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type)).map(decodeBody);
  return {
    subject: decodeWords(message.headers.subject ?? ''),
    text: ofType('text/plain').join('\n'),
    html: ofType('text/html').join('\n'),
  };
}
