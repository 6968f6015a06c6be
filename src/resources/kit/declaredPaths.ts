// The dataProvider paths of the declared resources (common/resources/); a `manage` permission guards the
// screen's list.
import { registry } from '../../../common/resources';
import type { ResourceRoute } from '../../dataProvider/paths';

export const declaredPaths: Record<string, ResourceRoute> = Object.fromEntries(
  registry.map((declaration) => [
    declaration.name,
    { path: declaration.apiPath, ...(declaration.access.manage ? { policyActions: { list: 'manage' } } : {}) },
  ]),
);
