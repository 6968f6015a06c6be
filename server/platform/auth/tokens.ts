// Short-lived HS256 tokens: sub = user id, ver = the user's token_version when it was issued, and a typ
// that says what the token is good for. The guard accepts a session token only while the user's version
// still matches (a password change, reset or deactivation raises it) and its session is open.
// - 'access': a login session, named by sid (server/platform/sessions/);
// - 'mfa_setup': a session that may only set up two-factor login (MFA_REQUIRED_ROLES, server/platform/auth/guard.ts);
// - 'mfa': the 5-minute proof of a correct password that POST /login/mfa exchanges, with a code, for a
//   session; the guard accepts it nowhere.
import { jwtVerify, SignJWT } from 'jose';
import { TokenType } from '../../../common/tokenTypes';
import type { User } from '../db/schema';

export type AccessClaims = { userId: number; version: number; sessionId: number; setupOnly?: true };
export type TokenSubject = Pick<User, 'id' | 'token_version'>;
type MfaClaims = { userId: number; version: number };

export const MFA_TOKEN_MINUTES = 5;

export type TokenService = {
  /** A session token; `setupOnly` limits it to setting up two-factor login. */
  createAccessToken(claims: AccessClaims): Promise<string>;
  /** Whom the token names, or null for a missing, malformed, tampered, expired or foreign token. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** The 5-minute token between the password and the second factor. */
  createMfaToken(user: TokenSubject): Promise<string>;
  verifyMfaToken(token: string): Promise<MfaClaims | null>;
};


/** Tokens already verified, kept until they expire: a few thousand active sessions' worth. */
const VERIFIED_MAX = 10_000;

type Verified = { claims: AccessClaims; expiresAt: number };

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const sign = (payload: Record<string, unknown>, userId: number, minutes: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${minutes}m`)
      .sign(key);
  const decode = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || !Number.isInteger(payload.ver) || payload.exp === undefined) return null;
      return { payload, userId, version: payload.ver as number, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  };
  const verifySession = async (token: string): Promise<Verified | null> => {
    const decoded = await decode(token);
    const sessionId = decoded?.payload.sid;
    const typ = decoded?.payload.typ;
    // A token from before sessions existed names none: it is refused, its user logs in again.
    if (!decoded || !Number.isInteger(sessionId) || (typ !== TokenType.Access && typ !== TokenType.MfaSetup)) return null;
    const claims: AccessClaims = { userId: decoded.userId, version: decoded.version, sessionId: sessionId as number };
    if (typ === TokenType.MfaSetup) claims.setupOnly = true;
    return { claims, expiresAt: decoded.expiresAt };
  };
  // Verifying a signature through WebCrypto was a quarter of a cached request's CPU (bench/floor.ts). A
  // token's signature and claims never change, so the answer for the same string is reused until its
  // expiry; whether its session is still open is the guard's question, asked on every request.
  const verified = new Map<string, Verified>();
  return {
    createAccessToken: ({ userId, version, sessionId, setupOnly }) =>
      sign({ typ: setupOnly ? TokenType.MfaSetup : TokenType.Access, ver: version, sid: sessionId }, userId, expireMinutes),
    async verifyAccessToken(token) {
      const known = verified.get(token) ?? (await verifySession(token));
      if (!known || known.expiresAt <= Date.now()) {
        verified.delete(token);
        return null;
      }
      if (!verified.has(token)) {
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, known);
      }
      return known.claims;
    },
    createMfaToken: (user) => sign({ typ: TokenType.Mfa, ver: user.token_version }, user.id, MFA_TOKEN_MINUTES),
    async verifyMfaToken(token) {
      const decoded = await decode(token);
      return decoded?.payload.typ === TokenType.Mfa ? { userId: decoded.userId, version: decoded.version } : null;
    },
  };
}
