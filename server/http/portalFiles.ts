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

const cacheControlFor = (root: string, path: string) =>
  path.startsWith(join(root, HASHED_DIR)) ? IMMUTABLE : REVALIDATE;

export const hasPortal = (root: string | undefined): root is string =>
  Boolean(root && existsSync(join(root, 'index.html')));

export async function servePortalFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(root, path)),
  });
}
