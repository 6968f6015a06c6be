// A person's addresses: /persons/{person_id}/addresses and /persons/addresses/{address_id}.
import { z } from 'zod';
import { UF_CODES, ufChoices } from '../../enums';
import { postalAddressSchema } from '../../registry';
import { childRow, defineChild, textInput } from '../children';
import { optionalText, requiredText } from '../fieldSchemas';
import { personList, personParent } from './parent';

const chooseState = 'Escolha um estado';

export const addressChild = defineChild({
  ...personList('addresses', 'addresses', 'address_id'),
  fields: {
    zip_code: { label: 'CEP', input: 'cep' },
    street: textInput('Rua'),
    number: textInput('Número'),
    complement: textInput('Complemento'),
    neighborhood: textInput('Bairro'),
    city: textInput('Cidade'),
    state: { label: 'Estado', input: 'enum', choices: ufChoices },
    is_primary: { label: 'Endereço principal?', input: 'boolean', defaultValue: false },
  },
  form: {
    widths: { zip_code: 4, street: 8, number: 4, complement: 8, neighborhood: 6, city: 6, state: 6, is_primary: 6 },
    // The CEP looks the rest of the address up (the persons' integration).
    inputs: { zip_code: 'cep' },
  },
  schemas: {
    create: z.object({
      // A blank CEP gets only the 'required' message.
      zip_code: requiredText(9, 'Campo CEP e obrigatória').regex(/^(\d{5}-?\d{3})?$/, 'CEP inválido'),
      street: requiredText(255),
      number: requiredText(20),
      complement: optionalText(50),
      neighborhood: requiredText(100),
      city: requiredText(100),
      state: z.string({ error: chooseState }).trim().toUpperCase().pipe(z.enum(UF_CODES, { error: chooseState })),
      is_primary: z.boolean().optional(),
    }),
    row: childRow(personParent.idParam, { ...postalAddressSchema.shape, is_primary: z.boolean() }),
  },
  texts: {
    title: 'Endereços',
    noun: 'endereço',
    plural: 'endereços',
    addLabel: 'Adicionar Endereço',
    createTitle: 'Adicionar Endereço',
    editTitle: 'Editar Endereço',
    emptyText: 'Nenhum endereço cadastrado',
    created: 'Endereço adicionado com sucesso.',
    updated: 'Endereço atualizado com sucesso.',
    deleted: 'Endereço excluído com sucesso.',
    notFound: 'Endereço não encontrado',
  },
});
