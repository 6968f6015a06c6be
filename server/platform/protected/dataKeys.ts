// Encryption of protected values at rest (bank account numbers and PIX keys): AES-256-GCM with a random
// 96-bit nonce per value (server/platform/protected/aesGcm.ts), stored as `enc1:<key id>:<nonce>:<tag>:<ciphertext>`
// (base64url). The key id names the key that wrote the value, so a rotation (server/platform/protected/rotate.ts,
// `npm run rotate-key`) can read values written under an older key while it rewrites them under the
// current one.
import { createHash } from 'node:crypto';
import { openText, sealText } from './aesGcm';

const PREFIX = 'enc1';
const SEPARATOR = ':';

export type DataKey = { id: string; key: Buffer };
export type DataKeys = { current: DataKey; byId: Map<string, DataKey> };

/** A key from its secret text (DATA_ENCRYPTION_KEY): 256 bits derived by SHA-256, named by another digest. */
export function dataKey(secret: string): DataKey {
  return {
    key: createHash('sha256').update(`data-key:${secret}`).digest(),
    id: createHash('sha256').update(`data-key-id:${secret}`).digest('hex').slice(0, 8),
  };
}

/** The current key and the older ones values may still be written under. */
export function dataKeys(current: string, older: readonly string[] = []): DataKeys {
  const keys = [current, ...older].map(dataKey);
  return { current: keys[0], byId: new Map(keys.map((key) => [key.id, key])) };
}

export const isEncrypted = (value: string) => value.startsWith(`${PREFIX}${SEPARATOR}`);

export const encrypt = (keys: DataKeys, plain: string): string => sealText(keys.current.key, plain, [PREFIX, keys.current.id], SEPARATOR);

/** The key id a stored value was written under; null for a value stored before encryption. */
export const keyIdOf = (stored: string) => (isEncrypted(stored) ? stored.split(SEPARATOR)[1] : null);

/**
 * The plain value. A value stored before encryption came in is answered as it is (the rotation command
 * encrypts those too); one written under a key not configured any more is an error, not a guess.
 */
export function decrypt(keys: DataKeys, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [, id, ...parts] = stored.split(SEPARATOR);
  const key = keys.byId.get(id);
  if (!key) throw new Error(`Valor protegido cifrado com a chave ${id}, que não está configurada`);
  return openText(key.key, parts);
}

/** What every role but the allowed ones sees of a protected value (the portal masks by the same rule). */
export { maskProtected as mask } from '../../../common/resources/persons/bankAccounts';
