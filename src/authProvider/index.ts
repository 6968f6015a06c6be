// Token in localStorage['access_token']; identity from /users/me; access from common/policy.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { publicPaths } from '../features/public/paths';
import { rememberReturnPath, takeReturnPath } from './returnPath';
import { clearToken, getToken, setToken } from './token';
import type { CurrentUser } from './currentUser';

export type { CurrentUser } from './currentUser';

export const PUBLIC_LANDING = publicPaths.aviso;

let currentUser: Promise<CurrentUser> | null = null;

/** The signed-in user, fetched once per session and shared by every caller. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  currentUser ??= httpClient<CurrentUser>('users/me').catch((error) => {
    currentUser = null;
    throw error;
  });
  return currentUser;
}

export const forgetCurrentUser = () => {
  currentUser = null;
};

/** After the profile changes: the next getIdentity reads the new one. */
export const setCurrentUser = (user: CurrentUser) => {
  currentUser = Promise.resolve(user);
};

const isUnauthorized = (error: unknown) => (error as { status?: number } | null)?.status === 401;

/** Ends the session: token gone, back to /aviso, no "logged out" toast. */
function endSession(): never {
  rememberReturnPath();
  clearToken();
  forgetCurrentUser();
  throw { redirectTo: PUBLIC_LANDING, logoutUser: true, message: false };
}

type LoginAnswer = { access_token: string; mfa_setup_required?: true } | { mfa_required: true; mfa_token: string };
/** Where a user who must turn two-factor login on is sent after the password: 'Meu perfil'. */
export const MFA_SETUP_PATH = '/settings';

export const authProvider = {
  /**
   * The password ({username, password}) or, for an account with two-factor login, the second step
   * ({mfa_token, code}). A first step that needs a code answers `{mfaToken}` and signs nobody in; a user
   * who must set two-factor login up is sent to it.
   */
  async login(params: { username: string; password: string } | { mfa_token: string; code: string }) {
    const answer =
      'mfa_token' in params
        ? await httpClient<LoginAnswer>('login/mfa', { method: 'POST', body: params })
        : await httpClient<LoginAnswer>('login/access-token', {
            method: 'POST',
            body: new URLSearchParams({ username: params.username, password: params.password }),
          });
    if ('mfa_required' in answer) return { mfaToken: answer.mfa_token };
    forgetCurrentUser();
    setToken(answer.access_token);
    return { redirectTo: answer.mfa_setup_required ? MFA_SETUP_PATH : takeReturnPath() };
  },
  async logout() {
    // The server ends the session too, so the token is worthless even if it was copied; a failure (the
    // session already ended, no network) still signs out here.
    if (getToken()) await httpClient('logout', { method: 'POST' }).catch(() => undefined);
    clearToken();
    forgetCurrentUser();
    return PUBLIC_LANDING;
  },
  async checkAuth() {
    if (!getToken()) {
      rememberReturnPath();
      throw { redirectTo: PUBLIC_LANDING, message: false };
    }
    // A token the server no longer accepts (expired, revoked, user deleted) ends the session at once.
    try {
      await fetchCurrentUser();
    } catch (error) {
      if (isUnauthorized(error)) endSession();
    }
  },
  async checkError(error: unknown) {
    if (isUnauthorized(error)) endSession();
  },
  async getIdentity(): Promise<UserIdentity & CurrentUser> {
    const user = await fetchCurrentUser();
    return { ...user, fullName: user.full_name || user.email };
  },
  async getPermissions() {
    if (!getToken()) return null;
    return fetchCurrentUser();
  },
  async canAccess({ resource, action }: { resource: string; action: string }) {
    if (!getToken()) return false;
    // The policy table and the path table carry every resource declaration (and zod with them): loaded on
    // the first question, which only the console asks, so the public pages stay light.
    const { canAccessResource } = await import('./resourceAccess');
    return canAccessResource(await fetchCurrentUser(), resource, action);
  },
} satisfies AuthProvider;
