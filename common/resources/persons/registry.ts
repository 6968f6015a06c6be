// The request bodies of the CNPJ registry's persons routes: copy chosen registry fields into a company
// (POST /persons/{id}/sync-receita) and create a company from its CNPJ (POST /persons/create-with-cnpj).
import { z } from 'zod';
import { PersonRole } from '../../enums';
import { REGISTRY_FIELDS } from '../../registry';
import { cnpjField } from '../fieldSchemas';

export const registrySyncBody = z.object({
  campos_atualizar: z
    .array(z.enum(REGISTRY_FIELDS, { error: `Campo inválido; use: ${REGISTRY_FIELDS.join(', ')}` }))
    .min(1, 'Nenhum campo selecionado'),
});

export const createWithCnpjBody = z.object({
  cnpj: cnpjField,
  role: z.enum(PersonRole, { error: 'Papel inválido' }).default(PersonRole.Client),
});
