// The one AES-256-GCM in the server: a random 96-bit nonce per value, the value stored as text with its
// nonce, its authentication tag and its ciphertext in base64url after a header naming the format (and,
// for protected bank data, the key). Used by the protected values (server/platform/protected/dataKeys.ts, keys
// from DATA_ENCRYPTION_KEY) and by the secrets sealed under SECRET_KEY (server/platform/auth/secretBox.ts); each
// keeps its own stored format, so values already written stay readable.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;

/** `plain` encrypted under `key` (32 bytes): `header` parts, then nonce, tag and ciphertext, joined by `separator`. */
export function sealText(key: Buffer, plain: string, header: readonly string[], separator: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [...header, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(separator);
}

/** The plain text of a sealed value's last three parts (nonce, tag, ciphertext); a tampered value throws. */
export function openText(key: Buffer, [nonce, tag, body]: readonly string[]): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
