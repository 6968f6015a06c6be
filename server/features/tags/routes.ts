// The server part of the tag catalogue (common/resources/tags.ts), whose list, create and delete the kit
// serves at /oportunidades/tags: deleting a tag records its removal in the history of each opportunity
// that carried it; and GET /{tag_id}/oportunidades, the opportunities carrying it.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadePage } from '../../../common/resources/oportunidades';
import { idParams, pageQuery } from '../../resource/crud';
import { oportunidadeTags } from '../../platform/db/schema';
import { recordHistory } from '../oportunidades/public';
import { taggedWith } from '../oportunidades/public';
import { listOportunidades } from '../oportunidades/public';
import { findTag } from '../oportunidades/public';
import type { ServerParts } from '../../resource/parts';
import { routeOptions } from '../../platform/http/routeOptions';

const taggedOportunidades: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:tag_id/oportunidades',
    routeOptions('oportunidades.list', 'As oportunidades com a tag', {
      params: idParams('tag_id'),
      querystring: pageQuery,
      response: { 200: oportunidadePage },
    }),
    async (request) => {
      await findTag(app.db, request.params.tag_id);
      return listOportunidades(app.db, request.user, { where: taggedWith(request.params.tag_id), page: request.query });
    },
  );
};

export const tagParts: ServerParts = {
  hooks: {
    beforeDelete: async (tag, { tx, user }) => {
      const links = await tx.select().from(oportunidadeTags).where(eq(oportunidadeTags.tag_id, tag.id));
      for (const link of links) {
        await recordHistory(tx, link.oportunidade_id, user.id, [{ field: 'tag', old_value: String(tag.name), new_value: null }]);
      }
    },
  },
  extra: taggedOportunidades,
};
