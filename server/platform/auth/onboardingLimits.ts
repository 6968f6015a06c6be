// What the request guard (server/platform/auth/guard.ts) asks of every authenticated request: does the account
// wait for the staff's approval of its sign-up, or for its acceptance of the partner agreement in force?
// Either limits it, as a session limited to the two-factor setup is limited, to the routes declared
// `onboarding: true` (its own profile and password, the agreement and its acceptance, logout); every
// other route answers 403 with the reason. Both are columns of the user row the guard already holds
// (kept fresh on every server by the users' NOTIFY, server/platform/sessions/authChanges.ts), so an approval or an
// acceptance takes effect on the next request, with no new login.
import type { User } from '../db/schema';

export const CADASTRO_PENDENTE = 'Cadastro aguardando aprovação';
export const ACEITE_PENDENTE = 'Aceite a versão vigente dos termos de parceria para continuar';

/** The 403 detail of a route closed to this user during onboarding, or null when nothing limits it. */
export function onboardingLimit(user: Pick<User, 'cadastro' | 'aceite_pendente'>): string | null {
  if (user.cadastro === 'pendente') return CADASTRO_PENDENTE;
  if (user.aceite_pendente) return ACEITE_PENDENTE;
  return null;
}
