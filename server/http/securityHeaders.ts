// The security headers of every answer (helmet's defaults, the CSP below), written by helmet's own
// middleware built once at start. @fastify/helmet builds that middleware again on every request (its
// options parsed, the CSP directives checked and joined: about 5% of a list request's CPU, issue 26) to
// allow per-route options and CSP nonces, neither of which this app uses.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function securityHeaders(app: FastifyInstance) {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
  });
  // onRequest, as @fastify/helmet did: the headers are on the raw response before any handler answers,
  // and a handler may still take one off (server/http/portalFiles.ts) or set its own (the docs' CSP).
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
