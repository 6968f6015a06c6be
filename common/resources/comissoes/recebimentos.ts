// Recebimentos: what the company received on a won opportunity (credits recovered for the client, and
// its fees, by default the recovered value times the opportunity's honorários). Each one gives the
// partner an 'a_pagar' commission entry; deleting one cancels it, only while it is not paid. Staff only.
// Created and listed under the opportunity (POST/GET /oportunidades/{id}/recebimentos), deleted by id.
import { z } from 'zod';
import { day } from '../../days';
import { authorship, nullableText } from '../apiValues';
import { presets } from '../fieldPresets';
import { optionalText } from '../fieldSchemas';
import { recordId } from '../requestValues';
import { noMatches } from '../texts';
import { defineResource } from '../types';
import { valorInput } from './values';

export const RECEBIMENTO_NOT_FOUND = 'Recebimento não encontrado';
export const RECEBIMENTO_SO_GANHA = 'Recebimentos só podem ser registrados em oportunidades ganhas.';
export const RECEBIMENTO_PAGO = 'Este recebimento já foi pago ao parceiro e não pode ser excluído.';
export const HONORARIOS_SEM_PERCENTUAL =
  'Informe os honorários recebidos: a oportunidade não tem percentual de honorários.';
export const DATA_OBRIGATORIA = 'Data é obrigatória';
export const VALOR_RECUPERADO_OBRIGATORIO = 'Valor recuperado é obrigatório';

const row = z.object({
  id: z.number().int(),
  oportunidade_id: z.number().int(),
  data: z.string(),
  valor_recuperado: z.string(),
  honorarios_recebidos: z.string(),
  observacao: nullableText,
  ...authorship,
});

export const recebimentos = defineResource({
  name: 'recebimentos',
  representation: 'data',
  defaultOrder: { field: 'data', direction: 'desc' },
  nested: { parentPath: 'oportunidades', parentIdParam: 'oportunidade_id', segment: 'recebimentos', column: 'oportunidade_id' },
  auditParent: { resource: 'oportunidades', column: 'oportunidade_id' },
  rowScope: { shared: 'staff only: no external role lists, reads, writes or deletes a recebimento' },
  omitRoutes: ['edit'],
  omitPages: ['edit', 'create'],
  fields: {
    data: presets.date('Data'),
    oportunidade_id: presets.reference('Oportunidade', 'oportunidades', { readOnly: true }),
    valor_recuperado: presets.money('Valor recuperado', { csvHeader: 'Valor recuperado (R$)' }),
    honorarios_recebidos: presets.money('Honorários recebidos', { csvHeader: 'Honorários recebidos (R$)' }),
    observacao: { ...presets.description('Observação'), column: false },
  },
  schemas: {
    row,
    create: z.object({
      data: z.string({ error: DATA_OBRIGATORIA }).pipe(day),
      valor_recuperado: valorInput.refine((value) => value !== null, VALOR_RECUPERADO_OBRIGATORIO),
      /** Absent or blank: valor_recuperado × the opportunity's honorários, rounded half to even. */
      honorarios_recebidos: valorInput.optional(),
      observacao: optionalText(2000),
    }),
    filters: z.object({ oportunidade_id: recordId.optional() }),
  },
  access: { list: 'staff', read: 'staff', create: 'staff', delete: 'staff' },
  texts: {
    title: 'Recebimentos',
    noun: 'recebimentos',
    createTitle: 'Registrar recebimento',
    editTitle: 'Recebimento',
    searchPlaceholder: 'Buscar...',
    empty: { title: 'Nenhum recebimento registrado' },
    emptyFiltered: noMatches('Nenhum recebimento encontrado'),
    notFound: RECEBIMENTO_NOT_FOUND,
  },
});
