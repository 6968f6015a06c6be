// The code an authenticator app shows for a two-factor secret (base32, as the API answers it), computed in
// the tests as the app would: the 30-second step `offset` steps from now (the server takes each step's
// code once, so a test that needs two codes in a row takes two steps).
import { Secret, TOTP } from 'otpauth';

export const codeOf = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });
