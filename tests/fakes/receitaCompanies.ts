// Company records as Minha Receita publishes them (GET https://minhareceita.org/{cnpj}), trimmed to the
// fields a real answer always carries plus those the portal reads. BrasilAPI answers the same field names.
export type MinhaReceitaCompany = Record<string, unknown> & { cnpj: string; razao_social: string };

const serpro: MinhaReceitaCompany = {
  cnpj: '33683111000280',
  identificador_matriz_filial: 2,
  descricao_identificador_matriz_filial: 'FILIAL',
  nome_fantasia: 'REGIONAL BRASILIA-DF',
  situacao_cadastral: 2,
  descricao_situacao_cadastral: 'ATIVA',
  data_situacao_cadastral: '2005-11-03',
  motivo_situacao_cadastral: 0,
  descricao_motivo_situacao_cadastral: 'SEM MOTIVO',
  data_inicio_atividade: '1967-06-30',
  cnae_fiscal: 6204000,
  cnae_fiscal_descricao: 'Consultoria em tecnologia da informação',
  descricao_tipo_de_logradouro: 'RUA',
  logradouro: 'SGAN 601 MODULO V',
  numero: 'S/N',
  complemento: 'ASA NORTE',
  bairro: 'ASA NORTE',
  cep: '70836900',
  uf: 'DF',
  codigo_municipio: 9701,
  codigo_municipio_ibge: 5300108,
  municipio: 'BRASILIA',
  ddd_telefone_1: '6121218000',
  ddd_telefone_2: '',
  ddd_fax: '',
  email: null,
  opcao_pelo_simples: null,
  opcao_pelo_mei: null,
  razao_social: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)',
  codigo_natureza_juridica: 2011,
  natureza_juridica: 'Empresa Pública',
  capital_social: 1061004800,
  codigo_porte: 5,
  porte: 'DEMAIS',
  qsa: [],
  cnaes_secundarios: [
    { codigo: 6201501, descricao: 'Desenvolvimento de programas de computador sob encomenda' },
    { codigo: 6202300, descricao: 'Desenvolvimento e licenciamento de programas de computador customizáveis' },
    { codigo: 6203100, descricao: 'Desenvolvimento e licenciamento de programas de computador não-customizáveis' },
    { codigo: 6209100, descricao: 'Suporte técnico, manutenção e outros serviços em tecnologia da informação' },
    { codigo: 6311900, descricao: 'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet' },
  ],
};

/** An agricultural company (CNAE with a leading zero) whose registration is no longer active. */
const inactiveFarm: MinhaReceitaCompany = {
  ...serpro,
  cnpj: '11222333000181',
  identificador_matriz_filial: 1,
  descricao_identificador_matriz_filial: 'MATRIZ',
  nome_fantasia: '',
  situacao_cadastral: 8,
  descricao_situacao_cadastral: 'BAIXADA',
  data_inicio_atividade: '2010-03-15',
  cnae_fiscal: 111301,
  cnae_fiscal_descricao: 'Cultivo de arroz',
  descricao_tipo_de_logradouro: 'ESTRADA',
  logradouro: 'VICINAL KM 12',
  numero: '',
  complemento: '',
  bairro: 'ZONA RURAL',
  cep: '78890000',
  uf: 'MT',
  municipio: 'SORRISO',
  ddd_telefone_1: '',
  email: 'contato@fazendaexemplo.com.br',
  razao_social: 'FAZENDA EXEMPLO LTDA',
  natureza_juridica: 'Sociedade Empresária Limitada',
  // BrasilAPI's way of saying "none".
  cnaes_secundarios: [{ codigo: 0, descricao: '' }],
};

/** A company with one of the alphanumeric CNPJs issued from July 2026. */
const alphanumeric: MinhaReceitaCompany = {
  ...serpro,
  cnpj: '12ABC34501DE35',
  identificador_matriz_filial: 1,
  nome_fantasia: 'NOVA ERA',
  data_inicio_atividade: '2026-07-01',
  cnae_fiscal: 7020400,
  cnae_fiscal_descricao: 'Atividades de consultoria em gestão empresarial, exceto consultoria técnica específica',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'PAULISTA',
  numero: '1000',
  complemento: 'CONJ 101',
  bairro: 'BELA VISTA',
  cep: '01310100',
  uf: 'SP',
  municipio: 'SAO PAULO',
  ddd_telefone_1: '1130000000',
  email: 'FISCAL@NOVAERA.COM.BR',
  razao_social: 'NOVA ERA CONSULTORIA TRIBUTARIA LTDA',
  cnaes_secundarios: [{ codigo: 6920601, descricao: 'Atividades de contabilidade' }],
};

/** The company whose registry dialog e2e/accessibility.spec.ts looks at; no other spec uses it. */
const accessibilityCheck: MinhaReceitaCompany = {
  ...serpro,
  cnpj: '47905132000126',
  identificador_matriz_filial: 1,
  nome_fantasia: 'ACESSO PLENO',
  razao_social: 'ACESSO PLENO CONSULTORIA TRIBUTARIA LTDA',
  cnaes_secundarios: [{ codigo: 6920601, descricao: 'Atividades de contabilidade' }],
};

export const RECEITA_COMPANIES: MinhaReceitaCompany[] = [serpro, inactiveFarm, alphanumeric, accessibilityCheck];
