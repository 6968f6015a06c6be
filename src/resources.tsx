// The portal's <Resource>s, one per declaration in common/resources/: the kit's views, less the pages a
// declaration omits, with each resource's portal parts (its own pages, cells and buttons) in place, named
// here. A declaration without screens (tags and anexos: every kit page omitted) is still registered, so
// react-admin knows its name for references.
import type { ResourceProps } from 'react-admin';
import { declarations, routeName, type DeclaredResource } from '../common/resources';
import { auditoria } from './features/auditoria';
import { PayLoteButton } from './features/comissoes/PayLoteButton';
import { declaredViews, type PortalParts } from './ui/kit/resourceViews';
import oportunidades from './features/oportunidades';
import pessoas from './features/persons';
import { registrosPortal } from './features/registros';
import users from './features/users';
import vinculos from './features/vinculos';

/** Each resource's portal parts (src/ui/kit/resourceViews.tsx), by resource name. */
const portalParts: Partial<Record<DeclaredResource['name'], PortalParts>> = {
  users,
  persons: pessoas,
  vinculos,
  oportunidades,
  registros: registrosPortal,
  comissoes: { list: { actions: <PayLoteButton /> } },
};

/** The props of every <Resource>, in the declarations' order. */
export const resources: ResourceProps[] = [
  ...declarations.map((declaration) => ({
    name: routeName(declaration),
    ...declaredViews(declaration, portalParts[declaration.name as DeclaredResource['name']]),
  })),
  // Not a declaration: the audit trail is written by the server for every resource, only read here.
  auditoria,
];
