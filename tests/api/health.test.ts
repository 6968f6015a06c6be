// /api/v1/health, the JSON 404, and the OpenAPI document at /api/docs/json describing every route the app
// registers (compared with the routes Fastify saw, hidden ones aside), so a route cannot go undocumented.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

type RegisteredRoute = { method: string; url: string; hidden: boolean };

// Every route the app registers, seen through an onRoute hook on each Fastify instance the app creates.
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat();
      const schema = route.schema as { hide?: boolean } | undefined;
      for (const method of methods) registered.push({ method, url: route.url, hidden: Boolean(schema?.hide) });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

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

  it('describes every route the app registers, except the hidden ones, and no other', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();

    const visible = registered.filter((route) => !route.hidden && route.method !== 'HEAD');
    const expected = [...new Set(visible.map((route) => `${route.method} ${openApiPath(route.url)}`))].sort();

    // The walk saw the API: every /api/v1 route the access guard knows is among the registered ones.
    const seen = new Set(registered.map((route) => `${route.method} ${route.url}`));
    expect(t.app.routeAccess.filter((route) => !seen.has(`${route.method} ${route.url}`))).toEqual([]);
    expect(expected.length).toBeGreaterThan(50);
    expect(documented).toEqual(expected);

    // Hidden on purpose: the documentation's own pages and the health probe; an API route is never hidden.
    const hiddenApi = registered.filter((route) => route.hidden && route.url.startsWith('/api/v1'));
    expect([...new Set(hiddenApi.map((route) => route.url))]).toEqual(['/api/v1/health']);
    expect(registered.filter((route) => route.hidden && !route.url.startsWith('/api/'))).toEqual([]);
  });
});
