// buildApp(deps) -> a Fastify instance with /api/v1, the docs and (optionally) the built portal.
// Tests build it on an in-memory database; server/main.ts builds it on the configured one.
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditTransactions, trackRequests } from './platform/audit/actor';
import { accessGuard } from './platform/auth/guard';
import { keysOf } from './platform/protected/bankData';
import type { DataKeys } from './platform/protected/dataKeys';
import { tokenService, type TokenService } from './platform/auth/tokens';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type Config } from './platform/config';
import type { Database, DatabaseHandle } from './platform/db/client';
import { errorHandler } from './platform/http/errorHandler';
import { fieldsBudget, type FieldsBudget } from './platform/http/fieldsBudget';
import { databaseRateLimitStore } from './platform/http/rateLimitStore';
import { hasPortal, servePortalFiles } from './platform/http/portalFiles';
import { MAX_FIELD_BYTES, MAX_FORM_FIELDS } from './platform/http/multipartParts';
import { refuseNulInput } from './platform/http/refuseNul';
import { responseSerializerCompiler } from './platform/http/responseSerializer';
import { securityHeaders } from './platform/http/securityHeaders';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createSyncWorker, type SyncWorker } from './jobWorker';
import { routes } from './routes';
import { watchAuthChanges, type AuthChanges } from './platform/sessions/authChanges';
import { sessionCheck, type SessionCheck } from './platform/sessions/check';
import { configuredStorage } from './platform/storage/configured';
import type { Storage } from './platform/storage/storage';

z.config(z.locales.ptBR());

const API_PREFIX = '/api/v1';
const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CORS_HEADERS = ['Authorization', 'Content-Type'];
/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const CORS_MAX_AGE_SECONDS = 600;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: Storage;
  /** Directory of the built portal to serve at /; omitted in API tests. */
  staticDir?: string;
  /** Where the log lines go instead of stdout (a test reading what was logged). */
  logStream?: { write(line: string): void };
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    tokens: TokenService;
    /** Encrypts and decrypts protected values (server/platform/protected/). */
    dataKeys: DataKeys;
    mailer: Mailer;
    storage: Storage;
    syncWorker: SyncWorker;
    authChanges: AuthChanges;
    /** The guard's question for a token's claims: the session's user, or a 401 (server/platform/sessions/check.ts). */
    sessionCheck: SessionCheck;
    fieldsBudget: FieldsBudget;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // FastAPI-style paths end in '/', react-admin's do not: both reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNulInput);

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('dataKeys', keysOf(config));
  app.decorate('tokens', tokenService(config.SECRET_KEY, config.ACCESS_TOKEN_EXPIRE_MINUTES));
  app.decorate('mailer', deps.mailer ?? createMailer(config));
  app.decorate('storage', deps.storage ?? (await configuredStorage(config)));
  app.decorate('syncWorker', createSyncWorker(deps.database, config, app.log, { mailer: app.mailer }));
  // SYNC_POLL_MS 0: no polling, whoever built the app runs the jobs (tests call app.syncWorker.drain()).
  if (config.SYNC_POLL_MS > 0) app.addHook('onReady', async () => app.syncWorker.start());
  app.addHook('onClose', () => app.syncWorker.stop());

  securityHeaders(app);
  // API answers of 1 KB or more, compressed when the client accepts it; the portal's files come
  // precompressed (server/platform/http/portalFiles.ts), which this plugin leaves as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  if (config.BACKEND_CORS_ORIGINS.length) {
    // Only the configured origins get CORS headers (an origin resolved to false gets none at all, where
    // a list would still send the other headers); for them, every method and header a client of this API
    // sends (the plugin's default methods leave out PUT, PATCH and DELETE).
    const allowed = new Set(config.BACKEND_CORS_ORIGINS);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin && allowed.has(origin) ? origin : false),
      methods: CORS_METHODS,
      allowedHeaders: CORS_HEADERS,
      credentials: true,
      maxAge: CORS_MAX_AGE_SECONDS,
    });
  }
  // Only the doors an attacker would hammer ask for a limit (a route's `config: { rateLimit: {} }`): login,
  // signup, password recovery and the password change (guessing the current password with a stolen token),
  // each RATE_LIMIT_MAX tries per RATE_LIMIT_WINDOW.
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    // Counted in the database every server shares; the embedded one has a single server, memory will do.
    ...(deps.database.kind === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Muitas tentativas. Tente novamente em ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
  await app.register(formbody);
  app.decorate('fieldsBudget', fieldsBudget(app, config.MULTIPART_FIELDS_BUDGET, MAX_FIELD_BYTES, (MAX_FORM_FIELDS + 1) * MAX_FIELD_BYTES));
  await app.register(multipart, {
    limits: {
      files: MAX_UPLOAD_FILES,
      fileSize: MAX_UPLOAD_BYTES,
      fields: MAX_FORM_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FORM_FIELDS + MAX_UPLOAD_FILES,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal de Parceiros API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // The audit trail knows who writes: each request's actor reaches the transactions it opens.
  auditTransactions(app.db);
  trackRequests(app);
  const authChanges = await watchAuthChanges(deps.database);
  app.decorate('authChanges', authChanges);
  app.addHook('onClose', () => authChanges.stop());
  const check = sessionCheck(app.db, authChanges.cache, config.SESSION_IDLE_MINUTES);
  app.decorate('sessionCheck', check);
  await app.register(accessGuard, { tokens: app.tokens, check, authChanges, prefix: API_PREFIX });
  for (const { plugin, prefix } of routes) {
    await app.register(plugin, { prefix: `${API_PREFIX}${prefix}` });
  }

  const staticDir = deps.staticDir && resolve(deps.staticDir);
  const portal = hasPortal(staticDir) ? staticDir : undefined;
  if (portal) await servePortalFiles(app, portal);
  app.setNotFoundHandler((request, reply) => {
    if (portal && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html', portal);
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
  return app;
}
