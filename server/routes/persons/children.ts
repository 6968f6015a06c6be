// The four routes of a list a person owns, for any kind (addresses, contacts, bank accounts):
// GET and POST /{person_id}/<segment>, PUT and DELETE /<segment>/{id}. They follow the person's access
// rules (persons.read / persons.edit) and its scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../crud';
import type { ChildKind } from '../../persons/children/kind';
import { createChild, deleteChild, listChildren, updateChild } from '../../persons/children/store';

const personParams = idParams('person_id');
const tags = ['persons'];

export function childRoutes(kind: ChildKind): FastifyPluginAsyncZod {
  const params = idParams(kind.idParam);
  const childId = (values: Record<string, number>) => values[kind.idParam];
  const summary = (text: string) => ({ summary: text, tags });
  return async (app) => {
    app.get(
      `/:person_id/${kind.segment}`,
      { config: { access: 'persons.read' }, schema: { ...summary(`Lista ${kind.label}`), params: personParams } },
      async (request) => listChildren(app.db, request.user, kind, request.params.person_id),
    );

    app.post(
      `/:person_id/${kind.segment}`,
      {
        config: { access: 'persons.edit' },
        schema: { ...summary(`Adiciona a ${kind.label} da pessoa`), params: personParams, body: kind.fields },
      },
      async (request, reply) =>
        reply.code(201).send(await createChild(app.db, request.user, kind, request.params.person_id, request.body)),
    );

    app.put(
      `/${kind.segment}/:${kind.idParam}`,
      {
        config: { access: 'persons.edit' },
        schema: { ...summary(`Altera um item de ${kind.label}`), params, body: kind.fields.partial() },
      },
      async (request) => updateChild(app.db, request.user, kind, childId(request.params), request.body),
    );

    app.delete(
      `/${kind.segment}/:${kind.idParam}`,
      { config: { access: 'persons.edit' }, schema: { ...summary(`Exclui um item de ${kind.label}`), params } },
      async (request) => deleteChild(app.db, request.user, kind, childId(request.params)),
    );
  };
}
