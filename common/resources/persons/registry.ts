// The request bodies of the CNPJ registry's persons routes: copy chosen registry fields into a company
// (POST /persons/{id}/sync-receita) and create a company from its CNPJ (POST /persons/create-with-cnpj).
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../../documents';
import { PersonRole } from '../../enums';
import { REGISTRY_FIELDS } from '../../registry';

export const registrySyncBody = z.object({
  campos_atualizar: z
    .array(z.enum(REGISTRY_FIELDS, { error: `Campo inválido; use: ${REGISTRY_FIELDS.join(', ')}` }))
    .min(1, 'Nenhum campo selecionado'),
});

const cnpj = z
  .string({ error: 'CNPJ é obrigatório' })
  .transform(normalizeDocument)
  .superRefine((value, ctx) => {
    const problem = documentProblem(value, 'cnpj');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createWithCnpjBody = z.object({
  cnpj,
  role: z.enum(PersonRole, { error: 'Papel inválido' }).default(PersonRole.Client),
});
