// A person's contacts: /persons/{person_id}/contacts and /persons/contacts/{contact_id}.
import { z } from 'zod';
import { ContactType, contactTypeChoices } from '../../enums';
import { childRow, defineChild, type ChildValues } from '../children';
import { requiredText } from '../fieldSchemas';
import { contactValueProblem } from './contactValues';
import { personList, personParent } from './parent';

const valueProblems = (formOnly: boolean) => (record: ChildValues) => {
  const problem = contactValueProblem(record.contact_type, String(record.value ?? ''), formOnly);
  return problem ? [['value', problem] as [string, string]] : [];
};

export const contactChild = defineChild({
  ...personList('contacts', 'contacts', 'contact_id'),
  fields: {
    contact_type: { label: 'Tipo de Contato', input: 'enum', choices: contactTypeChoices, defaultValue: ContactType.Phone },
    value: { label: 'Contato', input: 'text' },
    is_primary: { label: 'Contato principal?', input: 'boolean', defaultValue: false },
    is_verified: { label: 'Verificado', input: 'boolean', defaultValue: false },
  },
  form: {
    widths: { contact_type: 5, value: 7, is_primary: 6, is_verified: 6 },
    // The value is named by the contact's type ('Telefone', 'Email').
    inputs: { value: 'contactValue' },
  },
  schemas: {
    create: z.object({
      contact_type: z
        .number({ error: 'Tipo de contato é obrigatório' })
        .int('Tipo de contato inválido')
        .min(ContactType.Phone, 'Tipo de contato inválido')
        .max(ContactType.Website, 'Tipo de contato inválido'),
      value: requiredText(255),
      is_verified: z.boolean().optional(),
      is_primary: z.boolean().optional(),
    }),
    row: childRow(personParent.idParam, {
      contact_type: z.number().int(),
      value: z.string(),
      is_verified: z.boolean(),
      is_primary: z.boolean(),
    }),
  },
  problems: valueProblems(false),
  formProblems: valueProblems(true),
  texts: {
    title: 'Contatos',
    noun: 'contato',
    plural: 'contatos',
    addLabel: 'Adicionar Contato',
    createTitle: 'Adicionar Contato',
    editTitle: 'Editar Contato',
    emptyText: 'Nenhum contato cadastrado',
    created: 'Contato adicionado com sucesso.',
    updated: 'Contato atualizado com sucesso.',
    deleted: 'Contato excluído com sucesso.',
    notFound: 'Contato não encontrado',
  },
});
