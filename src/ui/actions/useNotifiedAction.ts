// One click's work (a toggle, a delete, a dialog's confirmation, a form's save; `run` passes its arguments
// on): pending while it runs, so its button or dialog can show it; a failure shows the server's reason (or
// the screen's own `errorText`, fixed or worded from the error) in the error toast, unless the action
// `reportsErrors` itself.
import { useState } from 'react';
import { useToast } from '../toast/useToast';

export type ActionOptions = { errorText?: string | ((error: unknown) => string); reportsErrors?: boolean };

export function useNotifiedAction<Args extends unknown[] = []>(
  action: (...args: Args) => Promise<unknown>,
  { errorText, reportsErrors = false }: ActionOptions = {},
) {
  const [pending, setPending] = useState(false);
  const { notifyError } = useToast();
  /** Runs the action; true when it succeeded. */
  const run = async (...args: Args) => {
    setPending(true);
    try {
      await action(...args);
      return true;
    } catch (error) {
      if (!reportsErrors) await notifyError(error, typeof errorText === 'function' ? errorText(error) : errorText);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
