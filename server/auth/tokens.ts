// Short-lived HS256 access tokens: sub = user id, typ = 'access'.
import { jwtVerify, SignJWT } from 'jose';

export type TokenService = {
  createAccessToken(userId: number): Promise<string>;
  /** The user id, or null for a missing, malformed, tampered, expired or foreign token. */
  verifyAccessToken(token: string): Promise<number | null>;
};

export function tokenService(secret: string, expireMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    createAccessToken: (userId) =>
      new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${expireMinutes}m`)
        .sign(key),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return payload.typ === 'access' && Number.isInteger(id) ? id : null;
      } catch {
        return null;
      }
    },
  };
}
