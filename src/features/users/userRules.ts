// The add and edit dialogs' rules: the API's own (the declaration's schemas, common/resources/users.ts),
// so the dialog refuses what POST and PATCH /users would, plus what only the form asks for, in the
// product's own words: a document of the chosen kind, a role, a confirmed password. Their output is the
// body sent (less the form's own 'Tipo de pessoa' and a blank new password: userForm.tsx).
import { z } from 'zod';
import { CNPJ_LENGTH, CPF_LENGTH, documentProblem, normalizeDocument, onlyDigits, type DocumentKind } from '../../../common/documents';
import { UserPersonKind } from '../../../common/enums';
import { confirmsPassword, PASSWORD_MIN, users as userDeclaration } from '../../../common/resources/users';

const kindOf = (tipo: UserPersonKind): DocumentKind | undefined =>
  tipo === UserPersonKind.Company ? 'cnpj' : tipo === UserPersonKind.Individual ? 'cpf' : undefined;

/**
 * What the document input keeps of what is typed or pasted, up to the kind's length: digits for a CPF;
 * for a CNPJ also letters, uppercased (Receita's alphanumeric CNPJ, issued since July 2026).
 */
export const documentInput = (text: unknown, tipo: UserPersonKind) =>
  tipo === UserPersonKind.Individual ? onlyDigits(String(text ?? '')).slice(0, CPF_LENGTH) : normalizeDocument(String(text ?? '')).slice(0, CNPJ_LENGTH);

/** A value the person must give: blank gets the form's message, anything else the API's rule. */
const required = <Rule extends z.ZodType>(message: string, rule: Rule) =>
  z
    .unknown()
    .refine((value) => value !== '' && value != null, message)
    .pipe(rule);

const { shape } = userDeclaration.schemas.create;
const { email, full_name, password, role, is_active } = shape;

export const createUserSchema = z
  .object({
    ...shape,
    tipo_pessoa: z.enum(UserPersonKind),
    // Checked against the chosen kind below, as typed (the input keeps the kind's characters only).
    document: z.string().nullable(),
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
    is_active,
    is_superuser: shape.is_superuser,
  })
  .refine(...confirmsPassword);
