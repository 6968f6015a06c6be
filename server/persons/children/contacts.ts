import { z } from 'zod';
import { requiredText } from '../../crud';
import { contacts } from '../../db/schema';
import type { ChildKind } from './kind';
import { contactValueProblem } from './values';

export const contactKind: ChildKind = {
  table: contacts,
  segment: 'contacts',
  label: 'contatos',
  idParam: 'contact_id',
  notFound: 'Contato não encontrado',
  fields: z.object({
    contact_type: z
      .number({ error: 'Tipo de contato é obrigatório' })
      .int('Tipo de contato inválido')
      .min(1, 'Tipo de contato inválido')
      .max(4, 'Tipo de contato inválido'),
    value: requiredText(255),
    is_verified: z.boolean().optional(),
    is_primary: z.boolean().optional(),
  }),
  problems: (record) => {
    const problem = contactValueProblem(record.contact_type as number, record.value as string);
    return problem ? [['value', problem]] : [];
  },
};
