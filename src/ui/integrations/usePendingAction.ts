// Runs one integration call from a button: `pending` while it runs (the button shows it and cannot be
// pressed twice), the server's reason in the 'Algo deu errado!' toast when it fails.
import { useState } from 'react';
import { useToast } from '../toast/useToast';

export function usePendingAction<T>(call: () => Promise<T>, onSuccess: (result: T) => void) {
  const [pending, setPending] = useState(false);
  const { notifyError } = useToast();

  const run = async () => {
    setPending(true);
    try {
      onSuccess(await call());
    } catch (error) {
      await notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return { pending, run: () => void run() };
}
