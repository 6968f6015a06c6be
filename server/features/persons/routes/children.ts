// The four routes of a list a person owns, derived from its declaration (common/resources/persons/):
// GET and POST /{person_id}/<segment>, PUT and DELETE /<segment>/{id}. They follow the person's access
// rules (persons.read / persons.edit) and its scope. Every write answers the row; DELETE the row removed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../../../common/resources/apiValues';
import { idParams } from '../../../resource/crud';
import type { ChildKind, ChildValues } from '../children/kind';
import { createChild, deleteChild, listChildren, updateChild } from '../children/store';
import { auditFullBankRead } from '../reveal';

const tags = ['persons'];

export function childRoutes(kind: ChildKind): FastifyPluginAsyncZod {
  const { parent, segment, schemas, texts } = kind;
  const parentParams = idParams(parent.idParam);
  const params = idParams(kind.idParam);
  const parentId = (values: Record<string, number>) => values[parent.idParam];
  const childId = (values: Record<string, number>) => values[kind.idParam];
  const summary = (text: string) => ({ summary: text, tags });
  return async (app) => {
    app.get(
      `/:${parent.idParam}/${segment}`,
      {
        config: { access: 'persons.read' },
        schema: { ...summary(`Lista ${texts.plural}`), params: parentParams, response: { 200: pageOf(schemas.row) } },
      },
      async (request) => {
        const list = await listChildren(app.db, app.dataKeys, request.user, kind, parentId(request.params));
        await auditFullBankRead(app.db, request, parentId(request.params), kind.protectedFields ? list.data : []);
        return list;
      },
    );

    app.post(
      `/:${parent.idParam}/${segment}`,
      {
        config: { access: 'persons.edit' },
        schema: {
          ...summary(`Adiciona a ${texts.plural} da pessoa`),
          params: parentParams,
          body: schemas.create,
          response: { 201: schemas.row },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createChild(app.db, app.dataKeys, request.user, kind, parentId(request.params), request.body as ChildValues)),
    );

    app.put(
      `/${segment}/:${kind.idParam}`,
      {
        config: { access: 'persons.edit' },
        schema: { ...summary(`Altera um item de ${texts.plural}`), params, body: schemas.update, response: { 200: schemas.row } },
      },
      async (request) => updateChild(app.db, app.dataKeys, request.user, kind, childId(request.params), request.body as ChildValues),
    );

    app.delete(
      `/${segment}/:${kind.idParam}`,
      {
        config: { access: 'persons.edit' },
        schema: { ...summary(`Exclui um item de ${texts.plural}`), params, response: { 200: schemas.row } },
      },
      async (request) => deleteChild(app.db, app.dataKeys, request.user, kind, childId(request.params)),
    );
  };
}
