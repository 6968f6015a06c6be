// Secrets the server must read back (a user's TOTP secret) are stored encrypted: AES-256-GCM
// (server/platform/protected/aesGcm.ts, shared with the protected bank data) with a key derived from SECRET_KEY
// (HKDF-SHA256, its own label, so it is not the token-signing key itself). A value is
// "v1.<iv>.<tag>.<ciphertext>" in base64url; a changed SECRET_KEY makes old values unreadable, as it
// already ends every session.
import { hkdfSync } from 'node:crypto';
import { openText, sealText } from '../protected/aesGcm';

const VERSION = 'v1';
const SEPARATOR = '.';

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function secretBox(secretKey: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'portal-de-parceiros', purpose, 32));
  return {
    seal: (plain) => sealText(key, plain, [VERSION], SEPARATOR),
    open(sealed) {
      const [version, ...parts] = sealed.split(SEPARATOR);
      if (version !== VERSION) throw new Error('unknown sealed value version');
      return openText(key, parts);
    },
  };
}
