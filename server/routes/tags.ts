// The tag catalogue, mounted at its declared path /oportunidades/tags (common/resources/tags.ts):
// GET and POST /, DELETE /{tag_id} (staff) and GET /{tag_id}/oportunidades, the opportunities carrying it.
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../common/resources/apiValues';
import { oportunidadePage } from '../../common/resources/oportunidades';
import { tags as tagDeclaration } from '../../common/resources/tags';
import { containsText, listRows, pageQuery } from '../crud';
import { tags } from '../db/schema';
import { sortOrder, sortQuery } from '../listSort';
import { taggedWith } from '../oportunidades/filters';
import { listOportunidades } from '../oportunidades/list';
import { createTag, deleteTag, findTag } from '../oportunidades/tags';
import { declaredColumns } from '../resources/declaredColumns';
import { tagParams } from './oportunidades/params';

const tagSortColumns = declaredColumns(tagDeclaration.fields, tags, 'sortable');

const listQuery = pageQuery
  .extend(sortQuery(tagSortColumns).shape)
  .extend({ query: z.string().trim().max(100).optional() });

const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'tags.list' }, schema: { querystring: listQuery, response: { 200: pageOf(tagDeclaration.schemas.row) } } },
    async (request) => {
      const { query, sort, order, ...page } = request.query;
      return listRows(app.db, tags, {
        where: query ? containsText([tags.name], query) : undefined,
        orderBy: sortOrder(tagSortColumns, { sort, order }, tags.id, [asc(tags.name), asc(tags.id)]),
        page,
      });
    },
  );

  app.post(
    '/',
    { config: { access: 'tags.create' }, schema: { body: tagDeclaration.schemas.create, response: { 201: tagDeclaration.schemas.row } } },
    async (request, reply) => reply.code(201).send(await createTag(app.db, request.body)),
  );

  app.delete(
    '/:tag_id',
    { config: { access: 'tags.delete' }, schema: { params: tagParams, response: { 200: tagDeclaration.schemas.row } } },
    (request) => deleteTag(app.db, request.user, request.params.tag_id),
  );

  app.get(
    '/:tag_id/oportunidades',
    {
      config: { access: 'oportunidades.list' },
      schema: { params: tagParams, querystring: pageQuery, response: { 200: oportunidadePage } },
    },
    async (request) => {
      await findTag(app.db, request.params.tag_id);
      return listOportunidades(app.db, request.user, { where: taggedWith(request.params.tag_id), page: request.query });
    },
  );
};

export default tagRoutes;
