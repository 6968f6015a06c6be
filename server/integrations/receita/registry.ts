// Company data as Minha Receita (minhareceita.org) and BrasilAPI (/api/cnpj/v1) publish it, read defensively,
// and turned into the portal's registry shape (the registry lookup answer), common/registry.ts.
import { z } from 'zod';
import type { PostalAddress, RegistryData } from '../../../common/registry';

const text = z.string().nullish().transform((v) => (v && v.trim() ? v.trim() : null));
const code = z.union([z.number(), z.string()]).nullish();

/** The fields the portal reads from the upstream answer; anything else is ignored. */
export const upstreamCompany = z.object({
  cnpj: z.string(),
  razao_social: z.string().trim().min(1),
  nome_fantasia: text,
  data_inicio_atividade: text,
  situacao_cadastral: code,
  descricao_situacao_cadastral: text,
  cnae_fiscal: code,
  cnae_fiscal_descricao: text,
  cnaes_secundarios: z
    .array(z.object({ codigo: code, descricao: text }))
    .nullish()
    .transform((v) => v ?? []),
  descricao_tipo_de_logradouro: text,
  logradouro: text,
  numero: text,
  complemento: text,
  bairro: text,
  cep: code,
  uf: text,
  municipio: text,
  ddd_telefone_1: text,
  email: text,
});
export type UpstreamCompany = z.infer<typeof upstreamCompany>;

export const ACTIVE_SITUATION = 2;

/** A CNAE code as the registry prints it: 7 digits, leading zeros kept ('111301' -> '0111301'). */
export function cnaeCode(value: number | string | null | undefined): string | null {
  const digits = value == null ? '' : String(value).replace(/\D/g, '');
  return digits && Number(digits) > 0 ? digits.padStart(7, '0') : null;
}

export const situationLabel = (situation: number | null) => (situation === ACTIVE_SITUATION ? 'Ativo' : 'Inativo');

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function address(company: UpstreamCompany): PostalAddress | null {
  const zip = company.cep == null ? '' : String(company.cep).replace(/\D/g, '').padStart(8, '0');
  const street = [company.descricao_tipo_de_logradouro, company.logradouro].filter(Boolean).join(' ');
  if (!company.logradouro || !company.bairro || !company.municipio || !company.uf || zip === '00000000') return null;
  return {
    zip_code: `${zip.slice(0, 5)}-${zip.slice(5)}`,
    street,
    number: company.numero ?? 'S/N',
    complement: company.complemento,
    neighborhood: company.bairro,
    city: company.municipio,
    state: company.uf.toUpperCase(),
  };
}

export function toRegistryData(company: UpstreamCompany): RegistryData {
  const situation = company.situacao_cadastral == null ? null : Number(company.situacao_cadastral);
  return {
    empresa: { razao_social: company.razao_social },
    estabelecimentos: [
      {
        cnpj_completo: company.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
        nome_fantasia: company.nome_fantasia,
        data_inicio_atividade: isoDate(company.data_inicio_atividade),
        situacao_cadastral: Number.isFinite(situation) ? situation : null,
        situacao_cadastral_descricao: situationLabel(situation),
        cnae_fiscal_principal: cnaeCode(company.cnae_fiscal),
        cnae_principal_descricao: company.cnae_fiscal_descricao,
        endereco: address(company),
        telefone: company.ddd_telefone_1,
        email: company.email,
      },
    ],
    // BrasilAPI lists "no secondary activity" as one entry with code 0.
    cnaes_secundarios: company.cnaes_secundarios.flatMap(({ codigo, descricao }) => {
      const cnae = cnaeCode(codigo);
      return cnae ? [{ codigo: cnae, descricao }] : [];
    }),
  };
}
