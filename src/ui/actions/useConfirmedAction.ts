// An action that asks first, in react-admin's Confirm: `ask` opens it, `confirmProps` wire it (open,
// loading while the action runs, confirm, cancel). It closes when the action ends, or, with
// keepOpenOnError, only when it succeeds, so the person can try again.
import { useState } from 'react';
import { useNotifiedAction, type ActionOptions } from './useNotifiedAction';

type Options = ActionOptions & { keepOpenOnError?: boolean };

export function useConfirmedAction(action: () => Promise<unknown>, { keepOpenOnError = false, ...options }: Options = {}) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useNotifiedAction(action, options);
  const confirm = async () => {
    const done = await run();
    if (done || !keepOpenOnError) setOpen(false);
  };
  return {
    ask: () => setOpen(true),
    confirmProps: { isOpen: open, loading: pending, onConfirm: () => void confirm(), onClose: () => setOpen(false) },
  };
}
