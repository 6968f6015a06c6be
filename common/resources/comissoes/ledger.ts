// Comissões: the partner's share of the fees, as a ledger. An entry is written by the server only: one
// 'prevista' per won opportunity (the expected fees times the partner's share, replaced as recoveries
// arrive), one 'a_pagar' per recebimento (the fees received times the share), 'paga' once a lote pays
// it, 'cancelada' when its recebimento is deleted or the opportunity reopened (server/features/comissoes/ledger.ts).
// Money is exact: numeric in the database, decimal strings here, rounded half to even once per entry.
// External users see only their own person's entries (server/features/comissoes/parts.ts).
import { z } from 'zod';
import { PersonRole } from '../../enums';
import { apiTimestamp, idRow } from '../apiValues';
import { openTo } from '../access';
import { presets } from '../fieldPresets';
import { recordId } from '../requestValues';
import { noMatches } from '../texts';
import { defineResource } from '../types';
import { comissaoEstadoChoices, comissaoOrigemChoices, competencia, COMISSAO_ESTADOS } from './values';

export const COMISSAO_NOT_FOUND = 'Comissão não encontrada';

const row = idRow({
  oportunidade_id: z.number().int(),
  parceiro_id: z.number().int(),
  recebimento_id: z.number().int().nullable(),
  /** The month, YYYY-MM: the win's for a 'prevista', the recebimento's for the others. */
  competencia: z.string(),
  /** The fees the share is of, the share (0-100) and the entry's value, exact decimal texts. */
  base: z.string(),
  percentual: z.string(),
  valor: z.string(),
  estado: z.enum(COMISSAO_ESTADOS),
  origem: z.string(),
  pago_em: z.string().nullable(),
  lote_id: z.number().int().nullable(),
  created_at: apiTimestamp,
});

/** The list's filters; a lote is made of the a_pagar entries of a filter like these (or of ids). */
export const comissaoFilters = z.object({
  parceiro_id: recordId.optional(),
  oportunidade_id: recordId.optional(),
  lote_id: recordId.optional(),
  estado: z.enum(COMISSAO_ESTADOS, { error: `Estado inválido. Use um destes: ${COMISSAO_ESTADOS.join(', ')}.` }).optional(),
  /** From/until that month, both included (YYYY-MM). */
  competencia_de: competencia.optional(),
  competencia_ate: competencia.optional(),
});

export type ComissaoRow = z.infer<typeof row>;

export const comissoes = defineResource({
  name: 'comissoes',
  idParam: 'comissao_id',
  representation: 'competencia',
  rowScope: { owned: "an external user's own person's entries" },
  auditParent: { resource: 'oportunidades', column: 'oportunidade_id' },
  omitRoutes: ['create', 'edit', 'delete'],
  omitPages: ['create', 'edit'],
  fields: {
    competencia: { label: 'Competência', input: 'month', column: true, sortable: true, exported: true },
    oportunidade_id: presets.reference('Oportunidade', 'oportunidades', { exported: true }),
    parceiro_id: presets.reference('Parceiro', 'pessoas', { exported: true }),
    base: presets.money('Base', { sortable: false, column: 'optional', csvHeader: 'Base (R$)' }),
    // In 'Colunas', not shown at first: with a partner's e-mail-like name and a long title the ledger passed
    // a 1024 px window by 36 px (e2e/layout.spec.ts); the value carries the entry.
    percentual: presets.percent('Comissão (%)', { column: 'optional' }),
    valor: presets.money('Valor', { total: true, csvHeader: 'Valor (R$)' }),
    estado: presets.enum('Estado', comissaoEstadoChoices, { allLabel: 'Todos' }),
    origem: presets.enum('Origem', comissaoOrigemChoices, { filter: false, column: 'optional' }),
    pago_em: presets.date('Pago em', { sortable: false, column: 'optional' }),
    lote_id: { label: 'Lote', input: 'number', column: 'optional', exported: true },
  },
  schemas: { row, filters: comissaoFilters },
  listFilters: {
    parceiro_id: { label: 'Parceiro', kind: 'person', role: PersonRole.Partner },
    competencia_de: { label: 'Competência de', kind: 'month' },
    competencia_ate: { label: 'Competência até', kind: 'month' },
  },
  /** The list, an entry, and 'Meu desempenho' with the monthly statement: each partner its own, staff any. */
  access: openTo('authenticated', ['list', 'read', 'statement']),
  menu: { icon: 'work', section: 'work' },
  texts: {
    title: 'Comissões',
    noun: 'comissões',
    searchPlaceholder: 'Buscar...',
    empty: { title: 'Nenhuma comissão ainda', text: 'As comissões aparecem quando uma oportunidade do parceiro é ganha' },
    emptyFiltered: noMatches('Nenhuma comissão encontrada'),
    notFound: COMISSAO_NOT_FOUND,
  },
});
