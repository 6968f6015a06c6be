// The request guard. Every /api/v1 route names its rule in `config.access` (a policy permission or
// 'public'); this plugin authenticates the bearer token and checks the rule before the handler runs.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows, audienceOf, type Permission } from '../../common/policy';
import type { Database } from '../db/client';
import { users, type User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { TokenService } from './tokens';

export type Access = Permission | 'public';
export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a session limited to setting up two-factor login (MFA_REQUIRED_ROLES). */
    mfaSetup?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated, active user. Set on every non-public route. */
    user: User;
  }
  interface FastifyInstance {
    /** Every route with its declared rule; the access-matrix test walks it. */
    routeAccess: RouteAccess[];
  }
}

/** The 403 of every route but the setup's for a user who must set up two-factor login first. */
export const MFA_SETUP_REQUIRED = 'Configure a verificação em duas etapas para continuar.';

export async function authenticate(
  request: FastifyRequest,
  db: Database,
  tokens: TokenService,
): Promise<{ user: User; setupOnly: boolean }> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw unauthorized('Not authenticated');
  const claims = await tokens.verifyAccessToken(match[1]);
  if (claims == null) throw unauthorized('Could not validate credentials');
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  // A token issued before the user's sessions were ended (server/auth/tokens.ts) is no longer valid.
  if (!user || user.token_version !== claims.version) throw unauthorized('Could not validate credentials');
  if (!user.is_active) throw unauthorized('Inactive user');
  return { user, setupOnly: claims.setupOnly };
}

const connectionClosed = (request: FastifyRequest) => request.raw.socket?.destroyed === true;

export const accessGuard = fp(
  async (app: FastifyInstance, opts: { db: Database; tokens: TokenService; prefix: string }) => {
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.decorateRequest('user', null as unknown as User);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(opts.prefix)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
      }
      if (access === 'public') return;
      const audience = audienceOf(access);
      const openDuringSetup = route.config?.mfaSetup === true;
      // onRequest: authenticate before the body is parsed or validated, so a caller without a valid
      // token learns nothing about the route (401, never 422).
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        async (request: FastifyRequest, reply: FastifyReply) => {
          const { user, setupOnly } = await authenticate(request, opts.db, opts.tokens);
          request.user = user;
          if (setupOnly && !openDuringSetup) throw forbidden(MFA_SETUP_REQUIRED);
          if (!allows(audience, request.user)) throw forbidden();
          // The connection may have closed while the token was checked (an invalid chunk in a chunked
          // body: Node answers 400 and closes). Nobody is left to answer, and the hooks after this one
          // could not tell the client's address (the rate limiter failed with a TypeError, logged as an
          // 'unhandled error'): the request ends here, quietly.
          if (connectionClosed(request)) reply.hijack();
        },
        ...existing,
      ];
    });
  },
  { name: 'access-guard' },
);
