// The request schemas of /login, /password-recovery and /users that are not the users resource's own
// create, update and filters (those are the declaration's, common/resources/users.ts): the own account
// (/me), signup, login and password reset. The shapes follow the FastAPI full-stack
// template (UserUpdateMe, UpdatePassword, UserRegister, NewPassword); the messages are the portal's.
import { z } from 'zod';
import {
  documentInput,
  emailInput,
  fullNameInput,
  PASSWORD_MAX,
  passwordInput,
} from '../../../common/resources/users';
import { id, idParams } from '../../resource/crud';

export const userUpdateMeBody = z.object({
  email: emailInput.optional(),
  full_name: fullNameInput,
  /** 'Meu perfil': true stops the daily task digest (server/features/atividades/digest.ts). */
  task_digest_opt_out: z.boolean({ error: 'Resumo diário de tarefas deve ser verdadeiro ou falso' }).optional(),
});

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
