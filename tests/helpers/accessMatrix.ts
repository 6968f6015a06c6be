// What the access-matrix test needs: the callers every route is tried with, the answer each must get
// according to SPEC (EXPECTED_ROLES, written by hand, not read from common/policy.ts), a concrete request
// for any declared route, and broken tokens.
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import type { Actor, Permission } from '../../common/policy';
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

const ALL_ROLES = [1, 2, 3, 4, 5, 6] as const;
/** Staff: 1 Administrador, 2 Executivo de Contas, 4 Membro de equipe. */
const STAFF = [1, 2, 4] as const;
const ADMINISTRATOR = [1] as const;
/** Vínculos: 1 Administrador and 4 Membro de equipe. */
const LINK_MANAGERS = [1, 4] as const;
/** No role by itself: superusers only. */
const NONE = [] as const;

/**
 * Who may do what, copied by hand from SPEC section 6 and ARCHITECTURE "API rules" (and issue 2 for the
 * users routes), independent of common/policy.ts: the roles (non-superusers) allowed each permission.
 * A superuser is allowed everything whatever its role. Persons and opportunities are open to every
 * signed-in role; the row scope (external users see only their circle) is proven by the scope tests.
 * Typed by Permission, so a permission added to the policy does not compile until it is declared here.
 */
export const EXPECTED_ROLES: Record<Permission, readonly number[]> = {
  // GET /users/: staff and superusers, since pickers need it; external roles get 403.
  'users.list': STAFF,
  // The 'Gestão de Usuários' screen: "Usuários (/admin, role 1 only)".
  'users.manage': ADMINISTRATOR,
  // User management: role 1 or superuser.
  'users.create': ADMINISTRATOR,
  'users.read': ADMINISTRATOR,
  'users.edit': ADMINISTRATOR,
  'users.delete': ADMINISTRATOR,
  // POST /password-recovery-html-content/{email}: superuser.
  'users.recoveryPreview': NONE,
  // One's own account: anyone signed in.
  'me.read': ALL_ROLES,
  'me.edit': ALL_ROLES,
  'me.delete': ALL_ROLES,
  // Persons: every role, with row scope; 'Sincronizar com Odoo': role 1.
  'persons.list': ALL_ROLES,
  'persons.read': ALL_ROLES,
  'persons.create': ALL_ROLES,
  'persons.edit': ALL_ROLES,
  'persons.delete': ALL_ROLES,
  'persons.registry': ALL_ROLES,
  'persons.syncOdoo': ADMINISTRATOR,
  // Opportunities: every role, with row scope.
  'oportunidades.list': ALL_ROLES,
  'oportunidades.read': ALL_ROLES,
  'oportunidades.create': ALL_ROLES,
  'oportunidades.edit': ALL_ROLES,
  'oportunidades.delete': ALL_ROLES,
  'oportunidades.sync': ALL_ROLES,
  // Tags: anyone lists and creates them; permanent deletion is staff's.
  'tags.list': ALL_ROLES,
  'tags.create': ALL_ROLES,
  'tags.delete': STAFF,
  // Vínculos: roles 1 and 4.
  'vinculos.list': LINK_MANAGERS,
  'vinculos.create': LINK_MANAGERS,
  'vinculos.delete': LINK_MANAGERS,
  // CEP lookup in the address form: anyone signed in.
  'cep.read': ALL_ROLES,
};

/** True when SPEC (EXPECTED_ROLES) lets this caller do what the permission guards. */
export function expectedAllows(permission: Permission, caller: Pick<Actor, 'role' | 'is_superuser'>): boolean {
  const roles = EXPECTED_ROLES[permission];
  if (!roles) throw new Error(`${permission} is not declared in EXPECTED_ROLES`);
  return caller.is_superuser || roles.includes(caller.role);
}

/** True when SPEC lets this caller through the route's rule (the guard, not this, reads common/policy.ts). */
export function policyAllows(route: RouteAccess, caller: Pick<Actor, 'role' | 'is_superuser'>): boolean {
  return route.access === 'public' || expectedAllows(route.access, caller);
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
