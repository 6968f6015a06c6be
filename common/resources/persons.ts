// Persons: the clients, partners and employees the company works with, CPF individuals and CNPJ
// companies, with their addresses, contacts and bank accounts (child lists under /persons/{id}, declared
// in persons/).
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../documents';
import { LegalBasis, legalBasisChoices, PersonRole, personRoleChoices, PersonType, personTypeChoices } from '../enums';
import { apiTimestamp, authorship, idRow, nullableText } from './apiValues';
import { presets } from './fieldPresets';
import { optionalText, queryCode, tooLong } from './fieldSchemas';
import { queryBool } from './requestValues';
import { personChildren } from './persons/children';
import { fieldRule, filled, requiredWhen } from './rules';
import { defineResource } from './types';
import { noMatches } from './texts';

/** A text that may be sent blank (stored as null) or left out (left as it is). */
const text = (max: number) => optionalText(max).optional();

const code = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Every field a client may send; none is required by the shape (the declaration's `rules` check the
 * record as a whole, so a body missing everything hears of each field). Unknown keys are dropped.
 */
const personBody = z.object({
  person_type: code('Tipo de pessoa inválido', PersonType.Individual, PersonType.Company).optional(),
  document: z.string().trim().max(40, tooLong(40)).transform(normalizeDocument).optional(),
  name: z.string().trim().max(255, tooLong(255)).optional(),
  trade_name: text(255),
  role: code('Papel inválido', PersonRole.Client, PersonRole.Employee).optional(),
  is_active: z.boolean().optional(),
  cnae_main: text(20),
  cnae_main_description: text(255),
  cnae_secondary: text(5000),
  situacao_cadastral: text(50),
  data_abertura: z.iso.date('Data inválida').nullish(),
  base_legal: code('Base legal inválida', LegalBasis.Contract, LegalBasis.Consent).nullish(),
  consentimento_em: z.iso.date('Data inválida').nullish(),
  // odoo_company_id is not here: only PUT /persons/sync-odoo/{id} sets it, once Odoo has confirmed the
  // partner. Sent in a body, it is dropped like any other unknown key.
});

/** The persons lists' text: a name, trade name or document (server/features/persons/search.ts). */
export const personSearchText = z.string().trim().max(200, tooLong(200));

/** A person as the API answers it. */
const personRow = idRow({
  person_type: z.number().int(),
  document: z.string(),
  name: z.string(),
  trade_name: nullableText,
  role: z.number().int(),
  is_active: z.boolean(),
  cnae_main: nullableText,
  cnae_main_description: nullableText,
  cnae_secondary: nullableText,
  situacao_cadastral: nullableText,
  data_abertura: nullableText,
  base_legal: z.number().int().nullable(),
  consentimento_em: nullableText,
  odoo_company_id: z.number().int().nullable(),
  ...authorship,
  updated_at: apiTimestamp,
  /** Computed columns (fields marked `computed`): in a list's rows only when its `columns` query names them. */
  city: nullableText.optional(),
  phone: nullableText.optional(),
  email: nullableText.optional(),
  oportunidades_count: z.number().int().optional(),
});

/** What only a company has: its trade name and CNAEs (a Pessoa Física's are cleared: withoutCompanyFields). */
export const companyFields = ['trade_name', 'cnae_main', 'cnae_main_description', 'cnae_secondary'];
type PersonValues = z.infer<typeof personRow>;
/** Whether a person type, as answered or as typed in a form, is a Pessoa Jurídica. */
export const isCompanyType = (type: unknown) => Number(type) === PersonType.Company;
/** What a person's name is called: a company's is its Razão Social. */
export const personNameLabel = (type: unknown) => (isCompanyType(type) ? 'Razão Social' : 'Nome');
/** What a person's document is called: a company's is its CNPJ, anyone else's a CPF. */
export const personDocumentLabel = (type: unknown) => (isCompanyType(type) ? 'CNPJ' : 'CPF');
const always = () => true;

/** A Pessoa Física has no trade name or CNAEs: they are cleared whatever was sent (the API's `prepare`, and the form's body). */
export const withoutCompanyFields = <T extends { person_type?: unknown }>(record: T): T =>
  isCompanyType(record.person_type) ? record : { ...record, ...Object.fromEntries(companyFields.map((field) => [field, null])) };
const personFormOrder = ['person_type', 'document', 'name', ...companyFields, 'role', 'is_active', 'base_legal', 'consentimento_em'];

export const persons = defineResource({
  name: 'persons',
  route: 'pessoas',
  apiPath: 'persons',
  representation: 'name',
  fields: {
    name: { label: personNameLabel(PersonType.Individual), input: 'text', column: true, sortable: true, searchable: true, exported: true },
    document: { label: 'Documento', input: 'document', searchable: true, exported: true },
    trade_name: { label: 'Nome Fantasia', input: 'text', searchable: true, exported: true },
    person_type: {
      label: 'Tipo',
      input: 'enum',
      choices: personTypeChoices,
      column: true,
      filter: true,
      allLabel: 'Todos os tipos',
      exported: true,
      defaultValue: PersonType.Individual,
      noMatch: 'Tipo de pessoa inválido',
    },
    role: {
      label: 'Papel',
      input: 'enum',
      choices: personRoleChoices,
      column: true,
      filter: true,
      allLabel: 'Todos os papéis',
      exported: true,
      defaultValue: PersonRole.Client,
      noMatch: 'Papel inválido',
    },
    is_active: presets.active('Status', { on: 'Ativo', off: 'Inativo', feminine: false }, { allLabel: 'Todos os status' }),
    cnae_main: { label: 'CNAE Principal', input: 'text' },
    cnae_main_description: { label: 'Descrição do CNAE Principal', input: 'text' },
    cnae_secondary: { label: 'CNAEs Secundários', input: 'text' },
    situacao_cadastral: { label: 'Situação Cadastral', input: 'text', readOnly: true },
    data_abertura: { label: 'Data de Abertura', input: 'date', readOnly: true },
    base_legal: { label: 'Base legal (LGPD)', input: 'enum', choices: legalBasisChoices },
    consentimento_em: { label: 'Consentimento em', input: 'date' },
    odoo_company_id: { label: 'ID Odoo', input: 'number', column: true, exported: true, readOnly: true },
    created_at: { label: 'Criado em', input: 'date', column: 'optional', sortable: true, readOnly: true },
    // Computed columns (server/features/persons/listColumns.ts): the primary (else first) address's city and
    // contacts, and the opportunities the caller may see with the person as client or partner.
    city: { label: 'Cidade', input: 'text', column: 'optional', computed: true, readOnly: true },
    phone: { label: 'Telefone', input: 'phone', column: 'optional', computed: true, readOnly: true },
    email: { label: 'E-mail', input: 'email', column: 'optional', computed: true, readOnly: true },
    oportunidades_count: { label: 'Oportunidades', input: 'number', column: 'optional', computed: true, readOnly: true },
  },
  schemas: {
    row: personRow,
    create: personBody,
    update: personBody,
    filters: z.object({
      person_type: queryCode.optional(),
      is_active: queryBool.optional(),
      role: queryCode.optional(),
      query: personSearchText.optional(),
    }),
  },
  /** Every user may use them; the row scope (common/policy.ts) narrows an external user to its own circle. */
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'authenticated',
    edit: 'authenticated',
    delete: 'authenticated',
    /** POST /persons/bulk, which then applies each row's edit (or delete) scope. */
    bulk: 'authenticated',
    syncOdoo: 'admins',
    /** The data subject's report and anonymisation (LGPD art. 18). */
    lgpd: 'admins',
    registry: 'authenticated',
  },
  menu: { icon: 'people', section: 'work' },
  texts: {
    title: 'Pessoas',
    heading: 'Gestão de Pessoas',
    noun: 'pessoas',
    createTitle: 'Adicionar Pessoa',
    editTitle: 'Editar Pessoa',
    created: 'Pessoa criada com sucesso.',
    updated: 'Pessoa atualizada com sucesso.',
    searchPlaceholder: 'Buscar por nome, documento ou nome fantasia...',
    empty: { title: 'Nenhuma pessoa cadastrada', text: 'Adicione uma nova pessoa para começar' },
    emptyFiltered: noMatches('Nenhuma pessoa encontrada'),
    notFound: 'Pessoa não encontrada',
    duplicate: 'Já existe uma pessoa com este documento',
    /** 'Deletar' on the detail page; a person still used elsewhere is refused (409) with the reason. */
    deletion: {
      title: 'Excluir pessoa',
      confirm: (person: { name: string }) => `Tem certeza de que deseja excluir ${person.name}? Esta ação não pode ser desfeita.`,
      done: 'Pessoa excluída com sucesso.',
    },
  },
  /**
   * A person as a whole, in the API's words: a type and a role; a document valid for its type (a CPF of
   * 11 digits, a CNPJ of 14: the form says it its own way, src/features/persons/personForm.tsx); a name, a
   * company's being its Razão Social. An edit is checked on what it sends (the kit's merge with the stored
   * row), so an older row with an odd value can still be edited elsewhere.
   */
  rules: [
    requiredWhen<PersonValues>('person_type', [], always, 'Tipo de pessoa é obrigatório'),
    fieldRule<PersonValues>('document', ['person_type'], (values) => {
      if (!filled(values.document)) return 'Documento é obrigatório';
      return values.person_type === undefined ? null : documentProblem(values.document!, isCompanyType(values.person_type) ? 'cnpj' : 'cpf');
    }),
    fieldRule<PersonValues>('name', ['person_type'], (values) => (filled(values.name) ? null : `${personNameLabel(values.person_type)} é obrigatório`)),
    requiredWhen<PersonValues>('role', [], always, 'Papel é obrigatório'),
  ],
  prepare: withoutCompanyFields,
  rowScope: { owned: "an external user's circle: its own person and the persons linked to it" },
  /** Activate, deactivate and delete, and the Odoo sync (server/features/persons/routes/index.ts). */
  bulk: { one: 'pessoa', feminine: true },
  /** Every CRUD route is the kit's; GET /persons/{person_id} answers the person with its lists (server/features/persons/children.ts). */
  exportFileName: 'pessoas',
  /**
   * POST /persons/import reads the export back, a person found by its document, with its primary address and
   * contact from the same row; a file needs the columns of the fields a person cannot go without. It runs the
   * kit's batched import (server/resource/import/batchedImport.ts: the persons' server part says how).
   */
  importKey: 'document',
  importOptions: {
    required: ['name', 'person_type', 'role'],
    repeated: (firstRow) => `Documento repetido no arquivo (linha ${firstRow})`,
    children: ['addresses', 'contacts'],
  },
  /** Newest first (server/features/persons/list.ts reads the pages of a table of millions its own way, in this order). */
  defaultOrder: { field: 'id', direction: 'desc' },
  /** PUT and PATCH alike change only the fields sent. */
  updateMethods: ['PATCH', 'PUT'],
  /** A person is created from its list's dialogs and shown by its detail page (/pessoas/{id}, the portal part's edit page). */
  omitPages: ['create', 'show'],
  /**
   * Added in a dialog over the list and edited in one over the detail page (the kit's, with the document,
   * name and registry parts of src/features/persons/personForm.tsx); the company's fields only for a
   * Pessoa Jurídica, the LGPD legal basis and day of consent last.
   */
  form: {
    opens: 'dialog',
    order: { create: personFormOrder, edit: personFormOrder },
    widths: { person_type: 6, document: 6, cnae_main: 4, cnae_main_description: 8, role: 6, is_active: 6, base_legal: 6, consentimento_em: 6 },
    labels: { is_active: 'Ativo' },
    hints: { cnae_secondary: 'Separe os códigos por vírgula' },
    blankLabels: { base_legal: 'Não informada' },
    inputs: { document: 'personDocument', name: 'personName' },
    shownWhen: Object.fromEntries(companyFields.map((field) => [field, { person_type: [PersonType.Company] }])),
  },
  children: personChildren,
  collections: {
    personSearch: { path: 'persons/search', listPath: 'persons/search/:q' },
  },
});

export type PersonBody = z.infer<typeof personBody>;
export type PersonRow = z.infer<typeof personRow>;
