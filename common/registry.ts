// The company registry (Receita Federal) as the API answers it and the portal reads it: the server's
// GET /persons/{id}/receita-data shape and the person fields a registry sync may overwrite.
import { z } from 'zod';
import { nullableText } from './resources/apiValues';

/** The person fields a registry sync can write, in the order the dialog lists them. */
export const REGISTRY_FIELDS = [
  'name',
  'data_abertura',
  'situacao_cadastral',
  'cnae_main',
  'cnae_main_description',
  'cnae_secondary',
] as const;
export type RegistryField = (typeof REGISTRY_FIELDS)[number];

/** A postal address as a person's address holds it, and as the registry gives a company's. */
export const postalAddressSchema = z.object({
  zip_code: z.string(),
  street: z.string(),
  number: z.string(),
  complement: nullableText,
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** What GET /cep/{cep} answers: the parts of the address a CEP names. */
export const cepAddressSchema = postalAddressSchema.pick({ zip_code: true, street: true, neighborhood: true, city: true, state: true });
export type CepAddress = z.infer<typeof cepAddressSchema>;

/** The registry lookup response: the company, its establishment and its secondary activities. */
export const registryDataSchema = z.object({
  empresa: z.object({ razao_social: z.string() }),
  estabelecimentos: z.array(
    z.object({
      cnpj_completo: z.string(),
      nome_fantasia: nullableText,
      data_inicio_atividade: nullableText,
      /** The registry's code: 1 Nula, 2 Ativa, 3 Suspensa, 4 Inapta, 8 Baixada. */
      situacao_cadastral: z.number().nullable(),
      /** 'Ativo' for code 2, otherwise 'Inativo'. */
      situacao_cadastral_descricao: z.string(),
      cnae_fiscal_principal: nullableText,
      cnae_principal_descricao: nullableText,
      endereco: postalAddressSchema.nullable(),
      telefone: nullableText,
      email: nullableText,
    }),
  ),
  cnaes_secundarios: z.array(z.object({ codigo: z.string(), descricao: nullableText })),
});
export type RegistryData = z.infer<typeof registryDataSchema>;

/**
 * The values a registry sync stores for each field, from the registry's answer: what the server writes and
 * the sync dialog shows beside the current ones.
 */
export function registryValues(data: RegistryData): { name: string } & Record<Exclude<RegistryField, 'name'>, string | null> {
  const [place] = data.estabelecimentos;
  return {
    name: data.empresa.razao_social,
    data_abertura: place?.data_inicio_atividade ?? null,
    situacao_cadastral: place?.situacao_cadastral_descricao ?? null,
    cnae_main: place?.cnae_fiscal_principal ?? null,
    cnae_main_description: place?.cnae_principal_descricao ?? null,
    cnae_secondary: data.cnaes_secundarios.map((cnae) => cnae.codigo).join(';') || null,
  };
}
