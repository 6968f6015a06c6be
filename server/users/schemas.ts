// Request bodies and queries of /login, /password-recovery and /users. The shapes follow the FastAPI
// full-stack template (UserCreate, UserUpdate, UserUpdateMe, UpdatePassword, UserRegister, NewPassword);
// the messages are the portal's.
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../../common/documents';
import { DEFAULT_USER_ROLE, UserRole } from '../../common/enums';
import { id, idParams, pageQuery, queryBool } from '../crud';
import { users } from '../db/schema';
import { sortQuery } from '../listSort';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Trimmed and lowercased, so comparisons and the unique index agree; the HTML form's notion of an email. */
export const emailInput = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .toLowerCase()
  .min(1, 'Email é obrigatório')
  .max(255, 'Email deve ter no máximo 255 caracteres')
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Email inválido' }));

export const passwordInput = z
  .string({ error: 'Senha é obrigatória' })
  .min(PASSWORD_MIN, `Senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `Senha deve ter no máximo ${PASSWORD_MAX} caracteres`);

/** A name that may be cleared: blank becomes null; absent stays absent (PATCH leaves it alone). */
const fullNameInput = z
  .string()
  .trim()
  .max(255, 'Nome deve ter no máximo 255 caracteres')
  .transform((v) => v || null)
  .nullable()
  .optional();

/** A CPF or CNPJ, masked or not, stored unmasked and uppercase; blank counts as absent. */
const documentInput = z
  .string()
  .max(32, 'Documento deve ter no máximo 32 caracteres')
  .transform((v) => normalizeDocument(v) || null)
  .superRefine((document, ctx) => {
    const problem = document && documentProblem(document);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .optional();

const roleInput = z.int('Função inválida').min(UserRole.Admin, 'Função inválida').max(UserRole.Referrer, 'Função inválida');

/** confirm_password, when the client sends it, must equal the password. */
const confirmationMatches = (body: { password?: string; confirm_password?: string }) =>
  body.confirm_password === undefined || body.confirm_password === body.password;
const confirmation = { message: 'As senhas não coincidem', path: ['confirm_password'] };

export const userCreateBody = z
  .object({
    email: emailInput,
    full_name: fullNameInput,
    document: documentInput,
    password: passwordInput,
    confirm_password: z.string().optional(),
    is_active: z.boolean().default(true),
    is_superuser: z.boolean().default(false),
    role: roleInput.default(DEFAULT_USER_ROLE),
  })
  .refine(confirmationMatches, confirmation);
export type UserCreate = z.output<typeof userCreateBody>;

export const userUpdateBody = z
  .object({
    email: emailInput.optional(),
    full_name: fullNameInput,
    password: passwordInput.optional(),
    confirm_password: z.string().optional(),
    is_active: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
    role: roleInput.optional(),
    person_id: id.nullable().optional(),
  })
  .refine(confirmationMatches, confirmation);
export type UserUpdate = z.output<typeof userUpdateBody>;

export const userUpdateMeBody = z.object({ email: emailInput.optional(), full_name: fullNameInput });

export const updatePasswordBody = z.object({
  current_password: z.string({ error: 'Senha atual é obrigatória' }).min(1, 'Senha atual é obrigatória').max(PASSWORD_MAX),
  new_password: passwordInput,
});

/** PUT /users/me/person: an existing person (person_id) or the caller's own CPF/CNPJ (document), not both. */
export const ownPersonBody = z
  .object({ person_id: id.optional(), document: documentInput })
  .refine((body) => (body.person_id === undefined) !== !body.document, {
    message: 'Escolha uma pessoa ou informe um CPF/CNPJ',
    path: ['person_id'],
  });
export type OwnPersonInput = z.output<typeof ownPersonBody>;

export const userRegisterBody = z.object({ email: emailInput, password: passwordInput, full_name: fullNameInput });

/** The columns the users list sorts by. */
export const userSortColumns = { full_name: users.full_name, email: users.email, created_at: users.created_at };

export const userListQuery = pageQuery.extend(sortQuery(userSortColumns).shape).extend({
  query: z.string().trim().max(200).optional(),
  is_active: queryBool.optional(),
  role: z.coerce.number().int().min(UserRole.Admin).max(UserRole.Referrer).optional(),
  /** true keeps only external users (roles 3, 5, 6), the ones vínculos are made for. */
  get_partner: queryBool.optional(),
});
export type UserListQuery = z.output<typeof userListQuery>;

export const userParams = idParams('user_id');
export const emailParams = z.object({ email: emailInput });

const optionalFormText = z.string().max(255).optional();

/**
 * OAuth2PasswordRequestForm, urlencoded or multipart: username (the email) and password, plus the
 * optional OAuth2 fields, which a client may send and the password grant does not use.
 */
export const loginForm = z.object({
  username: z.string({ error: 'Usuário é obrigatório' }).trim().min(1, 'Usuário é obrigatório').max(255),
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(PASSWORD_MAX),
  grant_type: z.literal('password', { error: 'grant_type deve ser "password"' }).optional(),
  scope: optionalFormText,
  client_id: optionalFormText,
  client_secret: optionalFormText,
});

export const resetPasswordBody = z.object({
  token: z.string({ error: 'Token é obrigatório' }).min(1, 'Token é obrigatório').max(200),
  new_password: passwordInput,
});
