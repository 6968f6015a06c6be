// What /api/docs says of a declared resource's routes: every one, the generated ones and a server part's
// `extra`, is filed under the resource's name, and each generated one is summed up from the declaration's
// own texts, so no route repeats either (a route that words its own keeps it).
import type { onRouteHookHandler } from 'fastify';
import type { ResourceDeclaration } from '../../common/resources';

/** The onRoute hook that files a resource's routes under its name (its OpenAPI tag). */
export const filedUnder =
  (declaration: Pick<ResourceDeclaration, 'name'>): onRouteHookHandler =>
  (route) => {
    route.schema = { ...route.schema, tags: route.schema?.tags ?? [declaration.name] };
  };

/** The summaries of the generated single-row and list routes, in the declaration's words ('Nova tese'). */
export function generatedSummaries(declaration: Pick<ResourceDeclaration, 'texts'>) {
  const { title, createTitle, editTitle } = declaration.texts;
  return {
    list: `${title}: lista`,
    read: `${title}: um registro`,
    create: createTitle ?? `${title}: inclusão`,
    edit: editTitle ?? `${title}: alteração`,
    delete: `${title}: exclusão`,
  };
}
