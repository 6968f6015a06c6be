// Short-lived HS256 tokens: sub = user id, ver = the user's token_version when it was issued, and a typ
// that says what the token is good for. The guard compares ver with the user row, so raising the row's
// version (password change, reset, deactivation) revokes every token issued before.
// - 'access': a session;
// - 'mfa_setup': a session that may only set up two-factor login (MFA_REQUIRED_ROLES, server/auth/guard.ts);
// - 'mfa': the 5-minute proof of a correct password that POST /login/mfa exchanges, with a code, for a
//   session; the guard accepts it nowhere.
import { jwtVerify, SignJWT } from 'jose';
import type { User } from '../db/schema';

export type TokenSubject = Pick<User, 'id' | 'token_version'>;
type Claims = { userId: number; version: number };
export type SessionClaims = Claims & { setupOnly: boolean };

export const MFA_TOKEN_MINUTES = 5;

export type TokenService = {
  /** A session; `setupOnly` limits it to setting up two-factor login. */
  createAccessToken(user: TokenSubject, options?: { setupOnly?: boolean }): Promise<string>;
  /** Whom the session names, or null for a missing, malformed, tampered, expired or foreign token. */
  verifyAccessToken(token: string): Promise<SessionClaims | null>;
  /** The 5-minute token between the password and the second factor. */
  createMfaToken(user: TokenSubject): Promise<string>;
  verifyMfaToken(token: string): Promise<Claims | null>;
};

const SESSION_TYPES = ['access', 'mfa_setup'];

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const sign = (typ: string, user: TokenSubject, minutes: number) =>
    new SignJWT({ typ, ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${minutes}m`)
      .sign(key);
  async function verify(token: string, types: string[]): Promise<(Claims & { typ: string }) | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const version = payload.ver;
      const typ = String(payload.typ);
      const valid = types.includes(typ) && Number.isInteger(userId) && Number.isInteger(version);
      return valid ? { userId, version: version as number, typ } : null;
    } catch {
      return null;
    }
  }
  return {
    createAccessToken: (user, options = {}) => sign(options.setupOnly ? 'mfa_setup' : 'access', user, expireMinutes),
    async verifyAccessToken(token) {
      const claims = await verify(token, SESSION_TYPES);
      return claims && { userId: claims.userId, version: claims.version, setupOnly: claims.typ === 'mfa_setup' };
    },
    createMfaToken: (user) => sign('mfa', user, MFA_TOKEN_MINUTES),
    async verifyMfaToken(token) {
      const claims = await verify(token, ['mfa']);
      return claims && { userId: claims.userId, version: claims.version };
    },
  };
}
