// Attachments through the app when STORAGE_URL names an S3 bucket (on a real S3-protocol server, s3rver):
// uploaded, downloaded both ways and removed through the routes (the document's or its opportunity's),
// kept under the configured prefix, and nothing left in the bucket by an upload the server refuses.
import { createServer } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, type Oportunidade, type User } from '../../server/platform/db/schema';
import { STORAGE_UNAVAILABLE } from '../../server/platform/storage/s3Storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { startS3Server, type S3Server } from '../helpers/s3Server';
import { API, form, partnerScene, samples, type FormFile } from './oportunidades.setup';

const PREFIX = 'portal/';

describe('attachments on object storage', () => {
  let s3: S3Server;
  let t: TestApp;
  let partnerUser: User;
  let mine: Oportunidade;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ config: s3.config(PREFIX) });
    ({ partnerUser, mine } = await partnerScene(t, 1));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = async (files: FormFile[]) =>
    t.call({
      method: 'POST',
      url: `${API}/${mine.id}/anexos/upload`,
      headers: await t.as(partnerUser),
      payload: form({ descricao: 'No bucket' }, files),
    });
  const request = async (method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url: `${API}${url}`, headers: await t.as(partnerUser) });

  it('uploads into the bucket, downloads as base64 JSON and raw, and removes the object with the row', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 9)]);
    const res = await upload([{ name: 'contrato.pdf', content: pdf }]);
    expect(res.status).toBe(201);
    const [{ id }] = res.body.data;
    expect(await s3.keys()).toEqual([expect.stringMatching(/^portal\/[0-9a-f-]{36}\.pdf$/)]);

    const json = (await request('GET', `/anexos/${id}/download`)).json();
    expect(json).toMatchObject({ content_type: 'application/pdf', nome_arquivo: 'contrato.pdf' });
    expect(Buffer.from(json.data, 'base64').equals(pdf)).toBe(true);
    const raw = await request('GET', `/anexos/${id}/file`);
    expect(raw.headers['content-length']).toBe(String(pdf.length));
    expect(raw.rawPayload.equals(pdf)).toBe(true);

    expect((await request('DELETE', `/anexos/${id}`)).statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect((await request('GET', `/anexos/${id}/file`)).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when one file of the upload is refused', async () => {
    const res = await upload([
      { name: 'notas.txt', content: samples.txt() },
      { name: 'falso.pdf', content: Buffer.from('isto não é um PDF') },
    ]);
    expect(res.status).toBe(422);
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 503 in Portuguese and saves no row when the bucket cannot be reached', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)));
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp({
      database: t.database,
      config: { ...s3.config(PREFIX), S3_ENDPOINT: `http://127.0.0.1:${port}` },
    });
    try {
      const res = await unreachable.call({
        method: 'POST',
        url: `${API}/${mine.id}/anexos/upload`,
        headers: await unreachable.as(partnerUser),
        payload: form({}, [{ name: 'notas.txt', content: samples.txt() }]),
      });
      expect(res).toMatchObject({ status: 503, body: { detail: STORAGE_UNAVAILABLE } });
      const rows = await t.database.db.select({ n: count() }).from(anexos).where(eq(anexos.oportunidade_id, mine.id));
      expect(rows[0].n).toBe(0);
    } finally {
      await unreachable.close();
    }
  });

  it("removes an opportunity's objects once the opportunity's deletion has committed", async () => {
    expect((await upload([{ name: 'notas.txt', content: samples.txt() }])).status).toBe(201);
    expect(await s3.keys()).toHaveLength(1);
    expect((await request('DELETE', `/${mine.id}`)).statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });
});
