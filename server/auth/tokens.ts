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

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    createAccessToken: ({ userId, version, sessionId }) =>
      new SignJWT({ typ: 'access', ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${expireMinutes}m`)
        .sign(key),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { ver: version, sid: sessionId } = payload;
        // A token from before sessions existed names none: it is refused, its user logs in again.
        const valid =
          payload.typ === 'access' && Number.isInteger(userId) && Number.isInteger(version) && Number.isInteger(sessionId);
        return valid ? { userId, version: version as number, sessionId: sessionId as number } : null;
      } catch {
        return null;
      }
    },
  };
}
