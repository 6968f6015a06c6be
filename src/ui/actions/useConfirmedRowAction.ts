// An action on one row, asked first (removing a document; winning an opportunity, from its page or its
// board card): `ask(row)` opens react-admin's Confirm about that row, `asked` is the row asked about (for
// the question's text) and `confirmProps` wire the Confirm (open while a row is asked about, loading while
// the action runs, a warning's colour, confirm, cancel). It closes when the action ends, or, with
// keepOpenOnError, only when it succeeds, so the person can try again; a failure shows in the error toast
// (useNotifiedAction). `onSettled` is told, once it ends, whether the action succeeded.
import { useState } from 'react';
import { useNotifiedAction, type ActionOptions } from './useNotifiedAction';

type Options = ActionOptions & { keepOpenOnError?: boolean; onSettled?: (done: boolean) => void };

export function useConfirmedRowAction<Row>(action: (row: Row) => Promise<unknown>, { keepOpenOnError = false, onSettled, ...options }: Options = {}) {
  const [asked, setAsked] = useState<Row | null>(null);
  const { run, pending } = useNotifiedAction(action, options);
  const confirm = async () => {
    if (asked === null) return;
    const done = await run(asked);
    if (done || !keepOpenOnError) setAsked(null);
    onSettled?.(done);
  };
  return {
    asked,
    ask: (row: Row) => setAsked(row),
    confirmProps: {
      isOpen: asked !== null,
      loading: pending,
      confirmColor: 'warning' as const,
      onConfirm: () => void confirm(),
      onClose: () => setAsked(null),
    },
  };
}
