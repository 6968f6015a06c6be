// The <Resource> props of a generated declaration (common/resources/): the kit's list, create, edit and
// show pages (less its `omitPages`) and its record representation; a resource's portal parts
// (src/resources/<name>/) put its own page in place of one of the kit's, or its own cell in a declared
// list column.
import type { ReactElement, ReactNode } from 'react';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceProps } from 'react-admin';
import type { GeneratedDeclaration } from '../../../common/resources';
import type { ResourcePage } from '../../../common/resources/types';
import type { ListCells } from './declaredColumns';

// The generated pages load when first opened, like every other screen of the console.
const ResourceList = lazyScreen(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const ResourceCreate = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceEdit })));
const ResourceShow = lazyScreen(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow })));

/** What a generated resource's portal has of its own, beside its declaration (src/resources/index.tsx). */
export type PortalParts = {
  /** Its own pages in place of the kit's (a bespoke form, a detail page with actions); lazy like the kit's. */
  pages?: Partial<Record<ResourcePage, ReactElement>>;
  /** Its own cells for some declared list columns, by field (a state's badge with the days it has left). */
  cells?: ListCells;
  /** Buttons beside the list's 'Exportar' and add button (they read the list's filter from its context). */
  listActions?: ReactNode;
};

export function generatedViews(declaration: GeneratedDeclaration, parts: PortalParts = {}): Omit<ResourceProps, 'name'> {
  const pages = {
    list: <ResourceList declaration={declaration} cells={parts.cells} actions={parts.listActions} />,
    create: <ResourceCreate declaration={declaration} />,
    edit: <ResourceEdit declaration={declaration} />,
    show: <ResourceShow declaration={declaration} />,
    ...parts.pages,
  };
  // A page the declaration leaves out is not registered: react-admin then offers no link to it.
  for (const page of declaration.omitPages ?? []) delete pages[page];
  return { ...pages, recordRepresentation: declaration.representation };
}
