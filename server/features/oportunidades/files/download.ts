// Answers for downloading an attachment: the JSON {data (base64), content_type, nome_arquivo},
// produced as a stream so a 50 MB file is never held (or base64-encoded) in memory at once, and the
// raw file with a Content-Disposition for clients that can take it directly.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Anexo } from '../../../platform/db/schema';
import { notFound } from '../../../platform/errors';
import type { Storage } from '../../../platform/storage/storage';

async function* base64Json(anexo: Anexo, source: Readable) {
  const meta = JSON.stringify({ content_type: anexo.content_type, nome_arquivo: anexo.nome_arquivo });
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
async function storedSize(storage: Storage, anexo: Anexo): Promise<number> {
  try {
    return await storage.size(anexo.storage_key);
  } catch {
    throw notFound('Arquivo do anexo não encontrado');
  }
}

export async function sendBase64(reply: FastifyReply, storage: Storage, anexo: Anexo) {
  await storedSize(storage, anexo);
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(base64Json(anexo, storage.open(anexo.storage_key))));
}

const asciiFallback = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');

export async function sendRaw(reply: FastifyReply, storage: Storage, anexo: Anexo) {
  const size = await storedSize(storage, anexo);
  return reply
    .type(anexo.content_type)
    .header('content-length', size)
    .header(
      'content-disposition',
      `attachment; filename="${asciiFallback(anexo.nome_arquivo)}"; filename*=UTF-8''${encodeURIComponent(anexo.nome_arquivo)}`,
    )
    .send(storage.open(anexo.storage_key));
}
