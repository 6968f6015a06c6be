// A bulk action asked first: 'Inativar 1.234 pessoas?' names the action and the count; while the server
// works a progress bar shows in the question, then the summary dialog tells what changed and what was
// refused (useBulkAction.ts).
import type { ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { BulkDialogButton, BulkProgress, useBulkDialog } from './bulkDialog';

type Props = { label: string; icon: ReactElement; action: string };

export function BulkConfirmButton({ label, icon, action }: Props) {
  const { open, setOpen, pending, run, counted, note } = useBulkDialog();
  const confirm = () =>
    run(label, action)
      .catch(() => undefined) // the toast has said why
      .finally(() => setOpen(false));
  return (
    <>
      <BulkDialogButton label={label} icon={icon} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${label} ${counted}?`}
        content={
          <>
            {note}
            {pending && <BulkProgress />}
          </>
        }
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
