// The add and edit dialogs' rules: the API's own (the declaration's schemas, common/resources/users.ts),
// so the dialog refuses what POST and PATCH /users would, plus what only the form asks for, in the
// product's own words: a document of the chosen kind, a role, a confirmed password.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { CNPJ_LENGTH, CPF_LENGTH, documentProblem, normalizeDocument, onlyDigits, type DocumentKind } from '../../../common/documents';
import { UserPersonKind } from '../../../common/enums';
import { confirmsPassword, PASSWORD_MIN, users as userDeclaration } from '../../../common/resources/users';
import type { UserFormValues } from './types';

const kindOf = (tipo: UserPersonKind): DocumentKind | undefined =>
  tipo === UserPersonKind.Company ? 'cnpj' : tipo === UserPersonKind.Individual ? 'cpf' : undefined;

export const documentMaxLength = (tipo: UserPersonKind) => (tipo === UserPersonKind.Individual ? CPF_LENGTH : CNPJ_LENGTH);

/**
 * What the document input keeps of what is typed or pasted, up to the kind's length: digits for a CPF;
 * for a CNPJ also letters, uppercased (Receita's alphanumeric CNPJ, issued since July 2026).
 */
export const documentInput = (tipo: UserPersonKind) => (text: string) =>
  (tipo === UserPersonKind.Individual ? onlyDigits(text) : normalizeDocument(text)).slice(0, documentMaxLength(tipo));

/** A value the person must give: blank gets the form's message, anything else the API's rule. */
const required = <Rule extends z.ZodType>(message: string, rule: Rule) =>
  z
    .unknown()
    .refine((value) => value !== '' && value != null, message)
    .pipe(rule);

const { email, full_name, password, role } = userDeclaration.schemas.create.shape;

export const createUserSchema = z
  .object({
    email,
    full_name,
    tipo_pessoa: z.enum(UserPersonKind),
    document: z.string(),
    role: required('Função é obrigatória', role),
    password: required('Senha é obrigatória', password),
    confirm_password: z.string().min(1, 'Por favor confirme sua senha'),
  })
  .refine(...confirmsPassword)
  .superRefine(({ document, tipo_pessoa }, ctx) => {
    const problem = document ? documentProblem(document, kindOf(tipo_pessoa)) : 'Documento é obrigatório';
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['document'] });
  });

/** Editing, a blank password keeps the current one. */
export const editUserSchema = z
  .object({
    email,
    full_name,
    role: required('Função é obrigatória', role),
    password: z.string().refine((text) => !text || text.length >= PASSWORD_MIN, 'A senha deve ter pelo menos 8 caracteres'),
    confirm_password: z.string(),
  })
  .refine(...confirmsPassword);

/**
 * A dialog's resolver. It checks the values as the form holds them and hands them on unchanged (raw):
 * the payload is built from what was typed (AddUserDialog's createPayload), and the API applies its own
 * trimming and defaults. The schemas' input types are wider than the form's values ('' or a role, a
 * name or null), hence the one cast to the form's type.
 */
export const userResolver = (schema: z.ZodType<unknown, FieldValues>) =>
  zodResolver(schema as z.ZodType<unknown, UserFormValues>, undefined, { raw: true });
