// The registry of declared resources: the server mounts their routes, the portal makes their
// <Resource>s, menu entries and API paths, and common/policy.ts takes their permissions from this list.
// Adding a resource adds one line here.
import { teses } from './teses';
import type { ResourceDeclaration } from './types';

export const declaredResources = [teses] as const satisfies readonly ResourceDeclaration[];

export type DeclaredResource = (typeof declaredResources)[number];

/** The same list, typed for code that treats every declaration alike. */
export const registry: readonly ResourceDeclaration[] = declaredResources;

/** Each declared resource's access entries, keyed by its name, as common/policy.ts holds them. */
export type DeclaredPermissions = { [D in DeclaredResource as D['name']]: D['access'] };

export const declaredPermissions = Object.fromEntries(
  registry.map((resource) => [resource.name, resource.access]),
) as DeclaredPermissions;

export type { FieldDeclaration, InputKind, ResourceDeclaration } from './types';
