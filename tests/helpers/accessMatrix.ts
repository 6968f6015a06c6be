// What the access-matrix test needs: the callers every route is tried with, the answer each must get
// according to common/policy.ts, a concrete request for any declared route, and broken tokens.
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { allows, audienceOf, type Actor } from '../../common/policy';
import type { RouteAccess } from '../../server/auth/guard';
import { forbidden } from '../../server/errors';

/** The guard's refusal; a handler may refuse for its own reasons with another detail. */
export const GUARD_FORBIDDEN = forbidden().detail;

/** An id no row has: allowed callers reach the handler and get a 404 or a validation answer. */
export const DUMMY_ID = 987654;

export type Caller = { label: string; role: number; is_superuser: boolean };

/**
 * Every role, plus a superuser whose role is an external one: being a superuser alone must open
 * every route.
 */
export const CALLERS: Caller[] = [
  ...[1, 2, 3, 4, 5, 6].map((role) => ({ label: `role ${role}`, role, is_superuser: false })),
  { label: 'superuser', role: 5, is_superuser: true },
];

/** True when the policy lets this caller through the route's rule. */
export function policyAllows(route: RouteAccess, caller: Pick<Actor, 'role' | 'is_superuser'>): boolean {
  return route.access === 'public' || allows(audienceOf(route.access), { id: 0, ...caller });
}

/** A URL for a declared route: every path parameter gets the dummy id. */
export function concreteUrl(url: string): string {
  return url
    .replace(/:[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?/g, String(DUMMY_ID))
    .replace(/\*/g, 'x');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request the matrix sends: dummy ids in the path, an empty JSON object as body. */
export function requestFor(route: RouteAccess, headers: Record<string, string> = {}): InjectOptions {
  const method = route.method as InjectOptions['method'];
  const options: InjectOptions = { method, url: concreteUrl(route.url), headers };
  if (BODY_METHODS.has(route.method)) options.payload = {};
  return options;
}

/** A well-signed access token whose expiry has passed. */
export function expiredToken(secret: string, userId: number): Promise<string> {
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secret));
}

/** A real token whose payload was rewritten to claim another user, keeping the original signature. */
export function tamperedToken(token: string, claimedUserId: number): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(claimedUserId) })).toString('base64url');
  return [header, forged, signature].join('.');
}
