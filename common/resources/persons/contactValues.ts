// Checks for the values a contact or a pix key holds, by their type. The API checks them all on every
// write; the portal's dialogs check the form of a value before sending (see the `formProblem` of the rules in
// contacts.ts and bankAccounts.ts) and show the API's refusal of the rest under the field.
import { isValidCnpj, isValidCpf } from '../../documents';
import { ContactType, PixKeyType } from '../../enums';

/** A mailbox on the Internet, with a dot and a top-level domain. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const PHONE = /^\+?[\d\s().-]+$/;
const WEBSITE = /^(https?:\/\/)?[^\s.]+\.[^\s]+$/i;
/** E.164's maximum. */
const PHONE_MAX_DIGITS = 15;
const PHONE_MIN_DIGITS = 8;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** At least 8 digits (and, unless `anyLength`, at most 15), with the usual punctuation around them. */
export const isPhone = (value: string, anyLength = false) => {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= PHONE_MIN_DIGITS && (anyLength || digits <= PHONE_MAX_DIGITS);
};

/**
 * Why a contact's value does not fit its type, or null. `formOnly` checks how the value is written and
 * leaves the digit maximum to the API.
 */
export function contactValueProblem(contactType: unknown, value: string, formOnly = false): string | null {
  if (contactType === ContactType.Email) return isEmail(value) ? null : 'Email inválido';
  if (contactType === ContactType.Phone || contactType === ContactType.Whatsapp) {
    return isPhone(value, formOnly) ? null : 'Telefone inválido';
  }
  if (contactType === ContactType.Website) return WEBSITE.test(value) ? null : 'Website inválido';
  return null;
}

const PIX_KEY_CHECKS: Record<number, (key: string) => boolean> = {
  [PixKeyType.Cpf]: isValidCpf,
  [PixKeyType.Cnpj]: isValidCnpj,
  [PixKeyType.Email]: isEmail,
  [PixKeyType.Phone]: (key) => isPhone(key),
};

export const PIX_KEY_REQUIRED = 'Chave pix e obrigatório';

/** Why a pix key does not fit its type, or null. Random keys are taken as given. */
export function pixKeyProblem(pixKeyType: number, key: string | null | undefined): string | null {
  if (pixKeyType === PixKeyType.None) return null;
  if (!key) return PIX_KEY_REQUIRED;
  const check = PIX_KEY_CHECKS[pixKeyType];
  return check && !check(key) ? 'Chave pix inválida' : null;
}
