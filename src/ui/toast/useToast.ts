// The one way a screen reports a result: notifySuccess('Usuário atualizado com
// sucesso.') or notifyError(error). A 401 ends the session instead of showing a toast.
import { useMemo } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { translateDetail } from '../../i18n/apiDetails';

export const ERROR_FALLBACK = 'Algo deu errado';

/** The text an error shows: its (already translated) message, a known detail in Portuguese, or the fallback. */
export function errorMessage(error: unknown, fallback = ERROR_FALLBACK): string {
  if (typeof error === 'string') return error.trim() ? translateDetail(error) : fallback;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? translateDetail(message) : fallback;
}

export function useToast() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () => ({
      notifySuccess(text: string) {
        notify(text, { type: 'success' });
      },
      /** Shows `text` when given (a screen's own wording), else the error's message. */
      async notifyError(error: unknown, text?: string) {
        if (error && typeof error === 'object' && (await logoutIfAccessDenied(error))) return;
        notify(text ?? errorMessage(error), { type: 'error' });
      },
    }),
    [notify, logoutIfAccessDenied],
  );
}
