// The recorded security headers are exactly what helmet's middleware writes when it runs on the request
// itself (as @fastify/helmet did), on an API answer and on an error.
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from '../../server/platform/http/securityHeaders';

async function answers(install: (app: FastifyInstance) => void) {
  const app = Fastify();
  install(app);
  app.get('/ok', async () => ({ ok: true }));
  const heads = [];
  for (const url of ['/ok', '/missing']) {
    const { headers } = await app.inject({ method: 'GET', url });
    delete headers.date;
    heads.push(headers);
  }
  await app.close();
  return heads;
}

describe('security headers', () => {
  it("are helmet's, recorded once", async () => {
    const recorded = await answers(securityHeaders);
    const perRequest = await answers((app) => {
      const middleware = helmet(HELMET_OPTIONS);
      app.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    });
    expect(recorded).toEqual(perRequest);
    expect(recorded[0]['content-security-policy']).toContain("img-src 'self' data:");
    expect(recorded[0]['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(recorded[1]['x-content-type-options']).toBe('nosniff');
  });
});
