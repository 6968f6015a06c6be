// Compression and caching: the built portal's files go out precompressed (scripts/precompress.ts, the
// same code the build runs) with long-lived caching for hashed assets and none for index.html, and API
// answers of 1 KB or more are compressed when the client accepts it, streamed downloads included.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createTestApp, type TestApp } from '../helpers/app';
import { API, createOportunidadesApp, form, partnerScene, type OportunidadesTestApp } from './oportunidades.setup';

const ASSET = '/assets/index-Cq3x9aZ1.js';
const assetSource = Array.from({ length: 200 }, (_, i) => `export const linha${i} = 'Portal de Parceiros ${i}';`).join('\n');
const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>Portal de Parceiros</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`;

describe('the built portal', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, ASSET), assetSource);
    expect(await precompressDir(dist)).toBe(2);
    t = await createTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset in brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy made at build time, not one compressed again for this request.
    expect(res.rawPayload.equals(await readFile(join(dist, `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await readFile(join(dist, `${ASSET}.gz`)))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetSource);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every visit, at / and at every page address', async () => {
    for (const url of ['/', '/index.html', '/pessoas?role=2&page=2', '/login']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it("keeps the page's security policy on index.html, and on a script only the headers a script obeys", async () => {
    const page = await get('/login', 'br');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await get(ASSET, 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
  });

  it('answers a missing asset and an unknown API route with 404, not the page', async () => {
    expect((await get('/api/v1/nao-existe', 'br')).json()).toEqual({ detail: 'Not Found' });
    expect((await t.app.inject({ method: 'POST', url: '/pessoas' })).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  let t: OportunidadesTestApp;
  let headers: { authorization: string };
  let anexoId: number;
  // A CSV compresses well: the raw download must still arrive as uploaded, with its length.
  const csv = Buffer.from(Array.from({ length: 300 }, (_, i) => `${i};Cliente ${i};R$ 1.000,00`).join('\n'));

  beforeAll(async () => {
    t = await createOportunidadesApp();
    const { partnerUser, mine } = await partnerScene(t, 4);
    headers = await t.as(partnerUser);
    const upload = await t.call({
      method: 'POST',
      url: `${API}/${mine.id}/anexos/upload`,
      headers,
      payload: form({}, [{ name: 'planilha.csv', content: csv }]),
    });
    expect(upload.status).toBe(201);
    anexoId = upload.body.data[0].id;
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': acceptEncoding } });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await get('/api/v1/health', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses answers of 1 KB or more for a client that accepts it', async () => {
    const url = '/api/docs/json';
    const res = await get(url, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses the streamed base64 download into the same JSON', async () => {
    const res = await get(`${API}/anexos/${anexoId}/download`, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(body.nome_arquivo).toBe('planilha.csv');
    expect(Buffer.from(body.data, 'base64').equals(csv)).toBe(true);
  });

  it('sends the raw file as uploaded, with its length', async () => {
    const res = await get(`${API}/anexos/${anexoId}/file`, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(csv.length));
    expect(res.rawPayload.equals(csv)).toBe(true);
  });
});
