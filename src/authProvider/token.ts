import { TokenType } from '../../common/tokenTypes';

export const TOKEN_KEY = 'access_token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);
export const isLoggedIn = () => Boolean(getToken());

/** The `typ` claim of the stored token (read, not verified: the server judges it on every request). */
function tokenType(): unknown {
  const payload = getToken()?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).typ;
  } catch {
    return undefined;
  }
}

/** Whether the session may only set up two-factor login (MFA_REQUIRED_ROLES): the server refuses it all else. */
export const isSetupOnlySession = () => tokenType() === TokenType.MfaSetup;
