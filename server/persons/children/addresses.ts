import { z } from 'zod';
import { UF_CODES } from '../../../common/enums';
import { optionalText, requiredText } from '../../crud';
import { addresses } from '../../db/schema';
import type { ChildKind } from './kind';

const chooseState = 'Escolha um estado';

export const addressKind: ChildKind = {
  table: addresses,
  segment: 'addresses',
  label: 'endereços',
  idParam: 'address_id',
  notFound: 'Endereço não encontrado',
  fields: z.object({
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
};
