// Secrets the server must read back (a user's TOTP secret) are stored encrypted: AES-256-GCM with a key
// derived from SECRET_KEY (HKDF-SHA256, its own label, so it is not the token-signing key itself). A
// value is "v1.<iv>.<tag>.<ciphertext>" in base64url; a changed SECRET_KEY makes old values unreadable,
// as it already ends every session. When the audit branch's DATA_ENCRYPTION_KEY lands, this is the one
// place to point at it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function secretBox(secretKey: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'portal-de-parceiros', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION) throw new Error('unknown sealed value version');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
