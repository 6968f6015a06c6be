// The one table that says who may do what. The server guard enforces it on every route;
// the portal reads it to hide menu entries, buttons and bulk actions a role cannot use.
import type { Audience } from './audience';
import { EXTERNAL_ROLES, STAFF_ROLES, UserRole } from './enums';
import { declaredPermissions } from './resources';

export type Actor = { id: number; role: number; is_superuser: boolean };

export const permissions = {
  // Every resource declared in common/resources/ brings its own entries.
  ...declaredPermissions,
  /** The signed-in user's own account (/users/me). */
  me: { read: 'authenticated', edit: 'authenticated', delete: 'authenticated' },
  cep: { read: 'authenticated' },
  /** GET /dashboard: the home page's numbers, within each user's row scope. */
  dashboard: { read: 'authenticated' },
  /** GET /integrations/status: which of Odoo, the CNPJ registry and CEP the portal may offer. */
  integrations: { status: 'authenticated' },
  /** /auditoria: the audit trail and its export (server/platform/audit/). */
  auditoria: { list: 'admins' },
  /**
   * GET /search: the top bar's search, within each user's row scope; users are among the results only for
   * whom users.list is open.
   */
  search: { read: 'authenticated' },
  /** /views: a user's own saved list views. */
  views: { list: 'authenticated', create: 'authenticated', delete: 'authenticated' },
  /** /notificacoes: a user's own notifications (server/features/notificacoes/), listed, streamed and marked read. */
  notificacoes: { list: 'authenticated', edit: 'authenticated' },
} as const satisfies Record<string, Record<string, Audience>>;

export type PolicyResource = keyof typeof permissions;
export type Permission = {
  [R in PolicyResource]: `${R}.${Extract<keyof (typeof permissions)[R], string>}`;
}[PolicyResource];

const audienceRoles: Record<Exclude<Audience, 'authenticated' | 'superusers'>, readonly number[]> = {
  staff: STAFF_ROLES,
  admins: [UserRole.Admin],
  linkManagers: [UserRole.Admin, UserRole.TeamMember],
};

export const isStaff = (actor: Actor) => actor.is_superuser || STAFF_ROLES.includes(actor.role as UserRole);
export const isExternal = (actor: Actor) => !actor.is_superuser && EXTERNAL_ROLES.includes(actor.role as UserRole);

export function audienceOf(permission: Permission): Audience {
  const [resource, action] = permission.split('.') as [PolicyResource, string];
  return (permissions[resource] as Record<string, Audience>)[action];
}

export function allows(audience: Audience, actor: Actor): boolean {
  if (actor.is_superuser || audience === 'authenticated') return true;
  if (audience === 'superusers') return false;
  return audienceRoles[audience].includes(actor.role);
}

/** react-admin's canAccess shape: ({ resource, action }) against the table above. */
export function canAccess(actor: Actor | null | undefined, resource: string, action: string): boolean {
  if (!actor) return false;
  const actions = (permissions as Record<string, Record<string, Audience>>)[resource];
  const audience = actions?.[action];
  return audience ? allows(audience, actor) : false;
}

/** Row scope: staff and superusers see every row; external users only their own circle. */
export const rowScope = (actor: Actor): 'all' | 'own' => (isStaff(actor) ? 'all' : 'own');
