// The <Resource> props of a generated declaration (common/resources/): the kit's list, create, edit and
// show pages (less its `omitPages`) and its record representation.
import { lazyScreen } from '../../layout/lazyScreen';
import type { ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import type { GeneratedDeclaration } from '../../../common/resources';

// The generated pages load when first opened, like every other screen of the console.
const ResourceList = lazyScreen(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const ResourceCreate = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceEdit })));
const ResourceShow = lazyScreen(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow })));

/** What a generated resource adds to the kit's pages, as named overrides (src/resources/index.tsx). */
export type GeneratedOverrides = {
  /** Buttons beside the list's 'Exportar' and add button (they read the list's filter from its context). */
  listActions?: ReactNode;
};

export function generatedViews(declaration: GeneratedDeclaration, overrides: GeneratedOverrides = {}): Omit<ResourceProps, 'name'> {
  const pages = {
    list: <ResourceList declaration={declaration} actions={overrides.listActions} />,
    create: <ResourceCreate declaration={declaration} />,
    edit: <ResourceEdit declaration={declaration} />,
    show: <ResourceShow declaration={declaration} />,
  };
  // A page the declaration leaves out is not registered: react-admin then offers no link to it.
  for (const page of declaration.omitPages ?? []) delete pages[page];
  return { ...pages, recordRepresentation: declaration.representation };
}
