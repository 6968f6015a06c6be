// buildApp(deps) -> a Fastify instance with /api/v1, the docs and (optionally) the built portal.
// Tests build it on an in-memory database; server/main.ts builds it on the configured one.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGuard } from './auth/guard';
import { tokenService, type TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { errorHandler } from './http/errorHandler';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { refuseNulInput } from './http/refuseNul';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { routes } from './routes';
import { configuredStorage } from './storage/configured';
import type { Storage } from './storage/storage';

z.config(z.locales.ptBR());

export const API_PREFIX = '/api/v1';
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: Storage;
  /** Directory of the built portal to serve at /; omitted in API tests. */
  staticDir?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    tokens: TokenService;
    mailer: Mailer;
    storage: Storage;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // FastAPI-style paths end in '/', react-admin's do not: both reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNulInput);

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('tokens', tokenService(config.SECRET_KEY, config.ACCESS_TOKEN_EXPIRE_MINUTES));
  app.decorate('mailer', deps.mailer ?? createMailer(config));
  app.decorate('storage', deps.storage ?? (await configuredStorage(config)));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
  });
  if (config.BACKEND_CORS_ORIGINS.length) {
    await app.register(cors, { origin: config.BACKEND_CORS_ORIGINS, credentials: true });
  }
  await app.register(rateLimit, {
    global: false,
    // Counted in the database every server shares; the embedded one has a single server, memory will do.
    ...(deps.database.kind === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Muitas tentativas. Tente novamente em ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { files: MAX_UPLOAD_FILES, fileSize: MAX_UPLOAD_BYTES, fieldSize: 1024 * 1024 },
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

  await app.register(accessGuard, { db: app.db, tokens: app.tokens, prefix: API_PREFIX });
  for (const { plugin, prefix } of routes) {
    await app.register(plugin, { prefix: `${API_PREFIX}${prefix}` });
  }

  const staticDir = deps.staticDir && resolve(deps.staticDir);
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && staticDir;
    if (wantsPage && existsSync(join(staticDir, 'index.html'))) {
      return reply.type('text/html').sendFile('index.html', staticDir);
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
  return app;
}
