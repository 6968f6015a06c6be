// Oportunidades: the sales pipeline. Each opportunity is about a client and a tax thesis, moves through
// the stages to won or lost, and carries tags, documents (anexos) and its history.
//
// Money (receita_esperada, honorarios) is exact in the database (numeric) and answered as JSON numbers;
// inputs take a number or a numeric string with up to 2 decimals (common/money.ts).
import { z } from 'zod';
import { day } from '../days';
import { PROBABILITY_RANGE } from '../forecast';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES, PersonRole, ResultStatus, resultStatusChoices } from '../enums';
import { exceeds, honorariosInput, receitaInput } from '../money';
import { openTo } from './access';
import { percentualInput } from './comissoes/values';
import { apiTimestamp, idRow, nullableText, pageOf } from './apiValues';
import { MAX_ID, queryBool, recordId } from './requestValues';
import { requiredWhen } from './rules';
import { tagSummary } from './tags';
import { defineResource } from './types';
import { noMatches } from './texts';

const text = (max: number) => z.string().trim().max(max);
/** Absent leaves it as it is; blank clears it. */
const clearableText = (max: number) => text(max).nullish().transform((v) => (v === undefined ? undefined : v || null));

const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The expected closing day (YYYY-MM-DD); null clears it. */
const closingDay = day.nullish();
/** 0-100, whole; null gives the opportunity back its stage's default (common/forecast.ts). */
const probability = z
  .number({ error: PROBABILITY_RANGE })
  .int(PROBABILITY_RANGE)
  .min(0, PROBABILITY_RANGE)
  .max(100, PROBABILITY_RANGE)
  .nullish();
/** The multipart form's text as a number ('' and absent alike: not given), then the same rule. */
const typedProbability = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
  probability,
);
/** A multipart field arrives as text: blank is "not given". */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A new opportunity's thesis and client, asked by POST and by the import's new rows. */
export const THESIS_REQUIRED = 'Tese é obrigatória';
export const CLIENT_REQUIRED = 'Cliente é obrigatório';

/** POST /oportunidades/: the portal's multipart form, whose fields arrive as text (the files beside them). */
const create = z.object({
  data_prevista_fechamento: z.preprocess(blankAsAbsent, day.optional()),
  probabilidade: typedProbability,
  tese: requiredId(THESIS_REQUIRED),
  cliente_id: requiredId(CLIENT_REQUIRED),
  parceiro_id: recordId.optional(),
  descricao: z.string().max(5000).optional(),
  files_description: z.string().max(2000).optional(),
});

export const TITULO_MAX = 255;
export const TITLE_REQUIRED = 'Título é obrigatório.';
/** Losing an opportunity, or changing why a lost one was lost, needs a reason. */
export const LOSS_REASON_REQUIRED = 'Motivo da perda é obrigatório';
/** The fees of a won opportunity are what was agreed: they no longer change. */
export const FEES_LOCKED = 'Os honorários não podem ser alterados em oportunidades ganhas.';
/** Creating takes the creator's person (the partner when none is chosen): the portal says so before the server. */
export const NO_PERSON = 'Usuário deve estar associado a uma pessoa para criar oportunidades';
/** The partner's share on an opportunity is the company's to set. */
export const COMISSAO_SO_EQUIPE = 'Somente a equipe define a comissão do parceiro.';

/** PUT and PATCH alike: only the fields sent change; unknown keys (a whole react-admin record) are ignored. */
const update = z.object({
  titulo: text(TITULO_MAX).min(1, TITLE_REQUIRED).optional(),
  descricao: clearableText(5000),
  motivo_perda: clearableText(2000),
  estagio: recordId.optional(),
  status_resultado: z.enum(ResultStatus, { error: 'Status de resultado inválido' }).optional(),
  tese: recordId.nullish(),
  honorarios: honorariosInput.nullish(),
  receita_esperada: receitaInput.nullish(),
  cliente_id: recordId.nullish(),
  parceiro_id: recordId.nullish(),
  executivo_vendas_id: recordId.nullish(),
  equipe_parceiro_id: recordId.nullish(),
  data_prevista_fechamento: closingDay,
  probabilidade: probability,
  /** The partner's share of the fees on this opportunity (0-100), over its terms; null follows the terms. Staff only. */
  comissao_percentual: percentualInput.nullish(),
});

const searchText = z.string().trim().max(200).optional();

/**
 * The list filters (the pipeline and the export take the same ones, so the board's columns add up to
 * what the list shows): a tag, a text query over título, descrição and ID externo, the dashboard's
 * 'Minhas', and created/closed day ranges (YYYY-MM-DD, both days included, in the company's time zone).
 */
const filterFields = z.object({
  estagio: recordId.optional(),
  status_resultado: recordId.optional(),
  executivo_vendas_id: recordId.optional(),
  parceiro_id: recordId.optional(),
  cliente_id: recordId.optional(),
  tag_id: recordId.optional(),
  receita_min: receitaInput.optional(),
  receita_max: receitaInput.optional(),
  /** Only the caller's own ('Minhas oportunidades'). */
  mine: queryBool.optional(),
  criado_de: day.optional(),
  criado_ate: day.optional(),
  /** Won or lost from/until that day (closed_at). */
  fechado_de: day.optional(),
  fechado_ate: day.optional(),
  /** Expected to close from/until that day (data_prevista_fechamento). */
  fechamento_de: day.optional(),
  fechamento_ate: day.optional(),
  /** The portal's list sends `query`; /search takes `q`. Both work on both. */
  q: searchText,
  query: searchText,
});
export type OportunidadeFilters = z.infer<typeof filterFields>;

/** A day range (created, closed) whose end comes before its start. */
export const INVERTED_DAYS = 'A data final deve ser igual ou posterior à data inicial.';
/** An expected-revenue range whose maximum is below its minimum. */
export const INVERTED_AMOUNTS = 'O valor máximo deve ser maior ou igual ao valor mínimo.';

type Range = {
  start: keyof OportunidadeFilters;
  end: keyof OportunidadeFilters;
  /** Whether `end` comes before `start`; both are parsed values. */
  inverted: (end: string, start: string) => boolean;
  message: string;
};

/** Days are YYYY-MM-DD, which order as text; amounts are normalised decimals (common/money.ts). */
const RANGES: readonly Range[] = [
  { start: 'criado_de', end: 'criado_ate', inverted: (end, start) => end < start, message: INVERTED_DAYS },
  { start: 'fechado_de', end: 'fechado_ate', inverted: (end, start) => end < start, message: INVERTED_DAYS },
  { start: 'fechamento_de', end: 'fechamento_ate', inverted: (end, start) => end < start, message: INVERTED_DAYS },
  { start: 'receita_min', end: 'receita_max', inverted: (end, start) => exceeds(start, end), message: INVERTED_AMOUNTS },
];

/**
 * A range whose end comes before its start matches nothing, and an empty list would read as "no such
 * opportunity": it is a 422 naming the range's end instead. Extending the filters keeps this check.
 */
const filters = filterFields.superRefine((values, ctx) => {
  for (const { start, end, inverted, message } of RANGES) {
    const [from, to] = [values[start], values[end]];
    if (typeof from === 'string' && typeof to === 'string' && inverted(to, from)) {
      ctx.addIssue({ code: 'custom', path: [end], message });
    }
  }
});

const optionalId = z.number().int().nullable();

/** An opportunity as the API answers it: the row, money as numbers, its tags and the names of its client, partner and executive. */
const row = idRow({
  titulo: z.string(),
  descricao: nullableText,
  cliente_id: optionalId,
  parceiro_id: optionalId,
  executivo_vendas_id: optionalId,
  equipe_parceiro_id: optionalId,
  /** The thesis (GET /oportunidades/enums/teses) and the stage (/enums/estagios). */
  tese: optionalId,
  estagio: z.number().int(),
  honorarios: z.number().nullable(),
  receita_esperada: z.number().nullable(),
  /** The partner's share of the fees here (0-100), over its terms; null: the terms'. */
  comissao_percentual: z.number().nullable(),
  status_resultado: z.number().int(),
  motivo_perda: nullableText,
  odoo_id: optionalId,
  id_externo: nullableText,
  created_by_id: optionalId,
  created_at: apiTimestamp,
  updated_at: apiTimestamp,
  /** When it was won or lost; null while open. */
  closed_at: apiTimestamp.nullable(),
  /** The expected closing day, YYYY-MM-DD. */
  data_prevista_fechamento: z.string().nullable(),
  /** The effective probability (0-100): the opportunity's own, else its stage's default. */
  probabilidade: z.number().int(),
  /** Whether `probabilidade` is the opportunity's own (false: its stage's default, which follows the stage). */
  probabilidade_propria: z.boolean(),
  tags: z.array(tagSummary),
  /** Sent along so a partner can read the name of a client it may not otherwise open. */
  cliente_nome: nullableText,
  parceiro_nome: nullableText,
  /** The sales executive's full name (else email): a partner may not list users. */
  executivo_nome: nullableText,
});

/** A client or partner named by a person the user does not reach with that role. */
export const CLIENT_NOT_FOUND = 'Cliente não encontrado';
export const PARTNER_NOT_FOUND = 'Parceiro não encontrado';
/** Tags share one cell of the export and the import, separated like this. */
export const TAG_SEPARATOR = '; ';
/** An imported client or partner named by a name two persons share. */
const AMBIGUOUS_NAME = 'Há mais de uma pessoa com este nome: corrija na pessoa ou no arquivo';

/** The 404 of an opportunity that does not exist or is outside the caller's row scope. */
export const OPORTUNIDADE_NOT_FOUND = 'Oportunidade não encontrada';

export const oportunidades = defineResource({
  name: 'oportunidades',
  apiPath: 'oportunidades',
  representation: 'titulo',
  /** Newest first; the list's deep pages jump to the day they fall in (server/features/oportunidades/list.ts). */
  defaultOrder: { field: 'created_at', direction: 'desc' },
  /** The request and answer schemas; the server's routes validate and serialise through them. */
  schemas: { row, create, update, filters },
  fields: {
    id: { label: 'ID', input: 'number', readOnly: true, exported: true },
    titulo: { label: 'Título', input: 'text', column: true, sortable: true, searchable: true, exported: true },
    /** Filtered by a person search (listFilters), as the partner. */
    /** Imported by the person's name, one with a client's (or partner's) role. */
    cliente_id: {
      label: 'Cliente',
      input: 'reference',
      reference: 'pessoas',
      column: true,
      exported: true,
      importByName: { where: { role: CLIENT_PERSON_ROLES }, ambiguous: AMBIGUOUS_NAME },
      noMatch: CLIENT_NOT_FOUND,
    },
    parceiro_id: {
      label: 'Parceiro',
      input: 'reference',
      reference: 'pessoas',
      column: 'optional',
      display: 'parceiro_nome',
      exported: true,
      importByName: { where: { role: PARTNER_PERSON_ROLES }, ambiguous: AMBIGUOUS_NAME },
      noMatch: PARTNER_NOT_FOUND,
    },
    /** The stages come from the API (GET /oportunidades/enums/estagios): the portal part gives the choices. */
    estagio: {
      label: 'Estágio',
      input: 'enum',
      column: true,
      filter: true,
      allLabel: 'Todos os estágios',
      sortable: true,
      exported: true,
      inlineEdit: true,
      noMatch: 'Estágio inválido',
    },
    tese: { label: 'Tese', input: 'enum', exported: true, noMatch: 'Tese inválida' },
    status_resultado: {
      label: 'Status',
      input: 'enum',
      choices: resultStatusChoices,
      column: true,
      filter: true,
      allLabel: 'Todos os status',
      exported: true,
      noMatch: 'Status de resultado inválido',
    },
    tags: {
      label: 'Tags',
      input: 'reference',
      reference: 'tags',
      column: true,
      exported: true,
      importByName: { separator: TAG_SEPARATOR },
      noMatch: (name) => `Tag não encontrada: ${name}`,
    },
    receita_esperada: {
      label: 'Receita Esperada',
      input: 'money',
      column: true,
      sortable: true,
      total: true,
      exported: true,
      csvHeader: 'Receita Esperada (R$)',
      inlineEdit: true,
    },
    honorarios: { label: 'Honorários (%)', input: 'percent', exported: true },
    comissao_percentual: { label: 'Comissão do parceiro (%)', input: 'percent' },
    data_prevista_fechamento: {
      label: 'Fechamento previsto',
      input: 'date',
      column: 'optional',
      sortable: true,
      exported: true,
      inlineEdit: true,
    },
    /** Not sortable: the effective figure falls back to the stage's, which no index orders. */
    probabilidade: { label: 'Probabilidade (%)', input: 'number', column: 'optional', exported: true, inlineEdit: true },
    executivo_vendas_id: {
      label: 'Executivo de vendas',
      input: 'reference',
      reference: 'users',
      column: 'optional',
      display: 'executivo_nome',
      inlineEdit: true,
    },
    equipe_parceiro_id: { label: 'Equipe do parceiro', input: 'reference', reference: 'users' },
    odoo_id: { label: 'Odoo', input: 'number', column: true, readOnly: true, exported: true, csvHeader: 'ID Odoo' },
    id_externo: { label: 'ID Externo', input: 'text', searchable: true, exported: true },
    descricao: { label: 'Descrição', input: 'longText', searchable: true },
    motivo_perda: { label: 'Motivo da perda', input: 'longText', exported: true },
    created_at: { label: 'Criado em', input: 'date', column: 'optional', sortable: true, readOnly: true, exported: true },
  },
  /**
   * Every user may use them; the row scope (common/policy.ts) narrows an external user to its own circle.
   * `bulk` is POST /oportunidades/bulk, which then applies each row's edit (or delete) scope; `sync` queues
   * the Odoo sync.
   */
  access: openTo('authenticated', ['list', 'read', 'create', 'edit', 'delete', 'bulk', 'sync']),
  /** The list lives at /oportunidades/oportunidades; /oportunidades redirects there. */
  menu: { icon: 'work', section: 'work', to: '/oportunidades/oportunidades' },
  /** The list screen's texts and the 404's detail. */
  texts: {
    title: 'Oportunidades',
    heading: 'Gestão de Oportunidades',
    createTitle: 'Adicionar Oportunidade',
    noun: 'oportunidades',
    searchPlaceholder: 'Buscar por título, descrição ou ID externo...',
    empty: { title: 'Você ainda não possui oportunidades', text: 'Adicione uma nova oportunidade para começar' },
    emptyFiltered: noMatches('Nenhuma oportunidade encontrada'),
    notFound: OPORTUNIDADE_NOT_FOUND,
    editTitle: 'Editar Oportunidade',
    created: 'Oportunidade criada com sucesso.',
    updated: 'Oportunidade atualizada com sucesso.',
    /** 'Excluir' on the detail page: the opportunity goes with its tags' links, documents and history. */
    deletion: {
      title: 'Excluir oportunidade',
      confirm: (oportunidade: { titulo: string }) =>
        `Tem certeza de que deseja excluir "${oportunidade.titulo}"? Os documentos e o histórico também serão excluídos. Esta ação não pode ser desfeita.`,
      done: 'Oportunidade excluída com sucesso.',
    },
  },
  /**
   * 'Adicionar Oportunidade', the list's dialog (a multipart form: `createFiles`), and the detail page's
   * edit mode, 'Editar Oportunidade'. The portal part gives the catalogues' selects, the person pickers,
   * the files and the add dialog's rules and body (src/features/oportunidades/oportunidadeForm.tsx); the
   * edit is checked by the update schema and `rules`.
   */
  form: {
    opens: 'dialog',
    order: {
      create: ['tese', 'cliente_id', 'parceiro_id', 'descricao', 'files', 'files_description'],
      edit: [
        'titulo',
        'estagio',
        'tese',
        'cliente_id',
        'parceiro_id',
        'executivo_vendas_id',
        'equipe_parceiro_id',
        'receita_esperada',
        'honorarios',
        'data_prevista_fechamento',
        'probabilidade',
        'descricao',
        'motivo_perda',
      ],
    },
    widths: Object.fromEntries(
      ['estagio', 'tese', 'cliente_id', 'parceiro_id', 'executivo_vendas_id', 'equipe_parceiro_id', 'receita_esperada', 'honorarios', 'data_prevista_fechamento', 'probabilidade'].map(
        (source) => [source, 6],
      ),
    ),
    labels: { receita_esperada: 'Receita Esperada (R$)', files_description: 'Descrição dos arquivos (opcional)' },
    hints: {
      cliente_id: { create: 'Selecione um cliente' },
      parceiro_id: { create: 'Opcional: sem parceiro escolhido, a sua pessoa será o parceiro.' },
    },
    // The selects of an edit hold a value the form cannot blank (no blank choice), as the API wants them.
    required: {
      create: ['tese', 'cliente_id'],
      edit: ['titulo', 'estagio', 'tese', 'executivo_vendas_id', 'equipe_parceiro_id', 'motivo_perda'],
    },
    maxLengths: { titulo: TITULO_MAX },
    blankLabels: { tese: 'Selecione uma tese' },
    shownWhen: { motivo_perda: { status_resultado: [ResultStatus.Lost] } },
    // SPEC: an emptied thesis, fees, client, partner team or loss reason is left out of the edit's body.
    keptWhenBlank: ['tese', 'honorarios', 'cliente_id', 'equipe_parceiro_id', 'motivo_perda'],
    inputs: {
      tese: 'thesis',
      estagio: 'stage',
      cliente_id: 'client',
      parceiro_id: 'partner',
      executivo_vendas_id: 'user',
      equipe_parceiro_id: 'user',
      receita_esperada: 'money',
      honorarios: 'fees',
      probabilidade: 'probability',
      files: 'files',
      files_description: 'filesDescription',
    },
    submitWhen: 'valid',
    submitLabels: { create: 'Criar' },
    failureTexts: { create: 'Erro ao criar oportunidade' },
  },
  /**
   * The list's filters beyond the stage and status selects (schemas.filters): the client, 'Somente
   * minhas', and those its portal part folds under 'Mais filtros'.
   */
  listFilters: {
    cliente_id: { label: 'Cliente', kind: 'person', role: PersonRole.Client },
    mine: { label: 'Somente minhas', kind: 'switch' },
    executivo_vendas_id: { label: 'Executivo', kind: 'select', allLabel: 'Todos os executivos' },
    parceiro_id: { label: 'Parceiro', kind: 'person', role: PersonRole.Partner },
    tag_id: { label: 'Tag', kind: 'select', allLabel: 'Todas as tags' },
    receita_min: { label: 'Receita mínima', kind: 'amount' },
    receita_max: { label: 'Receita máxima', kind: 'amount' },
    criado_de: { label: 'Criada de', kind: 'day' },
    criado_ate: { label: 'Criada até', kind: 'day' },
    fechado_de: { label: 'Fechada de', kind: 'day' },
    fechado_ate: { label: 'Fechada até', kind: 'day' },
    fechamento_de: { label: 'Fechamento previsto de', kind: 'day' },
    fechamento_ate: { label: 'Fechamento previsto até', kind: 'day' },
  },
  /**
   * Losing an opportunity, or changing why a lost one was lost, needs a reason: the edit form, PATCH and
   * PUT (on the stored row: sending the status alone still needs the stored reason), a bulk action and
   * the import.
   */
  rules: [
    requiredWhen<z.infer<typeof row>>('motivo_perda', ['status_resultado'], (values) => values.status_resultado === ResultStatus.Lost, LOSS_REASON_REQUIRED),
  ],
  rowScope: { owned: "the opportunities of an external user's circle" },
  /** Delete, the Odoo sync and the actions of its own (server/features/oportunidades/bulk.ts). */
  bulk: { one: 'oportunidade', feminine: true },
  /**
   * POST /oportunidades/import: a row found by its ID externo (not unique in the table), its client and
   * partner by name, stage, thesis and status by label, its tags by name; a new row is made as POST makes
   * one (the server part's importCreate), a known one changed as PATCH changes it.
   */
  importKey: 'id_externo',
  importOptions: {
    required: ['id_externo', 'cliente_id', 'tese'],
    repeated: (first) => `ID Externo repetido no arquivo (linha ${first})`,
    // The import finds a row by its ID externo, which the table does not keep unique.
    keyRequired: 'ID Externo é obrigatório para importar (é por ele que a linha é encontrada)',
    taken: 'Já existe uma oportunidade com este ID Externo',
    ambiguous: 'Há mais de uma oportunidade com este ID Externo',
    blankClears: ['motivo_perda', 'receita_esperada', 'honorarios'],
  },
  /**
   * POST / is the portal's multipart form, its documents under `files` (created as an open Lead titled
   * '{tese} - {cliente}' by the server part's hooks, server/features/oportunidades/create.ts).
   */
  createFiles: 'files',
  /** PUT and PATCH alike: only the fields sent change. */
  updateMethods: ['PATCH', 'PUT'],
  /** An opportunity is created from its list's dialog and shown by its detail page (the portal part's edit page). */
  omitPages: ['create', 'show'],
  collections: {
    oportunidadeHistorico: { path: 'oportunidades/historico', listPath: 'oportunidades/:oportunidade_id/historico' },
    oportunidadeEnums: { path: 'oportunidades/enums', listPath: 'oportunidades/enums/:kind' },
  },
});

/** A page of the list, with the exact sum of the expected revenue over the whole filter (a decimal text). */
export const oportunidadePage = pageOf(row).extend({ sums: z.object({ receita_esperada: z.string() }) });

/** GET /oportunidades/pipeline: each stage in pipeline order with its count and revenue, the totals and the board's lanes. */
const stageTotal = z.object({ estagio: z.number().int(), name: z.string(), count: z.number().int(), receita_esperada: z.number() });
const laneTotal = z.object({ count: z.number().int(), receita_esperada: z.number() });
export const oportunidadePipeline = z.object({
  /** Every stage with all it holds, whatever the status (within the filters), and the totals. */
  data: z.array(stageTotal),
  total_count: z.number().int(),
  total_receita_esperada: z.number(),
  /** The board's stage columns: each stage's open opportunities, as the dashboard's 'Receita por estágio'. */
  open: z.array(stageTotal),
  /** The board's last two lanes. */
  won: laneTotal,
  lost: laneTotal,
});

/** GET /oportunidades/enums/estagios, /teses and /status: a plain array in display order. */
export const oportunidadeEnum = z.array(z.object({ id: z.number().int(), name: z.string() }));

/**
 * One entry of GET /oportunidades/{id}/historico: a changed field (or an event: creation, a tag, a
 * document) with its label, who changed it, and the names behind the ids of client, partner, executive
 * and team fields.
 */
export const oportunidadeHistoryEntry = idRow({
  oportunidade_id: z.number().int(),
  /** Who changed it, by full name or else e-mail; null once that user is deleted (or for an Odoo sync nobody ran). */
  user_id: optionalId,
  user_name: nullableText,
  /** A column ('estagio') or an event ('criacao', 'tag', 'anexo', 'anexo_descricao'), and its pt-BR label. */
  field: z.string(),
  field_label: z.string(),
  /** The values before and after, as text, and the names of the person or user an id value points at. */
  old_value: nullableText, new_value: nullableText,
  old_label: nullableText, new_label: nullableText,
  created_at: apiTimestamp,
});
