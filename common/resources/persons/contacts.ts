// A person's contacts: /persons/{person_id}/contacts and /persons/contacts/{contact_id}.
import { z } from 'zod';
import { ContactType, contactTypeChoices } from '../../enums';
import { childRow, defineChild, type ChildValues } from '../children';
import { fieldRule } from '../rules';
import { requiredText } from '../fieldSchemas';
import { contactValueProblem } from './contactValues';
import { personList, personParent } from './parent';

/** The value in the form of its type; the dialog leaves the digit maximum of a phone to the API. */
const valueProblem = (formOnly: boolean) => (record: Partial<ChildValues>) =>
  contactValueProblem(record.contact_type, String(record.value ?? ''), formOnly);

export const contactChild = defineChild({
  ...personList('contacts', 'contacts', 'contact_id'),
  fields: {
    // Exported with the person (its primary contact) and imported back.
    contact_type: {
      label: 'Tipo de Contato',
      input: 'enum',
      choices: contactTypeChoices,
      defaultValue: ContactType.Phone,
      exported: true,
      noMatch: 'Tipo de contato inválido',
    },
    value: { label: 'Contato', input: 'text', exported: true },
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
  rules: [fieldRule<ChildValues>('value', ['contact_type'], valueProblem(false), valueProblem(true))],
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
