// The <Resource> props of a generated declaration (common/resources/): the kit's list, create and edit
// pages and its record representation.
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { GeneratedDeclaration } from '../../../common/resources';

// The generated pages load when first opened, like every other screen of the console.
const ResourceList = lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const ResourceCreate = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceEdit })));

export const generatedViews = (declaration: GeneratedDeclaration): Omit<ResourceProps, 'name'> => ({
  list: <ResourceList declaration={declaration} />,
  create: <ResourceCreate declaration={declaration} />,
  edit: <ResourceEdit declaration={declaration} />,
  recordRepresentation: declaration.representation,
});
