// Just enough MIME to read what the portal sends: headers with encoded words, multipart bodies,
// quoted-printable and base64 parts, UTF-8 and Latin-1 text.

export type ParsedMail = { subject: string; from: string; to: string; html: string; text: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

const decodeBytes = (bytes: Buffer, charset = 'utf-8') => new TextDecoder(charset.toLowerCase()).decode(bytes);

function quotedPrintable(text: string, inHeader = false): Buffer {
  const source = inHeader ? text.replace(/_/g, ' ') : text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, text: string) =>
      decodeBytes(encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text, true), charset),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintable(part.body), charset);
  return part.body;
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? parameter(type, 'boundary') : undefined;
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) => parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const html = ofType('text/html');
  const text = ofType('text/plain');
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    html: html ? decodeBody(html) : '',
    text: text ? decodeBody(text) : '',
  };
}
