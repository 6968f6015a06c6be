// A dialog opened by its parent (a row menu's entry) that asks before one irreversible action on a
// record, runs it, says so in a toast and closes; a failure shows `errorText` (or the server's reason)
// and keeps the dialog for another try. `errorText` undefined shows the server's reason itself.
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { useToast } from '../toast/useToast';
import { useNotifiedAction } from './useNotifiedAction';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The question, naming the record and what the action does to it (with any input the action takes). */
  content: ReactNode;
  confirm: string;
  /** The confirming button's icon; react-admin's unless given. */
  ConfirmIcon?: SvgIconComponent;
  action: () => Promise<unknown>;
  successText: string;
  errorText?: string;
  /** 'primary' for an action that grants rather than removes (an approval); 'warning' by default. */
  confirmColor?: 'primary' | 'warning';
};

export function ConfirmedActionDialog({
  open,
  onClose,
  title,
  content,
  confirm,
  ConfirmIcon,
  action,
  successText,
  errorText,
  confirmColor = 'warning',
}: Props) {
  const { notifySuccess } = useToast();
  const { run, pending } = useNotifiedAction(async () => {
    await action();
    notifySuccess(successText);
    onClose();
  }, { errorText });
  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={title}
      content={content}
      confirm={confirm}
      cancel="Cancelar"
      confirmColor={confirmColor}
      ConfirmIcon={ConfirmIcon}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
