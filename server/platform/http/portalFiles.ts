// The built portal (dist/): its files with their brotli/gzip copies (scripts/precompress.ts), and
// index.html for every other page address so the portal's router can answer it.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names everything under assets/ after a hash of its content: a new build means a new name. */
const HASHED_DIR = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything unhashed) is revalidated on every visit, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

const isHashed = (root: string, path: string) => path.startsWith(join(root, HASHED_DIR));

/**
 * Helmet's headers that only a document obeys (its policy, framing, referrer, HSTS...): on a script or a
 * stylesheet they are bytes on the wire for nothing, a dozen times per page. The ones a subresource does
 * obey (X-Content-Type-Options, Cross-Origin-Resource-Policy) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function setPortalHeaders(root: string, reply: FastifyReply, path: string) {
  if (!isHashed(root, path)) {
    reply.header('cache-control', REVALIDATE);
    return;
  }
  reply.header('cache-control', IMMUTABLE);
  // server/app.ts registers helmet, which writes its headers on the raw response.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}

export const hasPortal = (root: string | undefined): root is string =>
  Boolean(root && existsSync(join(root, 'index.html')));

export async function servePortalFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => setPortalHeaders(root, reply, path),
  });
}
