// Validation rules and messages the portal's forms share.
import type { RegisterOptions } from 'react-hook-form';
import { PASSWORD_MIN } from '../../../common/passwordLength';

/**
 * Forms validate on blur: a field's message first appears when the person leaves it.
 * 'onTouched' rather than 'onBlur' because, once touched, a field is re-checked as it is corrected, and
 * the form's validity (which enables Salvar) follows every keystroke; with 'onBlur' a Save button stays
 * disabled until the person leaves the last field they fixed.
 */
export const FORM_MODE = 'onTouched' as const;

/**
 * An account's email (login, signup, recovery, profile): the HTML5 notion of an email, the
 * same pattern the server checks (zod's z.regexes.html5Email in common/resources/users.ts and
 * server/platform/config.ts; tests/unit/rules.test.ts keeps the two equal). The host needs no dot, so the default
 * first administrator admin@localhost can log in and be saved.
 */
export const ACCOUNT_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const emailPattern = { value: ACCOUNT_EMAIL_PATTERN, message: 'Email inválido' };

/** The email of signup, recovery and profile: required and well formed. */
export const emailRules = { required: 'Email é obrigatório', pattern: emailPattern } satisfies RegisterOptions;

/** The name a person signs up with: required, and at least three letters long. */
export const fullNameRules = {
  required: 'Nome completo é obrigatório',
  minLength: { value: 3, message: 'Nome completo deve ter pelo menos 3 caracteres' },
} satisfies RegisterOptions;

/** Password and confirmation of signup, reset and the settings' password form; the minimum is the API's. */
export const passwordRules = {
  required: 'Senha é obrigatória.',
  minLength: { value: PASSWORD_MIN, message: 'Senha deve ter pelo menos 8 caracteres.' },
} satisfies RegisterOptions;

/** The confirmation must repeat the field named `passwordField`. */
export function confirmRules<T extends Record<string, unknown>>(passwordField: keyof T & string) {
  return {
    required: 'Confirmação de senha é obrigatória.',
    validate: (value: unknown, values: T) => value === values[passwordField] || 'As senhas devem ser iguais.',
  };
}
