// Access tokens (server/platform/auth/tokens.ts): a verified token's claims are reused, never past its expiry, and
// a token altered in any byte is checked afresh (and refused).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenService } from '../../server/platform/auth/tokens';

const SECRET = 'a-secret-key-that-is-long-enough-0123456789';
const claims = { userId: 7, version: 2, sessionId: 41 };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a token it issued, again and again', async () => {
    const tokens = tokenService(SECRET, 5);
    const token = await tokens.createAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
  });

  it('refuses a token already verified once it expires', async () => {
    const tokens = tokenService(SECRET, 5);
    const token = await tokens.createAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token whose claims were altered after a verified one, and one signed with another key', async () => {
    const tokens = tokenService(SECRET, 5);
    const token = await tokens.createAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...forged, sid: 42 })).toString('base64url');
    expect(await tokens.verifyAccessToken([header, altered, signature].join('.'))).toBeNull();
    const foreign = await tokenService(`${SECRET}-outra`, 5).createAccessToken(claims);
    expect(await tokens.verifyAccessToken(foreign)).toBeNull();
  });
});
