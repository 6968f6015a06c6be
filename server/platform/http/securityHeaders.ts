// The security headers of every answer: helmet's defaults and the CSP below. Nothing in them depends on
// the request (no per-route options, no CSP nonces), so helmet's middleware runs once, at start, against
// a recording response, and each request only gets the recorded headers. @fastify/helmet built that
// middleware again on every request (about 5% of a list request's CPU, issue 26); running helmet's
// middleware per request still cost its chain of a dozen small middlewares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Recorded = { set: [name: string, value: string | string[]][]; removed: string[] };

/** What helmet's middleware does to a response, as data. */
function recordHeaders(middleware: ReturnType<typeof helmet>): Recorded {
  const recorded: Recorded = { set: [], removed: [] };
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      recorded.set.push([name, typeof value === 'number' ? String(value) : (value as string | string[])]),
    removeHeader: (name: string) => recorded.removed.push(name),
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet answers synchronously; if a version ever did not, the recording would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return recorded;
}

/** helmet's defaults, with images also from data: URLs and no upgrade of plain-HTTP requests. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
  },
} satisfies Parameters<typeof helmet>[0];

export function securityHeaders(app: FastifyInstance) {
  const { set, removed } = recordHeaders(helmet(HELMET_OPTIONS));
  // onRequest, as @fastify/helmet did: the headers are on the raw response before any handler answers,
  // and a handler may still take one off (server/platform/http/portalFiles.ts) or set its own (the docs' CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}
