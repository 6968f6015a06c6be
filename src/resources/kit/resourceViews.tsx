// What the registry of declared resources (common/resources/) gives the portal: each one's <Resource>
// props and its menu entry (its dataProvider path: src/dataProvider/paths.ts).
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazy } from 'react';
import { Menu, useCanAccess, type ResourceProps } from 'react-admin';
import { registry, type ResourceDeclaration } from '../../../common/resources';

// The generated pages load when first opened, like every other screen of the console.
const ResourceList = lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const ResourceCreate = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceEdit })));

/** The <Resource> of a declaration: list, create and edit pages and its record representation. */
export const resourceProps = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.name,
  list: <ResourceList declaration={declaration} />,
  create: <ResourceCreate declaration={declaration} />,
  edit: <ResourceEdit declaration={declaration} />,
  recordRepresentation: declaration.representation,
});

function DeclaredMenuItem({ declaration }: { declaration: ResourceDeclaration }) {
  const { canAccess } = useCanAccess({ resource: declaration.name, action: 'list' });
  return canAccess ? (
    <Menu.Item to={`/${declaration.name}`} primaryText={declaration.texts.title} leftIcon={<CategoryOutlined />} />
  ) : null;
}

/** The menu entries of the declared resources, each shown only to whom its screen is open. */
export const DeclaredMenuItems = () =>
  registry.map((declaration) => (
    <DeclaredMenuItem key={declaration.name} declaration={declaration} />
  ));
