// What the portal asks the policy (common/policy.ts) when react-admin asks canAccess({resource, action}):
// the react-admin resource as the policy's resource (its path table says which), and react-admin's
// action names as the policy's. The authProvider loads this module on the console's first question; the
// component tests' signed-in user asks it too, so both obey the same table.
import { canAccess, type Actor } from '../../common/policy';
import { resourceRoutes } from '../dataProvider/paths';

const policyAction: Record<string, string> = { show: 'read', export: 'list', clone: 'create' };

export function canAccessResource(user: Actor, resource: string, action: string): boolean {
  const route = resourceRoutes[resource];
  const raAction = policyAction[action] ?? action;
  return canAccess(user, route?.policy ?? resource, route?.policyActions?.[raAction] ?? raAction);
}
