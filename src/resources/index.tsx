// The portal's <Resource>s, one per declaration in common/resources/: the kit's views, less the pages a
// declaration omits, with each resource's portal parts (its own pages, cells and buttons) in place, named
// here. A declaration without screens (tags and anexos: every kit page omitted) is still registered, so
// react-admin knows its name for references.
import type { ResourceProps } from 'react-admin';
import { registry, routeName, type DeclaredResource } from '../../common/resources';
import { auditoria } from './auditoria';
import { PayLoteButton } from './comissoes/PayLoteButton';
import { declaredViews, type PortalParts } from './kit/resourceViews';
import oportunidades from './oportunidades';
import pessoas from './pessoas';
import { registrosPortal } from './registros';
import users from './users';
import vinculos from './vinculos';

/** Each resource's portal parts (src/resources/kit/resourceViews.tsx), by resource name. */
const portalParts: Partial<Record<DeclaredResource['name'], PortalParts>> = {
  users,
  persons: pessoas,
  vinculos,
  oportunidades,
  registros: registrosPortal,
  comissoes: { listActions: <PayLoteButton /> },
};

/** The props of every <Resource>, in registry order. */
export const resources: ResourceProps[] = [
  ...registry.map((declaration) => ({
    name: routeName(declaration),
    ...declaredViews(declaration, portalParts[declaration.name as DeclaredResource['name']]),
  })),
  // Not a declaration: the audit trail is written by the server for every resource, only read here.
  auditoria,
];
