// A 50 MB upload is streamed to storage: the server's memory does not grow by anything near the file's
// size. One byte more is refused with nothing kept. The request body is generated as a stream, so the
// test itself never holds the file either.
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/platform/config';
import { anexos, type Oportunidade, type User } from '../../server/platform/db/schema';
import { createOportunidade, createPerson } from '../helpers/fixtures';
import { API, createOportunidadesApp, type OportunidadesTestApp } from './oportunidades.setup';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A multipart body with one PDF of exactly `size` bytes, produced chunk by chunk. */
function multipartPdf(name: string, size: number) {
  const boundary = `----teste${Date.now()}`;
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    // The same bytes every time: one chunk buffer serves the whole file.
    const chunk = Buffer.alloc(CHUNK, 0x41);
    let remaining = size - '%PDF-1.7\n'.length;
    while (remaining > 0) {
      const length = Math.min(CHUNK, remaining);
      yield length === CHUNK ? chunk : chunk.subarray(0, length);
      remaining -= length;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { stream: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('large uploads', () => {
  let t: OportunidadesTestApp;
  let user: User;
  let row: Oportunidade;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    const partner = await createPerson(t.database.db, { role: 2 });
    user = await t.createUser({ role: 5, person_id: partner.id });
    row = await createOportunidade(t.database.db, { parceiro_id: partner.id });
  });
  afterAll(() => t.close());

  const upload = async (name: string, size: number) => {
    const { stream, contentType } = multipartPdf(name, size);
    return t.call({
      method: 'POST',
      url: `${API}/${row.id}/anexos/upload`,
      headers: { ...(await t.as(user)), 'content-type': contentType },
      payload: stream,
    });
  };

  it('stores a 50 MB file without the memory growing by anything near its size', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const res = await upload('cinquenta.pdf', MAX_UPLOAD_BYTES);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(res.status).toBe(201);
    expect(res.body.data[0]).toMatchObject({ nome_arquivo: 'cinquenta.pdf', tamanho_bytes: 50 * MB });
    const growth = (peak - baseline) / MB;
    expect(growth).toBeLessThan(16);
  });

  it('refuses one byte over 50 MB and keeps nothing', async () => {
    const files = await t.storedFiles();
    const [{ n: rows }] = await t.database.db.select({ n: count() }).from(anexos);
    const res = await upload('grande.pdf', MAX_UPLOAD_BYTES + 1);
    expect(res).toMatchObject({ status: 413, body: { detail: 'Arquivo grande.pdf excede o limite de 50MB' } });
    expect(await t.storedFiles()).toEqual(files);
    expect((await t.database.db.select({ n: count() }).from(anexos))[0].n).toBe(rows);
  });
});
