// Short-lived HS256 access tokens: sub = user id, typ = 'access', ver = the user's token_version when it
// was issued, sid = the login session (server/sessions/). The guard accepts a token only while the user's
// version still matches (a password change, reset or deactivation raises it) and its session is open.
import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; version: number; sessionId: number };

export type TokenService = {
  createAccessToken(claims: AccessClaims): Promise<string>;
  /** Whom the token names, or null for a missing, malformed, tampered, expired or foreign token. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
};

/** Tokens already verified, kept until they expire: a few thousand active sessions' worth. */
const VERIFIED_MAX = 10_000;

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // Verifying a signature through WebCrypto was a quarter of a cached request's CPU (bench/floor.ts). A
  // token's signature and claims never change, so the answer for the same string is reused until its
  // expiry; whether its session is still open is the guard's question, asked on every request.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const verify = async (token: string): Promise<{ claims: AccessClaims; expiresAt: number } | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const { ver: version, sid: sessionId } = payload;
      // A token from before sessions existed names none: it is refused, its user logs in again.
      const valid =
        payload.typ === 'access' && Number.isInteger(userId) && Number.isInteger(version) && Number.isInteger(sessionId);
      if (!valid || payload.exp === undefined) return null;
      return { claims: { userId, version: version as number, sessionId: sessionId as number }, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  };
  return {
    createAccessToken: ({ userId, version, sessionId }) =>
      new SignJWT({ typ: 'access', ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${expireMinutes}m`)
        .sign(key),
    async verifyAccessToken(token) {
      const known = verified.get(token) ?? (await verify(token));
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
  };
}
