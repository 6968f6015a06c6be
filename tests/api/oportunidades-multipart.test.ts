// Malformed multipart and oversized text fields on the two upload routes: a body the parser cannot read
// is 400 and too many or too large text fields are 413, each with a Portuguese detail and nothing kept.
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, oportunidades, type Oportunidade, type User } from '../../server/platform/db/schema';
import { MAX_FIELD_BYTES, MAX_FORM_FIELDS } from '../../server/platform/http/multipartParts';
import { API, createOportunidadesApp, form, partnerScene, samples, type OportunidadesTestApp } from './oportunidades.setup';

const MALFORMED = 'O corpo da requisição não é um formulário multipart/form-data válido.';
const BOUNDARY = 'limite-do-teste';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Bodies a broken or hostile client sends, with the Content-Type it claims. */
const malformed: [string, string, string][] = [
  ['a body that is not multipart', `multipart/form-data; boundary=${BOUNDARY}`, 'tese=1&cliente_id=2'],
  ['a Content-Type without a boundary', 'multipart/form-data', `${field('tese', '1')}--${BOUNDARY}--\r\n`],
  ['no closing boundary after a field', `multipart/form-data; boundary=${BOUNDARY}`, field('tese', '1')],
  [
    'no closing boundary inside a file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${field('tese', '1')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="nota.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\nNotas da reunião com o cliente, cortadas no meio',
  ],
];

describe('malformed and oversized multipart on the upload routes', () => {
  let t: OportunidadesTestApp;
  let user: User;
  let row: Oportunidade;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    ({ partnerUser: user, mine: row } = await partnerScene(t, 1));
  });
  afterAll(() => t.close());

  const routes = () => [
    ['POST /oportunidades/', API],
    ['POST /oportunidades/{id}/anexos/upload', `${API}/${row.id}/anexos/upload`],
  ];
  const kept = async () => ({
    oportunidades: (await t.database.db.select({ n: count() }).from(oportunidades))[0].n,
    anexos: (await t.database.db.select({ n: count() }).from(anexos))[0].n,
    files: await t.storedFiles(),
  });

  describe.each(malformed)('%s', (_name, contentType, body) => {
    it('is 400 with a Portuguese detail on both routes, keeping nothing', async () => {
      const before = await kept();
      for (const [, url] of routes()) {
        const res = await t.call({
          method: 'POST',
          url,
          headers: { ...(await t.as(user)), 'content-type': contentType },
          payload: body,
        });
        expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 400, body: { detail: MALFORMED } });
      }
      expect(await kept()).toEqual(before);
    });
  });

  it(`refuses more than ${MAX_FORM_FIELDS} text fields with 413`, async () => {
    const before = await kept();
    for (const [, url] of routes()) {
      const fields = form({ tese: 1 }, [{ name: 'nota.txt', content: samples.txt() }]);
      for (let i = 0; i < MAX_FORM_FIELDS; i++) fields.append(`extra${i}`, 'x');
      const res = await t.call({ method: 'POST', url, headers: await t.as(user), payload: fields });
      expect(res).toMatchObject({ status: 413, body: { detail: `O formulário tem campos demais (máximo de ${MAX_FORM_FIELDS}).` } });
    }
    expect(await kept()).toEqual(before);
  });

  it('refuses a text field over 1 MB with 413 without holding it', async () => {
    const before = await kept();
    // 64 MB of one field, generated as the request is read: the refusal must come at the first megabyte.
    const size = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    async function* body() {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="descricao"\r\n\r\n`);
      for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    for (const [, url] of routes()) {
      const baseline = process.memoryUsage().rss;
      const res = await t.call({
        method: 'POST',
        url,
        headers: { ...(await t.as(user)), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Readable.from(body()),
      });
      expect(res).toMatchObject({ status: 413, body: { detail: 'O campo descricao excede o limite de 1MB.' } });
      expect((process.memoryUsage().rss - baseline) / (1024 * 1024)).toBeLessThan(32);
    }
    expect(MAX_FIELD_BYTES).toBe(1024 * 1024);
    expect(await kept()).toEqual(before);
  });

  it('still accepts a form at the limits', async () => {
    // A field the route ignores, so only the parser's limit is in play.
    const fields = form({ observacao: 'o'.repeat(MAX_FIELD_BYTES) }, [{ name: 'nota.txt', content: samples.txt() }]);
    for (let i = 1; i < MAX_FORM_FIELDS; i++) fields.append('files_description', `descrição ${i}`);
    const res = await t.call({
      method: 'POST',
      url: `${API}/${row.id}/anexos/upload`,
      headers: await t.as(user),
      payload: fields,
    });
    expect(res).toMatchObject({ status: 201, body: { count: 1 } });
  });
});
