// Checks for the values a contact or a pix key holds, by their type. The portal's forms check the same
// (src/resources/pessoas/ContactInputs.tsx), so what the form accepts the server accepts.
import { isValidCnpj, isValidCpf } from '../../../common/documents';
import { ContactType, PixKeyType } from '../../../common/enums';

const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const PHONE = /^\+?[\d\s().-]+$/;
const WEBSITE = /^(https?:\/\/)?[^\s.]+\.[^\s]+$/i;

export const isEmail = (value: string) => EMAIL.test(value);

/** 8 to 15 digits (E.164's maximum), with the usual punctuation around them. */
export const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 8 && digits <= 15;
};

/** Why a contact's value does not fit its type, or null. */
export function contactValueProblem(contactType: number, value: string): string | null {
  if (contactType === ContactType.Email) return isEmail(value) ? null : 'Email inválido';
  if (contactType === ContactType.Phone || contactType === ContactType.Whatsapp) {
    return isPhone(value) ? null : 'Telefone inválido';
  }
  if (contactType === ContactType.Website) return WEBSITE.test(value) ? null : 'Website inválido';
  return null;
}

const PIX_KEY_CHECKS: Record<number, (key: string) => boolean> = {
  [PixKeyType.Cpf]: isValidCpf,
  [PixKeyType.Cnpj]: isValidCnpj,
  [PixKeyType.Email]: isEmail,
  [PixKeyType.Phone]: isPhone,
};

/** Why a pix key does not fit its type, or null. Random keys are taken as given. */
export function pixKeyProblem(pixKeyType: number, key: string | null | undefined): string | null {
  if (pixKeyType === PixKeyType.None) return null;
  if (!key) return 'Chave pix e obrigatório';
  const check = PIX_KEY_CHECKS[pixKeyType];
  return check && !check(key) ? 'Chave pix inválida' : null;
}
