// Comissão do parceiro: a partner person's share of the fees (0-100) from a day on. A later term replaces
// it from its own day, earlier entries keep theirs; an opportunity may carry its own share
// (oportunidades.comissao_percentual), which wins. Staff write them; a partner reads its own.
import { z } from 'zod';
import { PersonRole } from '../../enums';
import { day } from '../../days';
import { authorship, idRow } from '../apiValues';
import { presets } from '../fieldPresets';
import { recordId } from '../requestValues';
import { noMatches } from '../texts';
import { defineResource } from '../types';
import { percentualInput, requiredDay, requiredDecimal } from './values';

export const TERMO_NOT_FOUND = 'Comissão do parceiro não encontrada';
export const TERMO_DUPLICADO = 'Este parceiro já tem uma comissão que começa nesta data.';
export const PARCEIRO_OBRIGATORIO = 'Parceiro é obrigatório';

const row = idRow({
  person_id: z.number().int(),
  percentual: z.string(),
  inicio: z.string(),
  ...authorship,
});

const percentual = requiredDecimal(percentualInput, 'Percentual é obrigatório');

export const comissaoTermos = defineResource({
  name: 'comissao_termos',
  route: 'comissao-termos',
  apiPath: 'comissoes/termos',
  representation: 'percentual',
  defaultOrder: { field: 'inicio', direction: 'desc' },
  rowScope: { owned: "an external user's own person's terms" },
  fields: {
    person_id: presets.reference('Parceiro', 'pessoas', { filter: false }),
    percentual: presets.percent('Comissão (%)'),
    inicio: presets.date('Início'),
  },
  schemas: {
    row,
    create: z.object({
      person_id: z.coerce.number({ error: PARCEIRO_OBRIGATORIO }).int().positive(PARCEIRO_OBRIGATORIO),
      percentual,
      inicio: requiredDay('Início é obrigatório'),
    }),
    update: z.object({
      percentual: percentual.optional(),
      inicio: day.optional(),
    }),
    filters: z.object({ person_id: recordId.optional() }),
  },
  listFilters: { person_id: { label: 'Parceiro', kind: 'person', role: PersonRole.Partner } },
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'staff',
    edit: 'staff',
    delete: 'staff',
  },
  menu: { icon: 'catalogue', section: 'admin' },
  texts: {
    title: 'Comissão do parceiro',
    noun: 'comissões do parceiro',
    createTitle: 'Nova comissão do parceiro',
    editTitle: 'Editar comissão do parceiro',
    searchPlaceholder: 'Buscar...',
    empty: { title: 'Nenhuma comissão definida', text: 'Defina o percentual do parceiro e a data de início' },
    emptyFiltered: noMatches('Nenhuma comissão encontrada'),
    notFound: TERMO_NOT_FOUND,
    duplicate: TERMO_DUPLICADO,
  },
});
