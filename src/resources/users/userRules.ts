// The add and edit dialogs' rules and messages, in the product's own words.
import type { Validate } from 'react-hook-form';
import {
  CNPJ_LENGTH,
  CPF_LENGTH,
  documentProblem,
  normalizeDocument,
  onlyDigits,
  type DocumentKind,
} from '../../../common/documents';
import type { Choice } from '../../../common/enums';
import type { UserFormValues } from './types';

/** The form's 'tipo de pessoa' (form only: 1 Pessoa Jurídica, 2 Pessoa Física; 0 none). */
export const personKindChoices: Choice[] = [
  { id: 0, name: 'Nenhum' },
  { id: 1, name: 'Pessoa Jurídica' },
  { id: 2, name: 'Pessoa Física' },
];

const kindOf = (tipo: number): DocumentKind | undefined => (tipo === 1 ? 'cnpj' : tipo === 2 ? 'cpf' : undefined);

export const documentMaxLength = (tipo: number) => (tipo === 2 ? CPF_LENGTH : CNPJ_LENGTH);

/**
 * What the document input keeps of what is typed or pasted, up to the kind's length: digits for a CPF;
 * for a CNPJ also letters, uppercased (Receita's alphanumeric CNPJ, issued since July 2026).
 */
export const documentInput = (tipo: number) => (text: string) =>
  (tipo === 2 ? onlyDigits(text) : normalizeDocument(text)).slice(0, documentMaxLength(tipo));

export const validateDocument: Validate<string, UserFormValues> = (value, values) => {
  if (!value) return 'Documento é obrigatório';
  return documentProblem(value, kindOf(values.tipo_pessoa)) ?? true;
};

export const createPasswordRules = {
  required: 'Senha é obrigatória',
  minLength: { value: 8, message: 'Senha deve ter pelo menos 8 caracteres' },
};

export const createConfirmRules = {
  required: 'Por favor confirme sua senha',
  validate: ((value, values) => value === values.password || 'As senhas não coincidem') as Validate<
    string,
    UserFormValues
  >,
};

export const editPasswordRules = {
  minLength: { value: 8, message: 'A senha deve ter pelo menos 8 caracteres' },
};

export const editConfirmRules = {
  validate: ((value, values) => (value ?? '') === (values.password ?? '') || 'As senhas não coincidem') as Validate<
    string,
    UserFormValues
  >,
};

export const roleRules = { required: 'Função é obrigatória' };
