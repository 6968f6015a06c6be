// Removing one row of a card (a document, an activity, a person's address), asking first: `ask(row)` opens
// react-admin's Confirm about that row, `removing` is the row asked about (for the question's text) and
// `confirmProps` wire the Confirm (open while a row is asked about, loading while it goes, a warning's
// colour, confirm, cancel). It closes when the removal ends, or, with keepOpenOnError, only when it
// succeeds, so the person can try again; a failure shows in the error toast (useNotifiedAction).
import { useState } from 'react';
import { useNotifiedAction, type ActionOptions } from './useNotifiedAction';

type Options = ActionOptions & { keepOpenOnError?: boolean };

export function useRowRemoval<Row>(remove: (row: Row) => Promise<unknown>, { keepOpenOnError = false, ...options }: Options = {}) {
  const [removing, setRemoving] = useState<Row | null>(null);
  const { run, pending } = useNotifiedAction(remove, options);
  const confirm = async () => {
    if (removing === null) return;
    const done = await run(removing);
    if (done || !keepOpenOnError) setRemoving(null);
  };
  return {
    removing,
    ask: (row: Row) => setRemoving(row),
    confirmProps: {
      isOpen: removing !== null,
      loading: pending,
      confirmColor: 'warning' as const,
      onConfirm: () => void confirm(),
      onClose: () => setRemoving(null),
    },
  };
}
