import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health when the database does', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/health' });
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
