// The company registry (Receita Federal) as the API answers it and the portal reads it: the server's
// GET /persons/{id}/receita-data shape and the person fields a registry sync may overwrite.

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
export type PostalAddress = {
  zip_code: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
};

/** The registry lookup response: the company, its establishment and its secondary activities. */
export type RegistryData = {
  empresa: { razao_social: string };
  estabelecimentos: {
    cnpj_completo: string;
    nome_fantasia: string | null;
    data_inicio_atividade: string | null;
    /** The registry's code: 1 Nula, 2 Ativa, 3 Suspensa, 4 Inapta, 8 Baixada. */
    situacao_cadastral: number | null;
    /** 'Ativo' for code 2, otherwise 'Inativo'. */
    situacao_cadastral_descricao: string;
    cnae_fiscal_principal: string | null;
    cnae_principal_descricao: string | null;
    endereco: PostalAddress | null;
    telefone: string | null;
    email: string | null;
  }[];
  cnaes_secundarios: { codigo: string; descricao: string | null }[];
};
