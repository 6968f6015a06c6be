// The request guard. Every /api/v1 route names its rule in `config.access` (a policy permission or
// 'public'); this plugin authenticates the bearer token and checks the rule before the handler runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows, audienceOf, type Permission } from '../../../common/policy';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { AuthChanges } from '../sessions/authChanges';
import type { SessionCheck } from '../sessions/check';
import type { TokenService } from './tokens';
import { onboardingLimit } from './onboardingLimits';

export type Access = Permission | 'public';
export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  /** Open to a session limited to setting up two-factor login; every other route refuses it. */
  mfaSetup: boolean;
  /** Open to an account pending approval or the agreement's acceptance (server/platform/auth/onboardingLimits.ts). */
  onboarding: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a session limited to setting up two-factor login (MFA_REQUIRED_ROLES). */
    mfaSetup?: boolean;
    /**
     * Open to an account whose sign-up waits for approval or that must accept the partner agreement in
     * force (server/platform/auth/onboardingLimits.ts); every other route refuses it with the reason.
     */
    onboarding?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated, active user. Set on every non-public route. */
    user: User;
    /** The login session the token names (server/platform/sessions/). Set with user. */
    sessionId: number;
  }
  interface FastifyInstance {
    /** Every route with its declared rule; the access-matrix test walks it. */
    routeAccess: RouteAccess[];
  }
}

/** The 403 of every route but the setup's for a user who must set up two-factor login first. */
export const MFA_SETUP_REQUIRED = 'Configure a verificação em duas etapas para continuar.';

const BEARER = /^Bearer\s+(.+)$/i;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function authenticate(request: FastifyRequest, tokens: TokenService, check: SessionCheck) {
  const match = request.headers.authorization?.match(BEARER);
  if (!match) throw unauthorized('Not authenticated');
  const claims = await tokens.verifyAccessToken(match[1]);
  if (claims == null) throw unauthorized('Could not validate credentials');
  request.user = await check(claims);
  request.sessionId = claims.sessionId;
  return { setupOnly: claims.setupOnly === true };
}

const connectionClosed = (request: FastifyRequest) => request.raw.socket?.destroyed === true;

type GuardOptions = { tokens: TokenService; check: SessionCheck; authChanges: AuthChanges; prefix: string };

export const accessGuard = fp(
  async (app: FastifyInstance, opts: GuardOptions) => {
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.decorateRequest('user', null as unknown as User);
    app.decorateRequest('sessionId', 0);
    // A write may have changed a user or ended sessions (a password, a deactivation, a logout): its
    // answer leaves once this server's cache has heard of it, so the client's next request is judged
    // on the new state (server/platform/sessions/authChanges.ts).
    // A callback hook, not an async one: a read (most requests) passes without a promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!WRITES.has(request.method) || !request.url.startsWith(opts.prefix)) return done(null, payload);
      opts.authChanges.settle().then(() => done(null, payload), done);
    });
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(opts.prefix)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      const openDuringSetup = route.config?.mfaSetup === true;
      const openDuringOnboarding = route.config?.onboarding === true;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') {
          app.routeAccess.push({ method, url: route.url, access, mfaSetup: openDuringSetup, onboarding: openDuringOnboarding });
        }
      }
      if (access === 'public') return;
      const audience = audienceOf(access);
      // onRequest: authenticate before the body is parsed or validated, so a caller without a valid
      // token learns nothing about the route (401, never 422).
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        async (request: FastifyRequest, reply: FastifyReply) => {
          const { setupOnly } = await authenticate(request, opts.tokens, opts.check);
          if (setupOnly && !openDuringSetup) throw forbidden(MFA_SETUP_REQUIRED);
          // The same kind of limit, read from the account rather than the token: a pending sign-up, an
          // agreement to accept (server/platform/auth/onboardingLimits.ts).
          const limit = openDuringOnboarding ? null : onboardingLimit(request.user);
          if (limit) throw forbidden(limit);
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
