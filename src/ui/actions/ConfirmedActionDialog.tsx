// A dialog opened by its parent (a row menu's entry) that asks before one irreversible action on a
// record, runs it, says so in a toast and closes; a failure shows `errorText` (or the server's reason)
// and keeps the dialog for another try. `errorText` undefined shows the server's reason itself.
import type { SvgIconComponent } from '@mui/icons-material';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Confirm, useRefresh } from 'react-admin';
import { useToast } from '../toast/useToast';
import { useNotifiedAction } from './useNotifiedAction';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The question, naming the record and what the action does to it. */
  content: ReactNode;
  /** The inputs the action takes, under the question. */
  children?: ReactNode;
  /** Once done, react-admin's refresh: the screen's lists and records reload. */
  refreshes?: boolean;
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
  children,
  refreshes = false,
  confirm,
  ConfirmIcon,
  action,
  successText,
  errorText,
  confirmColor = 'warning',
}: Props) {
  const { notifySuccess } = useToast();
  const refresh = useRefresh();
  const { run, pending } = useNotifiedAction(async () => {
    await action();
    if (refreshes) refresh();
    notifySuccess(successText);
    onClose();
  }, { errorText });
  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={title}
      content={
        children ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{content}</Typography>
            {children}
          </Stack>
        ) : (
          content
        )
      }
      confirm={confirm}
      cancel="Cancelar"
      confirmColor={confirmColor}
      ConfirmIcon={ConfirmIcon}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
