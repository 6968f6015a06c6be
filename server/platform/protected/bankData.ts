// Bank account numbers and PIX keys: encrypted on the way into the database, decrypted on the way out,
// and masked (last 4 characters) for everyone but administrators, superusers and the person's own users.
import type { Config } from '../config';
import { BANK_PROTECTED_FIELDS } from '../../../common/resources/persons/bankAccounts';
import { dataKeys, decrypt, encrypt, mask, type DataKeys } from './dataKeys';

type Values = Record<string, unknown>;

const keysByConfig = new WeakMap<Config, DataKeys>();

/** The keys of a configuration (DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_OLD_KEYS), built once. */
export function keysOf(config: Pick<Config, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_OLD_KEYS'>): DataKeys {
  let keys = keysByConfig.get(config as Config);
  if (!keys) {
    keys = dataKeys(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_OLD_KEYS);
    keysByConfig.set(config as Config, keys);
  }
  return keys;
}

const mapProtected = <T extends Values>(values: T, fields: readonly string[], change: (text: string) => string): T =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      fields.includes(field) && typeof value === 'string' && value !== '' ? change(value) : value,
    ]),
  ) as T;

/** The values as stored: each protected field encrypted under the current key. */
export const sealed = <T extends Values>(keys: DataKeys, values: T, fields: readonly string[] = BANK_PROTECTED_FIELDS) =>
  mapProtected(values, fields, (text) => encrypt(keys, text));

/** A stored row with its protected fields in clear. */
export const opened = <T extends Values>(keys: DataKeys, row: T, fields: readonly string[] = BANK_PROTECTED_FIELDS) =>
  mapProtected(row, fields, (text) => decrypt(keys, text));

/** The portal decides whether to offer 'Mostrar' by the same rule. */
export { mayRevealBankData } from '../../../common/resources/persons/bankAccounts';

/** An opened row as this user may see it: in full, or with each protected value masked. */
export const presented = <T extends Values>(row: T, full: boolean, fields: readonly string[] = BANK_PROTECTED_FIELDS) =>
  full ? row : mapProtected(row, fields, mask);

/** Whether a row holds any protected value (a reveal worth recording). */
export const holdsProtected = (row: Values, fields: readonly string[] = BANK_PROTECTED_FIELDS) =>
  fields.some((field) => typeof row[field] === 'string' && row[field] !== '');
