// Teses: the catalogue of tax theses an opportunity is about. Administrators add them as case law
// changes and deactivate the ones no longer offered; a thesis in use cannot be deleted.
import { z } from 'zod';
import { nullableText } from './apiValues';
import { presets } from './fieldPresets';
import { defineResource } from './types';
import { noMatches } from './texts';

const NAME_MAX = 200;
const DESCRICAO_MAX = 2000;

const name = z
  .string({ error: 'Nome da tese é obrigatório' })
  .trim()
  .min(1, 'Nome da tese é obrigatório')
  .max(NAME_MAX, `Nome da tese deve ter no máximo ${NAME_MAX} caracteres`);
/** Absent leaves it as it is; blank clears it. */
const descricao = z
  .string()
  .trim()
  .max(DESCRICAO_MAX, `Descrição deve ter no máximo ${DESCRICAO_MAX} caracteres`)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));
const ativa = z.boolean({ error: 'Ativa deve ser verdadeiro ou falso' });

export const teses = defineResource({
  name: 'teses',
  table: 'theses',
  representation: 'name',
  rowScope: { shared: 'the thesis catalogue, shared by every user' },
  fields: {
    name: presets.name(),
    descricao: presets.description(),
    ativa: presets.active('Ativa', { on: 'Ativa', off: 'Inativa', feminine: true }),
  },
  schemas: {
    row: z.object({ id: z.number().int(), name: z.string(), descricao: nullableText, ativa: z.boolean() }),
    create: z.object({ name, descricao, ativa: ativa.default(true) }),
    update: z.object({ name: name.optional(), descricao, ativa: ativa.optional() }),
    filters: z.object({ ativa: z.enum(['true', 'false']).transform((value) => value === 'true').optional() }),
  },
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'admins',
    edit: 'admins',
    delete: 'admins',
    bulk: 'admins',
    manage: 'admins',
  },
  importKey: 'name',
  bulk: { one: 'tese', feminine: true },
  menu: { icon: 'catalogue', section: 'admin' },
  texts: {
    title: 'Teses',
    noun: 'teses',
    createTitle: 'Nova Tese',
    editTitle: 'Editar Tese',
    searchPlaceholder: 'Buscar por nome ou descrição...',
    empty: { title: 'Nenhuma tese cadastrada', text: 'Adicione uma nova tese' },
    emptyFiltered: noMatches('Nenhuma tese encontrada'),
    notFound: 'Tese não encontrada',
    duplicate: 'Já existe uma tese com este nome.',
    inUse: 'Esta tese é usada por oportunidades e não pode ser excluída. Desative-a em vez disso.',
  },
});
