// Runs one integration call from a button: `pending` while it runs (the button shows it and cannot be
// pressed twice), the server's reason in the 'Algo deu errado!' toast when it fails (useNotifiedAction).
import { useNotifiedAction } from '../actions/useNotifiedAction';

export function usePendingAction<T>(call: () => Promise<T>, onSuccess: (result: T) => void) {
  const { run, pending } = useNotifiedAction(async () => onSuccess(await call()));
  return { pending, run: () => void run() };
}
