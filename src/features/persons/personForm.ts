// The rules of the person form and the body it sends. Labels and starting values are the declaration's
// (common/resources/persons.ts).
import { PersonType } from '../../../common/enums';
import { persons } from '../../../common/resources/persons';
import type { FieldDeclaration } from '../../../common/resources/types';
import {
  CNPJ_LENGTH,
  CPF_LENGTH,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
  onlyDigits,
} from '../../../common/documents';
import type { Person } from './types';

export type PersonFormMode = 'create' | 'edit';

export type PersonFormValues = {
  person_type: number | '';
  document: string;
  name: string;
  trade_name: string;
  role: number | '';
  is_active: boolean;
  cnae_main: string;
  cnae_main_description: string;
  cnae_secondary: string;
  /** LGPD: the legal basis the data is held on ('' when not told) and the day consent was given (YYYY-MM-DD). */
  base_legal: number | '';
  consentimento_em: string;
};

/** The declared person fields, by name. */
export const personFields = persons.fields as Record<string, FieldDeclaration>;

export const newPersonValues: PersonFormValues = {
  person_type: personFields.person_type.defaultValue as number,
  document: '',
  name: '',
  trade_name: '',
  role: personFields.role.defaultValue as number,
  is_active: personFields.is_active.defaultValue as boolean,
  cnae_main: '',
  cnae_main_description: '',
  cnae_secondary: '',
  base_legal: '',
  consentimento_em: '',
};

const isCompanyType = (type: number | '') => type === PersonType.Company;

/** What the document field keeps as it is typed: the CPF mask (digits only) or the CNPJ mask (0-9, A-Z). */
export const maskDocument = (text: string, type: number | '') =>
  isCompanyType(type) ? formatDocument(text, 'cnpj') : formatDocument(onlyDigits(text), 'cpf');

export const nameLabel = (type: number | '') => (isCompanyType(type) ? 'Razão Social' : personFields.name.label);

export function validateName(name: string, values: PersonFormValues, mode: PersonFormMode): true | string {
  if (mode === 'edit' || name.trim()) return true;
  return `${nameLabel(values.person_type)} é obrigatório`;
}

/** 'CPF/CNPJ deve ter N dígitos' when the length is wrong; check digits are verified too. */
export function validateDocument(text: string, values: PersonFormValues, mode: PersonFormMode): true | string {
  const document = normalizeDocument(text ?? '');
  if (mode === 'edit' && !document) return true;
  const company = isCompanyType(values.person_type);
  const length = company ? CNPJ_LENGTH : CPF_LENGTH;
  if (document.length !== length) return `CPF/CNPJ deve ter ${length} dígitos`;
  const valid = company ? isValidCnpj(document) : isValidCpf(document);
  return valid || (company ? 'CNPJ inválido' : 'CPF inválido');
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** Secondary CNAEs are shown split on ';' (the hint lets people type commas): store them with ';'. */
const cnaeList = (value: string) =>
  textOrNull(
    value
      .split(/[;,]/)
      .map((code) => code.trim())
      .filter(Boolean)
      .join(';'),
  );

/**
 * The JSON body for POST /persons/ or PATCH /persons/{id}. For a Pessoa Física the company fields are
 * cleared. On edit, an empty name or document means "leave as it is" (those fields are not required there).
 */
export function personPayload(values: PersonFormValues, mode: PersonFormMode): Partial<Person> {
  const company = isCompanyType(values.person_type);
  const body: Record<string, unknown> = {
    person_type: values.person_type === '' ? undefined : values.person_type,
    role: values.role === '' ? undefined : values.role,
    is_active: values.is_active,
    document: normalizeDocument(values.document) || undefined,
    name: values.name.trim() || undefined,
    trade_name: company ? textOrNull(values.trade_name) : null,
    cnae_main: company ? textOrNull(values.cnae_main) : null,
    cnae_main_description: company ? textOrNull(values.cnae_main_description) : null,
    cnae_secondary: company ? cnaeList(values.cnae_secondary) : null,
    base_legal: values.base_legal === '' ? null : values.base_legal,
    consentimento_em: values.consentimento_em || null,
  };
  if (mode === 'create') {
    for (const key of Object.keys(body)) if (body[key] === null || body[key] === undefined) delete body[key];
  }
  return body as Partial<Person>;
}

/** The form's values for an existing person (edit). */
export const personValues = (person: Person): PersonFormValues => ({
  person_type: person.person_type,
  document: formatDocument(person.document),
  name: person.name ?? '',
  trade_name: person.trade_name ?? '',
  role: person.role ?? '',
  is_active: person.is_active,
  cnae_main: person.cnae_main ?? '',
  cnae_main_description: person.cnae_main_description ?? '',
  cnae_secondary: person.cnae_secondary ?? '',
  base_legal: person.base_legal ?? '',
  consentimento_em: person.consentimento_em ?? '',
});
