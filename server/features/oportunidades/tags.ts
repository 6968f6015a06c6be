// An opportunity's tags: its links to the shared catalogue, the kit's (server/resource/links.ts): GET
// /{id}/tags, POST and DELETE /{id}/tags/{tag_id}, each answering the tags it carries afterwards. Attaching
// and detaching a tag (here, in bulk or by an import) are recorded in the opportunity's history (deleting
// one, in each opportunity's that carried it: server/features/tags/routes.ts).
import { oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { tags as tagDeclaration } from '../../../common/resources/tags';
import { oportunidadeScope } from '../../platform/auth/scope';
import { oportunidades, oportunidadeTags, tags } from '../../platform/db/schema';
import { rowLinks } from '../../resource/links';
import { recordHistory } from './history';

export const oportunidadeTagLinks = rowLinks({
  row: { declaration: oportunidadeDeclaration, table: oportunidades, scope: oportunidadeScope },
  target: { declaration: tagDeclaration, table: tags },
  links: { table: oportunidadeTags, row: oportunidadeTags.oportunidade_id, target: oportunidadeTags.tag_id },
  notLinked: 'Esta oportunidade não tem esta tag',
  changed: ({ tx, user }, oportunidadeId, tag, change) =>
    recordHistory(tx, oportunidadeId, user.id, [
      { field: 'tag', old_value: change === 'removed' ? tag.name : null, new_value: change === 'added' ? tag.name : null },
    ]),
  summaries: { list: 'As tags da oportunidade', add: 'Aplica uma tag à oportunidade', remove: 'Retira uma tag da oportunidade' },
});

/** A tag of the catalogue, else its 404; the opportunities carrying one (a condition on their table). */
export const { findTarget: findTag, linkedWith: taggedWith } = oportunidadeTagLinks;
