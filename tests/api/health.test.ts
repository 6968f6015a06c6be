// /api/v1/health, the JSON 404, and the OpenAPI document at /api/docs/json describing every API route
// (the access guard lists them all: a route without an access rule does not even start), so a route
// cannot go undocumented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** Fastify's /users/:user_id as OpenAPI writes it: /users/{user_id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '{$1}').replace(/(.)\/$/, '$1');

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

  it('describes every API route but the health probe, and nothing else', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const routes = t.app.routeAccess.filter((route) => route.url !== '/api/v1/health');
    const expected = [...new Set(routes.map((route) => `${route.method} ${openApiPath(route.url)}`))].sort();
    expect(expected.length).toBeGreaterThan(50);
    expect(documented).toEqual(expected);
  });

  it('files every API route under a tag and sums each one up', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    type Operation = { tags?: string[]; summary?: string };
    const operations = Object.entries(res.body.paths as Record<string, Record<string, Operation>>).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, ...operation })),
    );
    expect(operations.filter((operation) => !operation.tags?.length || !operation.summary).map((operation) => operation.route)).toEqual([]);
    // A declared resource's routes, generated or its own, are filed under its name and worded from its texts.
    expect(operations.find((operation) => operation.route === 'POST /api/v1/teses')).toMatchObject({ tags: ['teses'], summary: 'Nova Tese' });
    expect(operations.find((operation) => operation.route === 'GET /api/v1/persons/potential-partners')).toMatchObject({ tags: ['persons'] });
  });

  it('documents the answer of every 2xx response of every API route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const undocumented = Object.entries(res.body.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => {
            const answers = Object.entries(operation.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
            // A 204 has no body; every other success names the schema of its content.
            const described = ([code, answer]: [string, { content?: Record<string, { schema?: unknown }> }]) =>
              code === '204' || Object.values(answer.content ?? {}).some((content) => content.schema);
            return answers.length === 0 || !answers.every(described);
          })
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });
});
