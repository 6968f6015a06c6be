// Tags: the labels opportunities carry (name and colour). Users create them from an opportunity; staff
// delete them.
import { defineCustomResource } from './types';

export const tags = defineCustomResource({
  name: 'tags',
  apiPath: 'oportunidades/tags',
  idParam: 'tag_id',
  representation: 'name',
  fields: {},
  access: { list: 'authenticated', create: 'authenticated', delete: 'staff' },
  texts: { title: 'Tags' },
});
