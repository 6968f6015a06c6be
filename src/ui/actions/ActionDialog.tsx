// A FormDialog, open, whose confirming button runs `action` (useNotifiedAction): sending meanwhile, and
// disabled while `canSubmit` is false. The action closes the dialog when it succeeds; a failure leaves
// it open to try again.
import type { ComponentProps } from 'react';
import { FormDialog } from '../FormDialog';
import { useNotifiedAction, type ActionOptions } from './useNotifiedAction';

type Props = Omit<ComponentProps<typeof FormDialog>, 'open' | 'onSubmit' | 'submitting'> &
  Pick<ActionOptions, 'reportsErrors'> & { action: () => Promise<unknown> };

export function ActionDialog({ action, reportsErrors, canSubmit = true, ...props }: Props) {
  const { run, pending } = useNotifiedAction(action, { reportsErrors });
  return (
    <FormDialog
      {...props}
      open
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
      canSubmit={canSubmit && !pending}
      submitting={pending}
    />
  );
}
