// A FormDialog, open, whose confirming button runs `action` (useNotifiedAction): sending meanwhile, and
// disabled while `canSubmit` is false. The action closes the dialog when it succeeds; a failure leaves
// it open to try again. `children` may be a function of whether it is sending (inputs that wait for it).
import type { ComponentProps, ReactNode } from 'react';
import { FormDialog } from '../FormDialog';
import { useNotifiedAction, type ActionOptions } from './useNotifiedAction';

type Props = Omit<ComponentProps<typeof FormDialog>, 'open' | 'onSubmit' | 'submitting' | 'children'> &
  ActionOptions & { action: () => Promise<unknown>; children: ReactNode | ((pending: boolean) => ReactNode) };

export function ActionDialog({ action, reportsErrors, errorText, canSubmit = true, children, ...props }: Props) {
  const { run, pending } = useNotifiedAction(action, { reportsErrors, errorText });
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
    >
      {typeof children === 'function' ? children(pending) : children}
    </FormDialog>
  );
}
