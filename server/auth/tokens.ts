// Short-lived HS256 access tokens: sub = user id, typ = 'access', ver = the user's token_version when it
// was issued. The guard compares ver with the user row, so raising the row's version (password change,
// reset, deactivation) revokes every token issued before.
import { jwtVerify, SignJWT } from 'jose';
import type { User } from '../db/schema';

export type TokenSubject = Pick<User, 'id' | 'token_version'>;

export type TokenService = {
  createAccessToken(user: TokenSubject): Promise<string>;
  /** Whom the token names, or null for a missing, malformed, tampered, expired or foreign token. */
  verifyAccessToken(token: string): Promise<{ userId: number; version: number } | null>;
};

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    createAccessToken: (user) =>
      new SignJWT({ typ: 'access', ver: user.token_version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${expireMinutes}m`)
        .sign(key),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const version = payload.ver;
        const valid = payload.typ === 'access' && Number.isInteger(userId) && Number.isInteger(version);
        return valid ? { userId, version: version as number } : null;
      } catch {
        return null;
      }
    },
  };
}
