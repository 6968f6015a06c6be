// What the persons' add and edit dialogs (the kit's, by the declaration's `form`) have of their own: the
// document masked and the name labelled by the person's type, their checks (required on add only), the
// body, and under the add form the registry's 'Cadastrar com dados da Receita'.
import { TextInput } from 'react-admin';
import { z } from 'zod';
import { CNPJ_LENGTH, CPF_LENGTH, formatDocument, isValidCnpj, isValidCpf, normalizeDocument, onlyDigits } from '../../../common/documents';
import { isCompanyType, personDocumentLabel, personNameLabel, persons, withoutCompanyFields } from '../../../common/resources/persons';
import type { FieldDeclaration, FormMode } from '../../../common/resources/types';
import { useFollowing } from '../../ui/form/useFollowing';
import type { CustomInputProps, FormParts } from '../../ui/kit/formParts';
import { CreateFromCnpjButton } from './integrations/CreateFromCnpjButton';

/** The declared person fields, by name. */
export const personFields = persons.fields as Record<string, FieldDeclaration>;


/** What the document field keeps as it is typed: the CPF mask (digits only) or the CNPJ mask (0-9, A-Z). */
const maskDocument = (text: unknown, type: unknown) =>
  isCompanyType(type) ? formatDocument(String(text ?? ''), 'cnpj') : formatDocument(onlyDigits(String(text ?? '')), 'cpf');


const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'CPF/CNPJ deve ter N dígitos' when the length is wrong; check digits are verified too. */
function documentProblem(typed: unknown, type: unknown, mode: FormMode): string | undefined {
  const document = normalizeDocument(text(typed));
  if (mode === 'edit' && !document) return undefined;
  const company = isCompanyType(type);
  const length = company ? CNPJ_LENGTH : CPF_LENGTH;
  if (document.length !== length) return `CPF/CNPJ deve ter ${length} dígitos`;
  if (!(company ? isValidCnpj(document) : isValidCpf(document))) return company ? 'CNPJ inválido' : 'CPF inválido';
  return undefined;
}

/** On add the name and document are required; on edit a blank one is left as it is. */
const personSchema = (mode: FormMode) =>
  z.looseObject({}).superRefine((values, ctx) => {
    if (mode === 'create' && !text(values.name)) {
      ctx.addIssue({ code: 'custom', message: `${personNameLabel(values.person_type)} é obrigatório`, path: ['name'] });
    }
    const problem = documentProblem(values.document, values.person_type, mode);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['document'] });
  });

/** 'CPF' or 'CNPJ', masked as typed; a new type means a new mask and new messages (masked again, and checked again if already shown). */
function PersonDocumentInput({ source, mode }: CustomInputProps) {
  const personType = useFollowing(source, 'person_type', maskDocument);
  const company = isCompanyType(personType);
  return (
    <TextInput
      source={source}
      label={personDocumentLabel(personType)}
      isRequired={mode === 'create'}
      fullWidth
      placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
      format={(value: string | null) => maskDocument(value, personType)}
      parse={(typed: string) => maskDocument(typed, personType)}
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode: company ? 'text' : 'numeric' } }}
    />
  );
}

/** 'Nome', or 'Razão Social' for a company (its message too, so it is checked again on a new type). */
function PersonNameInput({ source, mode }: CustomInputProps) {
  const personType = useFollowing(source, 'person_type');
  return <TextInput source={source} label={personNameLabel(personType)} isRequired={mode === 'create'} fullWidth />;
}

const orNull = (value: unknown) => text(value) || null;

/** Secondary CNAEs are shown split on ';' (the hint lets people type commas): store them with ';'. */
const cnaeList = (value: unknown) =>
  orNull(
    text(value)
      .split(/[;,]/)
      .map((code) => code.trim())
      .filter(Boolean)
      .join(';'),
  );

/**
 * The JSON body for POST /persons/ or PATCH /persons/{id}. For a Pessoa Física the company fields are
 * cleared. On edit, an empty name or document means "leave as it is"; on add, nothing blank is sent.
 */
function personPayload(values: Record<string, unknown>, { mode }: { mode: FormMode }) {
  const body: Record<string, unknown> = withoutCompanyFields({
    person_type: values.person_type,
    role: values.role,
    is_active: values.is_active,
    document: normalizeDocument(text(values.document)) || undefined,
    name: text(values.name) || undefined,
    trade_name: orNull(values.trade_name),
    cnae_main: orNull(values.cnae_main),
    cnae_main_description: orNull(values.cnae_main_description),
    cnae_secondary: cnaeList(values.cnae_secondary),
    base_legal: values.base_legal === '' ? null : (values.base_legal ?? null),
    consentimento_em: values.consentimento_em || null,
  });
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && (mode === 'edit' || value !== null)));
}

export const personForm: FormParts = {
  inputs: { personDocument: PersonDocumentInput, personName: PersonNameInput },
  schemas: { create: personSchema('create'), edit: personSchema('edit') },
  payload: personPayload,
  Below: ({ mode, close }) => (mode === 'create' ? <CreateFromCnpjButton onCreated={close} /> : null),
};
