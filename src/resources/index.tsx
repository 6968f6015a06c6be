// The portal's <Resource>s, one per declaration in common/resources/: the kit's generated views, or the
// resource's own screens (the SPEC's bespoke pages), named here. A declaration without screens (tags and
// anexos: every kit page omitted) is still registered, so react-admin knows its name for references.
import type { ResourceProps } from 'react-admin';
import { registry, routeName, type DeclaredResource, type ResourceDeclaration } from '../../common/resources';
import { auditoria } from './auditoria';
import { PayLoteButton } from './comissoes/PayLoteButton';
import { generatedViews, type PortalParts } from './kit/resourceViews';
import oportunidades from './oportunidades';
import pessoas from './pessoas';
import { registrosPortal } from './registros';
import users from './users';
import vinculos from './vinculos';

type CustomName = Extract<DeclaredResource, { kind: 'custom' }>['name'];
type GeneratedName = Extract<DeclaredResource, { kind: 'generated' }>['name'];

/** The named overrides: each custom resource's own screens. */
const customViews: Record<CustomName, Omit<ResourceProps, 'name'>> = {
  users,
  persons: pessoas,
  vinculos,
  oportunidades,
};

/** A generated resource's own pages, list columns and list buttons (src/resources/kit/resourceViews.tsx). */
const portalParts: Partial<Record<GeneratedName, PortalParts>> = {
  registros: registrosPortal,
  comissoes: { listActions: <PayLoteButton /> },
};

const viewsOf = (declaration: ResourceDeclaration) =>
  declaration.kind === 'generated'
    ? generatedViews(declaration, portalParts[declaration.name as GeneratedName])
    : customViews[declaration.name as CustomName];

/** The props of every <Resource>, in registry order. */
export const resources: ResourceProps[] = [
  ...registry.map((declaration) => ({
    name: routeName(declaration),
    ...viewsOf(declaration),
  })),
  // Not a declaration: the audit trail is written by the server for every resource, only read here.
  auditoria,
];
