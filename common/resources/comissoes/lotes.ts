// Lotes de pagamento: staff pay the a_pagar entries of a selection of the ledger (its filter or ids, as
// the bulk actions name rows) at once; the lote records the day, the count and the sum, and its
// payments per partner (with the partner's primary bank account or PIX key, masked) give the bank's
// CSV. A lote is reversed (DELETE) only on the day it was made: its entries are a_pagar again.
import { z } from 'zod';
import { day } from '../../days';
import { authorship, idRow } from '../apiValues';
import { presets } from '../fieldPresets';
import { recordId } from '../requestValues';
import { noMatches } from '../texts';
import { defineResource } from '../types';
import { comissaoFilters } from './ledger';

export const LOTE_NOT_FOUND = 'Lote de pagamento não encontrado';
export const LOTE_VAZIO = 'Nenhuma comissão a pagar na seleção.';
export const LOTE_SELECAO = "Envie 'ids' ou 'filter', um dos dois.";
export const LOTE_ESTORNO_FORA_DO_DIA = 'O lote só pode ser estornado no mesmo dia em que foi criado.';

const row = idRow({
  pago_em: z.string(),
  total: z.string(),
  quantidade: z.number().int(),
  ...authorship,
});

export const comissaoLotes = defineResource({
  name: 'comissao_lotes',
  route: 'lotes-comissao',
  apiPath: 'comissoes/lotes',
  idParam: 'lote_id',
  representation: 'pago_em',
  rowScope: { shared: 'staff only: no external role reaches a lote' },
  omitRoutes: ['edit'],
  omitPages: ['edit', 'create'],
  fields: {
    pago_em: presets.date('Pago em'),
    quantidade: { label: 'Comissões', input: 'number', column: true, exported: true },
    total: presets.money('Total', { total: true, csvHeader: 'Total (R$)' }),
    created_at: presets.dateTime('Criado em'),
  },
  schemas: {
    row,
    create: z
      .object({
        /** The entries: these ids, or the ledger filter's (only a_pagar ones are paid). */
        ids: z.array(recordId).min(1).max(1000).optional(),
        filter: comissaoFilters.strict().optional(),
        /** The payment's day; today (São Paulo) when absent. */
        pago_em: day.optional(),
      })
      .superRefine((body, ctx) => {
        if ((body.ids === undefined) === (body.filter === undefined)) ctx.addIssue({ code: 'custom', path: ['ids'], message: LOTE_SELECAO });
      }),
  },
  access: { list: 'staff', read: 'staff', create: 'staff', delete: 'staff' },
  menu: { icon: 'work', section: 'work' },
  texts: {
    title: 'Lotes de pagamento',
    noun: 'lotes',
    createTitle: 'Novo lote de pagamento',
    editTitle: 'Lote de pagamento',
    searchPlaceholder: 'Buscar...',
    empty: { title: 'Nenhum lote de pagamento' },
    emptyFiltered: noMatches('Nenhum lote encontrado'),
    notFound: LOTE_NOT_FOUND,
  },
});
