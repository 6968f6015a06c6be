// The per-route limit on the doors an attacker would hammer: login, signup, password recovery and the
// password change (guessing the current password with a stolen token).
// Over the limit the app answers 429 with a Portuguese detail (see app.ts).
import type { Config } from '../../platform/config';

export const credentialRateLimit = (config: Config) => ({
  rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW },
});
