// The list of declared resources (`declarations`): the server mounts their routes, the portal makes their
// <Resource>s, menu entries and API paths, and common/policy.ts takes their permissions from this list.
// Adding a resource adds one line here.
import { anexos } from './anexos';
import { atividades } from './atividades';
import { campanhas } from './campanhas';
import { comissaoLotes } from './comissoes/lotes';
import { comissoes } from './comissoes/ledger';
import { recebimentos } from './comissoes/recebimentos';
import { comissaoTermos } from './comissoes/termos';
import { oportunidades } from './oportunidades';
import { persons } from './persons';
import { registros } from './registros';
import { tags } from './tags';
import { teses } from './teses';
import { termos } from './termos';
import type { ResourceDeclaration } from './types';
import { users } from './users';
import { vinculos } from './vinculos';

/** Every resource, in the order of the side menu. */
export const declaredResources = [
  oportunidades,
  persons,
  atividades,
  registros,
  comissoes,
  vinculos,
  users,
  teses,
  termos,
  tags,
  anexos,
  comissaoTermos,
  recebimentos,
  comissaoLotes,
  campanhas,
] as const satisfies readonly ResourceDeclaration[];

export type DeclaredResource = (typeof declaredResources)[number];

/** The same list, typed for code that treats every declaration alike. */
export const declarations: readonly ResourceDeclaration[] = declaredResources;

/** Each declared resource's access entries, keyed by its name, as common/policy.ts holds them. */
export type DeclaredPermissions = { [D in DeclaredResource as D['name']]: D['access'] };

export const declaredPermissions = Object.fromEntries(
  declarations.map((resource) => [resource.name, resource.access]),
) as DeclaredPermissions;

export { columnFields, computedColumns, computedColumnsQuery, inlineEditFields, optionalColumns, UNKNOWN_COLUMN } from './columns';
export { activeFieldOf, exportFileBase, listTexts, pageTexts, requiredOrder, requiredSchema, routeName, servesExport, servesRoute, updateMethodsOf } from './types';
export type {
  Collection,
  FieldDeclaration,
  InputKind,
  ListTexts,
  MenuEntry,
  MenuIcon,
  ResourceDeclaration,
} from './types';
