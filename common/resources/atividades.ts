// Atividades: the work on an opportunity or a person, logged by hand: notes, calls, meetings, tasks and
// e-mails. A task has a due time and a responsável (the caller unless another user is named), and is
// completed (the server stamps concluida_em). An 'interna' activity is the staff's: an external user
// never sees it. External users reach the activities of the opportunities and persons of their circle
// (server part: server/features/atividades/parts.ts). The kit serves the routes and the list screen; the
// opportunity and person pages show them in their timeline, the home page the caller's open tasks.
import { z } from 'zod';
import { AtividadeTipo, atividadeTipoChoices } from '../enums';
import { openTo } from './access';
import { apiTimestamp, authorship, idRow, nullableText } from './apiValues';
import { presets } from './fieldPresets';
import { optionalText, requiredText } from './fieldSchemas';
import { recordId } from './requestValues';
import { atLeastOneOf, requiredWhen } from './rules';
import { noMatches } from './texts';
import { defineResource } from './types';

const TITULO_MAX = 200;
const DESCRICAO_MAX = 5000;
export const ATIVIDADE_NOT_FOUND = 'Atividade não encontrada';
export const ATIVIDADE_SEM_ALVO = 'Informe a oportunidade ou a pessoa';
export const TAREFA_SEM_VENCIMENTO = 'Informe quando a tarefa vence';

const tipoCodes = atividadeTipoChoices.map(({ id }) => id);
const tipo = z.coerce
  .number({ error: 'Tipo é obrigatório' })
  .int()
  .refine((code) => (tipoCodes as number[]).includes(code), { message: `Tipo inválido. Use um destes: ${tipoCodes.join(', ')}.` });
const titulo = requiredText(TITULO_MAX, 'Título é obrigatório');
const descricao = optionalText(DESCRICAO_MAX);
/** An optional link to a row; null (or blank, from a form) clears it. */
const link = z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional());
/** An instant with its offset (the form sends its ISO text), read as a Date; null or blank clears it. */
const instant = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso
    .datetime({ offset: true, error: 'Data e hora inválidas' })
    .transform((text) => new Date(text))
    .nullable()
    .optional(),
);
const flag = (label: string) => z.boolean({ error: `${label} deve ser verdadeiro ou falso` });
/** A query-string date or instant: a bare day is read as that day in Brasília (UTC-3, no daylight saving). */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Use aaaa-mm-dd ou data e hora ISO 8601' });
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const row = idRow({
  tipo: z.number().int(),
  titulo: z.string(),
  descricao: nullableText,
  oportunidade_id: z.number().int().nullable(),
  pessoa_id: z.number().int().nullable(),
  responsavel_id: z.number().int().nullable(),
  vence_em: apiTimestamp.nullable(),
  concluida: z.boolean(),
  concluida_em: apiTimestamp.nullable(),
  interna: z.boolean(),
  ...authorship,
});

type Values = z.infer<typeof row>;

export const atividades = defineResource({
  name: 'atividades',
  representation: 'titulo',
  defaultOrder: { field: 'vence_em', direction: 'asc', then: ['created_at'] },
  rowScope: { owned: "the activities of an external user's opportunities and persons, never the internal ones" },
  fields: {
    tipo: presets.enum('Tipo', atividadeTipoChoices, { sortable: true }),
    titulo: presets.name('Título'),
    descricao: { ...presets.description(), column: false },
    oportunidade_id: presets.reference('Oportunidade', 'oportunidades', { column: false }),
    pessoa_id: presets.reference('Pessoa', 'pessoas', { column: false }),
    responsavel_id: presets.reference('Responsável', 'users'),
    vence_em: presets.dateTime('Vence em', { readOnly: false }),
    concluida: {
      ...presets.active('Concluída', { on: 'Concluída', off: 'Aberta', feminine: true }),
      activeFlag: false,
      defaultValue: false,
    },
    concluida_em: presets.dateTime('Concluída em', { column: false }),
    interna: presets.active('Interna', { on: 'Interna', off: 'Visível ao parceiro', feminine: true }, {
      activeFlag: false,
      defaultValue: false,
      column: false,
      filter: false,
    }),
    created_at: presets.dateTime('Criada em', { column: false }),
  },
  schemas: {
    row,
    create: z.object({
      tipo,
      titulo,
      descricao,
      oportunidade_id: link,
      pessoa_id: link,
      responsavel_id: link,
      vence_em: instant,
      concluida: flag('Concluída').default(false),
      interna: flag('Interna').default(false),
    }),
    update: z.object({
      tipo: tipo.optional(),
      titulo: titulo.optional(),
      descricao,
      oportunidade_id: link,
      pessoa_id: link,
      responsavel_id: link,
      vence_em: instant,
      concluida: flag('Concluída').optional(),
      interna: flag('Interna').optional(),
    }),
    filters: z.object({
      oportunidade_id: recordId.optional(),
      pessoa_id: recordId.optional(),
      responsavel_id: recordId.optional(),
      /** Only the caller's (as responsável). */
      mine: queryFlag.optional(),
      tipo: tipo.optional(),
      concluida: queryFlag.optional(),
      /** Open tasks due before now. */
      vencidas: queryFlag.optional(),
      vence_de: dayOrInstant.optional(),
      vence_ate: dayOrInstant.optional(),
    }),
  },
  listFilters: {
    mine: { label: 'Minhas', kind: 'switch' },
    vencidas: { label: 'Vencidas', kind: 'switch' },
    vence_de: { label: 'Vence de', kind: 'day' },
    vence_ate: { label: 'Vence até', kind: 'day' },
  },
  rules: [
    atLeastOneOf<Values>(['oportunidade_id', 'pessoa_id'], ATIVIDADE_SEM_ALVO),
    requiredWhen<Values>('vence_em', ['tipo'], (values) => Number(values.tipo) === AtividadeTipo.Tarefa, TAREFA_SEM_VENCIMENTO),
  ],
  /** Whoever reaches the opportunity or person logs, completes and removes its activities. */
  access: openTo('authenticated', ['list', 'read', 'create', 'edit', 'delete', 'bulk']),
  bulk: {
    one: 'atividade',
    feminine: true,
    set: {
      complete: { label: 'Concluir', values: { concluida: true } },
      reassign: { label: 'Reatribuir', field: 'responsavel_id' },
    },
  },
  menu: { icon: 'work', section: 'work' },
  texts: {
    title: 'Atividades',
    noun: 'atividades',
    createTitle: 'Nova Atividade',
    editTitle: 'Editar Atividade',
    searchPlaceholder: 'Buscar por título ou descrição...',
    empty: { title: 'Nenhuma atividade registrada', text: 'Registre uma nota, ligação, reunião, tarefa ou e-mail' },
    emptyFiltered: noMatches('Nenhuma atividade encontrada'),
    notFound: ATIVIDADE_NOT_FOUND,
    /** An activity's 'Excluir' in its record's card. */
    deletion: {
      title: 'Excluir atividade',
      confirm: (atividade: { titulo: string }) => `Tem certeza de que deseja excluir "${atividade.titulo}"? Esta ação não pode ser desfeita.`,
      done: 'Atividade excluída.',
    },
  },
});

export type AtividadeRow = Values;
