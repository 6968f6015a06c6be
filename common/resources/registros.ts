// Registros de oportunidade (deal registration): a partner claims a company (its CNPJ root, the first 8
// characters) for a thesis; staff approve (a client person and a Lead opportunity with the partner), reject
// or extend the claim, and a job expires an approved one at valido_ate unless its opportunity got far
// enough. A claim of a key another partner already holds, or of a company with an open opportunity for
// that thesis, lands 'em_conflito' for staff to decide; the partner is never told whose. External users
// reach their own partner person's registrations only (server part: server/features/registros/parts.ts).
import { z } from 'zod';
import { formatDocument, normalizeDocument } from '../documents';
import { openTo } from './access';
import { apiTimestamp, authorship, idRow, nullableText } from './apiValues';
import { presets } from './fieldPresets';
import { cnpjField, optionalText, requiredText } from './fieldSchemas';
import { MAX_ID, recordId } from './requestValues';
import { noMatches } from './texts';
import { defineResource } from './types';

export const REGISTRO_ESTADOS = ['pendente', 'em_conflito', 'aprovado', 'rejeitado', 'expirado'] as const;
export type RegistroEstado = (typeof REGISTRO_ESTADOS)[number];

/** Each state's pt-BR label and badge colour. */
export const registroEstadoChoices = [
  { id: 'pendente', name: 'Pendente', color: 'info' },
  { id: 'em_conflito', name: 'Em conflito', color: 'warning' },
  { id: 'aprovado', name: 'Aprovado', color: 'success' },
  { id: 'rejeitado', name: 'Rejeitado', color: 'error' },
  { id: 'expirado', name: 'Expirado', color: 'default' },
] as const satisfies readonly { id: RegistroEstado; name: string; color: string }[];

/** The states a decision may still change: the review queue. */
export const REGISTRO_EM_ANALISE: readonly RegistroEstado[] = ['pendente', 'em_conflito'];
/** The states that hold a key: another partner's claim of it is a conflict. */
export const REGISTRO_ATIVO: readonly RegistroEstado[] = ['pendente', 'aprovado'];

export const REGISTRO_EM_CONFLITO = 'Empresa já registrada por outro parceiro ou já atendida. A equipe vai analisar.';
export const REGISTRO_DUPLICADO = 'Você já registrou esta empresa para esta tese';
export const REGISTRO_OUTRO_PARCEIRO = 'Registrada por outro parceiro';
export const TESE_OBRIGATORIA = 'Informe a tese';
export const MOTIVO_OBRIGATORIO = 'Informe o motivo da rejeição';
export const DIAS_INVALIDOS = 'Informe de 1 a 365 dias';

const RAZAO_SOCIAL_MAX = 255;
const OBSERVACAO_MAX = 2000;
const MOTIVO_MAX = 1000;
const DIAS_MAX = 365;

/** The claim's key: the CNPJ root (the company, whatever the branch) and the thesis. */
export const cnpjRaiz = (cnpj: string) => normalizeDocument(cnpj).slice(0, 8);

/** Whole days from `now` until `validoAte` (0 on its last day, negative past it), or null without one. */
export function diasRestantes(validoAte: string | Date | null | undefined, now = new Date()): number | null {
  if (!validoAte) return null;
  return Math.ceil((new Date(validoAte).getTime() - now.getTime()) / (24 * 60 * 60 * 1000));
}

const row = idRow({
  parceiro_id: z.number().int(),
  cnpj: z.string(),
  razao_social: z.string(),
  tese_id: z.number().int(),
  observacao: nullableText,
  estado: z.enum(REGISTRO_ESTADOS),
  motivo: nullableText,
  oportunidade_id: z.number().int().nullable(),
  valido_ate: apiTimestamp.nullable(),
  decidido_em: apiTimestamp.nullable(),
  ...authorship,
});

export const registros = defineResource({
  name: 'registros',
  representation: 'razao_social',
  defaultOrder: { field: 'created_at', direction: 'desc' },
  rowScope: { owned: "an external user's own partner person's registrations" },
  omitRoutes: ['edit', 'delete'],
  omitPages: ['edit'],
  fields: {
    razao_social: presets.name('Razão social'),
    cnpj: presets.document('CNPJ'),
    parceiro_id: presets.reference('Parceiro', 'pessoas'),
    tese_id: presets.reference('Tese', 'teses'),
    estado: presets.enum('Estado', registroEstadoChoices, { badge: true, sortable: true, readOnly: true }),
    // 'Dias restantes' says it in the list; the day itself is offered in 'Colunas'.
    valido_ate: presets.dateTime('Válido até', { column: 'optional' }),
    observacao: { ...presets.description('Observação'), column: false, searchable: false },
    motivo: { label: 'Motivo', input: 'text', readOnly: true, exported: true },
    created_at: presets.dateTime('Registrado em', { column: 'optional' }),
  },
  schemas: {
    row,
    create: z.object({
      cnpj: cnpjField,
      razao_social: requiredText(RAZAO_SOCIAL_MAX, 'Razão social é obrigatória'),
      tese_id: z.coerce.number({ error: TESE_OBRIGATORIA }).int(TESE_OBRIGATORIA).positive(TESE_OBRIGATORIA).max(MAX_ID, TESE_OBRIGATORIA),
      observacao: optionalText(OBSERVACAO_MAX),
      /** Staff register on a partner's behalf; an external user's registration is always its own person's. */
      parceiro_id: recordId.optional(),
    }),
    filters: z.object({
      estado: z.enum(REGISTRO_ESTADOS, { error: `Estado inválido. Use um destes: ${REGISTRO_ESTADOS.join(', ')}.` }).optional(),
      parceiro_id: recordId.optional(),
      tese_id: recordId.optional(),
      /** The review queue: pendente or em_conflito. */
      em_analise: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
    }),
  },
  listFilters: { em_analise: { label: 'Aguardando análise', kind: 'switch' } },
  /** Partners register for themselves, staff on a partner's behalf; only staff decide. */
  access: { ...openTo('authenticated', ['list', 'read', 'create']), decide: 'staff' },
  menu: { icon: 'work', section: 'work' },
  texts: {
    title: 'Registros',
    noun: 'registros',
    createTitle: 'Registrar empresa',
    editTitle: 'Registro',
    searchPlaceholder: 'Buscar por CNPJ ou razão social...',
    empty: { title: 'Nenhum registro de oportunidade', text: 'Registre uma empresa para garantir a indicação' },
    emptyFiltered: noMatches('Nenhum registro encontrado'),
    notFound: 'Registro não encontrado',
  },
});

export type RegistroRow = z.infer<typeof row>;

/** POST /registros/{id}/rejeitar. */
export const rejeitarBody = z.object({
  motivo: z.string({ error: MOTIVO_OBRIGATORIO }).trim().min(1, MOTIVO_OBRIGATORIO).max(MOTIVO_MAX, `Motivo deve ter no máximo ${MOTIVO_MAX} caracteres`),
});

/** POST /registros/{id}/prorrogar. */
export const prorrogarBody = z.object({
  dias: z.coerce.number({ error: DIAS_INVALIDOS }).int(DIAS_INVALIDOS).min(1, DIAS_INVALIDOS).max(DIAS_MAX, DIAS_INVALIDOS),
});

/** GET /registros/{id}/conflito (staff): what competes with a registration's key. */
export const registroConflito = z.object({
  concorrentes: z.array(row.extend({ parceiro_nome: nullableText })),
  clientes: z.array(idRow({ name: z.string(), document: z.string() })),
  oportunidades: z.array(
    idRow({
      titulo: z.string(),
      tese: z.number().int().nullable(),
      estagio: z.number().int(),
      status_resultado: z.number().int(),
      cliente_nome: nullableText,
      parceiro_nome: nullableText,
    }),
  ),
});
export type RegistroConflito = z.infer<typeof registroConflito>;

/** The CNPJ as the portal writes it. */
export const cnpjText = (cnpj: string) => formatDocument(cnpj, 'cnpj');
