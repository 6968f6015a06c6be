// The calls about one's own account and the public recovery flow (login, password
// recovery, /users/me, /users/signup), as custom dataProvider methods.
import type { CurrentUser } from '../authProvider/currentUser';
import { setToken } from '../authProvider/token';
import { httpClient } from './httpClient';

export type SignupPayload = { email: string; full_name: string; password: string };
export type ProfilePayload = { full_name?: string | null; email?: string; task_digest_opt_out?: boolean };
export type PasswordChangePayload = { current_password: string; new_password: string };
export type PasswordResetPayload = { token: string; new_password: string };
/** PUT /users/me/person: a person the user may see, or the user's own CPF/CNPJ. */
export type OwnPersonPayload = { person_id: number } | { document: string };
/** Two-factor login: on, pending (set up, not confirmed), required by the role, recovery codes left. */
export type MfaStatus = { enabled: boolean; pending: boolean; required: boolean; recovery_codes_left: number };
export type MfaSetup = { secret: string; otpauth_url: string };

/** One of the user's open sessions, as GET /users/me/sessions answers it. */
export type OwnSession = {
  id: number;
  user_agent: string | null;
  client_address: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};

export const accountMethods = {
  signup: (data: SignupPayload) => httpClient<CurrentUser>('users/signup', { method: 'POST', body: data }),
  recoverPassword: (email: string) =>
    httpClient<{ message: string }>(`password-recovery/${encodeURIComponent(email)}`, { method: 'POST' }),
  resetPassword: (data: PasswordResetPayload) =>
    httpClient<{ message: string }>('reset-password/', { method: 'POST', body: data }),
  updateMe: (data: ProfilePayload) => httpClient<CurrentUser>('users/me', { method: 'PATCH', body: data }),
  /** The change ends every session, this one too: the answer's fresh token keeps the user signed in. */
  changeMyPassword: async (data: PasswordChangePayload) => {
    const answer = await httpClient<{ message: string; access_token: string }>('users/me/password', {
      method: 'PATCH',
      body: data,
    });
    setToken(answer.access_token);
    return answer;
  },
  linkMyPerson: (data: OwnPersonPayload) => httpClient<CurrentUser>('users/me/person', { method: 'PUT', body: data }),
  deleteMe: () => httpClient<{ message: string }>('users/me', { method: 'DELETE' }),
  listMySessions: () => httpClient<{ data: OwnSession[]; count: number }>('users/me/sessions'),
  endMySession: (id: number) => httpClient<{ message: string }>(`users/me/sessions/${id}`, { method: 'DELETE' }),
  endMyOtherSessions: () => httpClient<{ message: string; count: number }>('users/me/sessions', { method: 'DELETE' }),
  myMfa: () => httpClient<MfaStatus>('users/me/mfa'),
  beginMyMfa: () => httpClient<MfaSetup>('users/me/mfa', { method: 'POST' }),
  /** Turns it on; a session limited to the setup (MFA_REQUIRED_ROLES) continues under the answer's whole one. */
  confirmMyMfa: async (code: string) => {
    const answer = await httpClient<{ recovery_codes: string[]; access_token?: string }>('users/me/mfa/confirm', {
      method: 'POST',
      body: { code },
    });
    if (answer.access_token) setToken(answer.access_token);
    return answer.recovery_codes;
  },
  disableMyMfa: (code: string) => httpClient<{ message: string }>('users/me/mfa', { method: 'DELETE', body: { code } }),
  /** An administrator's reset of another user's two-factor login (audited; the user sets it up again). */
  resetUserMfa: (userId: number) => httpClient<{ message: string }>(`users/${userId}/mfa`, { method: 'DELETE' }),
};
