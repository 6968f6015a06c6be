// Answers for downloading a stored file: JSON of its description and {data (base64)}, produced as a
// stream so a 50 MB file is never held (or base64-encoded) in memory at once, and the raw file with a
// Content-Disposition for clients that can take it directly.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import type { Storage } from './storage';

/** A stored file as it is sent: its storage key, type and name, and the 404's text when its file went missing. */
export type SentFile = { key: string; contentType: string; name: string; missing: string };

async function* base64Json(described: Record<string, unknown>, source: Readable) {
  const meta = JSON.stringify(described);
  yield `${meta.slice(0, -1)},"data":"`;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    // Encode whole 3-byte groups only, so the pieces join into one valid base64 string.
    const whole = bytes.length - (bytes.length % 3);
    yield bytes.subarray(0, whole).toString('base64');
    carry = bytes.subarray(whole);
  }
  yield `${carry.toString('base64')}"}`;
}

/** The stored file's size; a row whose file went missing answers 404 rather than failing mid-stream. */
async function storedSize(storage: Storage, file: SentFile): Promise<number> {
  try {
    return await storage.size(file.key);
  } catch {
    throw notFound(file.missing);
  }
}

/** The file as JSON: `described` (its name and type, as the answer names them), then `data`. */
export async function sendBase64(reply: FastifyReply, storage: Storage, file: SentFile, described: Record<string, unknown>) {
  await storedSize(storage, file);
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(base64Json(described, storage.open(file.key))));
}

const asciiFallback = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');

export async function sendRaw(reply: FastifyReply, storage: Storage, file: SentFile) {
  const size = await storedSize(storage, file);
  return reply
    .type(file.contentType)
    .header('content-length', size)
    .header(
      'content-disposition',
      `attachment; filename="${asciiFallback(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(storage.open(file.key));
}
