// Recebimentos: what the company received on a won opportunity (credits recovered for the client, and
// its fees, by default the recovered value times the opportunity's honorários). Each one gives the
// partner an 'a_pagar' commission entry; deleting one cancels it, only while it is not paid. Staff only.
// Created and listed under the opportunity (POST/GET /oportunidades/{id}/recebimentos), deleted by id.
import { z } from 'zod';
import { authorship, idRow, nullableText } from '../apiValues';
import { presets } from '../fieldPresets';
import { optionalText } from '../fieldSchemas';
import { recordId } from '../requestValues';
import { noMatches } from '../texts';
import { defineResource } from '../types';
import { requiredDay, requiredDecimal, valorInput } from './values';

export const RECEBIMENTO_NOT_FOUND = 'Recebimento não encontrado';
export const RECEBIMENTO_SO_GANHA = 'Recebimentos só podem ser registrados em oportunidades ganhas.';
export const RECEBIMENTO_PAGO = 'Este recebimento já foi pago ao parceiro e não pode ser excluído.';
export const HONORARIOS_SEM_PERCENTUAL =
  'Informe os honorários recebidos: a oportunidade não tem percentual de honorários.';

const row = idRow({
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
      data: requiredDay('Data é obrigatória'),
      valor_recuperado: requiredDecimal(valorInput, 'Valor recuperado é obrigatório'),
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
