// Logs in from the portal's own /login page. The public pages live inside react-admin's route tree
// (CustomRoutes noLayout), whose auth check already ran and failed before the login; react-admin's
// useLogin would navigate home on that stale answer and be logged out at once. So the auth state is
// re-checked first, then the portal opens.
import { useCallback } from 'react';
import { useAuthProvider, useAuthState, useNotificationContext, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export type Credentials = { username: string; password: string } | { mfa_token: string; code: string };
/** What a sign-in gave: the portal opened, or the password was right and a code is due. */
export type SignInResult = { mfaToken?: string };

export function useSignIn() {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const { refetch: recheckAuth } = useAuthState(undefined, false, { enabled: false });
  const { refetch: reloadPermissions } = usePermissions({}, { enabled: false });

  return useCallback(
    async (credentials: Credentials): Promise<SignInResult> => {
      if (!authProvider) throw new Error('authProvider ausente');
      const result = (await authProvider.login(credentials)) as { redirectTo?: string; mfaToken?: string } | undefined;
      if (result?.mfaToken) return { mfaToken: result.mfaToken };
      await Promise.all([recheckAuth(), reloadPermissions()]);
      resetNotifications();
      navigate(result?.redirectTo ?? '/');
      return {};
    },
    [authProvider, navigate, recheckAuth, reloadPermissions, resetNotifications],
  );
}
