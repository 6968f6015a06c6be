// What the registry of declared resources (common/resources/) gives the portal: each one's <Resource>
// props, its dataProvider path and its menu entry.
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { Menu, useCanAccess, type ResourceProps } from 'react-admin';
import { registry, type ResourceDeclaration } from '../../../common/resources';
import type { ResourceRoute } from '../../dataProvider/paths';
import { ResourceCreate, ResourceEdit } from './ResourceForm';
import { ResourceList } from './ResourceList';

/** The <Resource> of a declaration: list, create and edit pages and its record representation. */
export const resourceProps = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.name,
  list: <ResourceList declaration={declaration} />,
  create: <ResourceCreate declaration={declaration} />,
  edit: <ResourceEdit declaration={declaration} />,
  recordRepresentation: declaration.representation,
});

/** The dataProvider paths of the declared resources; a `manage` permission guards the screen's list. */
export const declaredPaths: Record<string, ResourceRoute> = Object.fromEntries(
  registry.map((declaration) => [
    declaration.name,
    { path: declaration.apiPath, ...(declaration.access.manage ? { policyActions: { list: 'manage' } } : {}) },
  ]),
);

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
