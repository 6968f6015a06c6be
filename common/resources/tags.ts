// Tags: the labels opportunities carry (name and colour). Users create them from an opportunity (the
// kit's form dialog, declared below); staff delete them. The catalogue lives at /oportunidades/tags, served by the kit (list, create, delete; no
// read or edit of one tag, no pages of its own: the opportunity screens show and pick tags); deleting a
// tag records its removal in each opportunity's history (server part: server/features/tags/routes.ts). An
// opportunity's own tags are routes of the opportunities (/oportunidades/{id}/tags).
import { z } from 'zod';
import { TAG_COLORS, type TagColor } from '../enums';
import { apiTimestamp } from './apiValues';
import { defineResource } from './types';

export const TAG_NAME_MAX = 50;
export const TAG_NAME_REQUIRED = 'Nome da tag é obrigatório';
export const TAG_NOT_FOUND = 'Tag não encontrada';
const TAG_DUPLICATE = 'Já existe uma tag com este nome.';

/** Each colour's name in Portuguese. */
export const tagColorLabels: Record<TagColor, string> = {
  blue: 'Azul',
  green: 'Verde',
  red: 'Vermelho',
  purple: 'Roxo',
  orange: 'Laranja',
  teal: 'Verde-azulado',
  pink: 'Rosa',
  yellow: 'Amarelo',
};

const row = z.object({ id: z.number().int(), name: z.string(), color: z.string(), created_at: apiTimestamp });

export const tags = defineResource({
  name: 'tags',
  apiPath: 'oportunidades/tags',
  representation: 'name',
  rowScope: { shared: 'the tag catalogue, shared by every user (not person/opportunity rows)' },
  omitRoutes: ['read', 'edit'],
  omitPages: ['list', 'create', 'edit', 'show'],
  fields: {
    name: { label: 'Nome da tag', input: 'text', sortable: true, searchable: true },
    color: { label: 'Cor', input: 'enum', choices: TAG_COLORS.map((id) => ({ id, name: tagColorLabels[id] })), defaultValue: 'blue' },
    created_at: { label: 'Criada em', input: 'date', sortable: true, readOnly: true },
  },
  schemas: {
    row,
    create: z.object({
      name: z
        .string({ error: TAG_NAME_REQUIRED })
        .trim()
        .min(1, TAG_NAME_REQUIRED)
        .max(TAG_NAME_MAX, `Nome da tag deve ter no máximo ${TAG_NAME_MAX} caracteres`),
      color: z.enum(TAG_COLORS, { error: `Cor inválida. Use uma destas: ${TAG_COLORS.join(', ')}.` }).default('blue'),
    }),
  },
  // Created in the kit's dialog from an opportunity's Tags card, which then adds the new tag to it
  // (src/features/oportunidades/TagsCard.tsx); the colour is picked beside its swatch.
  form: {
    opens: 'dialog',
    /** The colour always holds one (its declared default), so its select offers no blank choice. */
    required: { create: ['name', 'color'] },
    maxLengths: { name: TAG_NAME_MAX },
    inputs: { color: 'tagColor' },
    submitWhen: 'valid',
    submitLabels: { create: 'Criar tag' },
  },
  access: { list: 'authenticated', create: 'authenticated', delete: 'staff' },
  texts: { title: 'Tags', createTitle: 'Nova tag', notFound: TAG_NOT_FOUND, duplicate: TAG_DUPLICATE },
});

/** A tag as an opportunity carries it inline. */
export const tagSummary = row.pick({ id: true, name: true, color: true });
