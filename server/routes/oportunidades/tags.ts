// Tags: the catalogue (GET/POST /tags, DELETE /tags/{tag_id} for staff), an opportunity's tags
// (GET /{id}/tags, POST and DELETE /{id}/tags/{tag_id}) and the opportunities carrying a tag.
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsText, listRows, pageQuery } from '../../crud';
import { tags } from '../../db/schema';
import { sortOrder, sortQuery } from '../../listSort';
import { findOportunidade } from '../../oportunidades/access';
import { taggedWith } from '../../oportunidades/filters';
import { listOportunidades } from '../../oportunidades/list';
import { attachTag, createTag, deleteTag, detachTag, findTag, tagBody, tagsOf } from '../../oportunidades/tags';
import { oportunidadeParams, oportunidadeTagParams, tagParams } from './params';

const tagSortColumns = { name: tags.name, created_at: tags.created_at };

const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    {
      config: { access: 'tags.list' },
      schema: {
        querystring: pageQuery.extend(sortQuery(tagSortColumns).shape).extend({ query: z.string().trim().max(100).optional() }),
      },
    },
    async (request) => {
      const { query, sort, order, ...page } = request.query;
      return listRows(app.db, tags, {
        where: query ? containsText([tags.name], query) : undefined,
        orderBy: sortOrder(tagSortColumns, { sort, order }, tags.id, [asc(tags.name), asc(tags.id)]),
        page,
      });
    },
  );

  app.post('/tags', { config: { access: 'tags.create' }, schema: { body: tagBody } }, async (request, reply) =>
    reply.code(201).send(await createTag(app.db, request.body)),
  );

  app.delete('/tags/:tag_id', { config: { access: 'tags.delete' }, schema: { params: tagParams } }, (request) =>
    deleteTag(app.db, request.user, request.params.tag_id),
  );

  app.get(
    '/tags/:tag_id/oportunidades',
    { config: { access: 'oportunidades.list' }, schema: { params: tagParams, querystring: pageQuery } },
    async (request) => {
      await findTag(app.db, request.params.tag_id);
      return listOportunidades(app.db, request.user, { where: taggedWith(request.params.tag_id), page: request.query });
    },
  );

  app.get(
    '/:oportunidade_id/tags',
    { config: { access: 'oportunidades.read' }, schema: { params: oportunidadeParams } },
    async (request) => {
      await findOportunidade(app.db, request.user, request.params.oportunidade_id);
      return tagsOf(app.db, request.params.oportunidade_id);
    },
  );

  app.post(
    '/:oportunidade_id/tags/:tag_id',
    { config: { access: 'oportunidades.edit' }, schema: { params: oportunidadeTagParams } },
    (request) => attachTag(app.db, request.user, request.params.oportunidade_id, request.params.tag_id),
  );

  app.delete(
    '/:oportunidade_id/tags/:tag_id',
    { config: { access: 'oportunidades.edit' }, schema: { params: oportunidadeTagParams } },
    (request) => detachTag(app.db, request.user, request.params.oportunidade_id, request.params.tag_id),
  );
};

export default tagRoutes;
