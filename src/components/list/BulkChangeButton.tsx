// A bulk action that changes the same fields on every selected row, after a confirmation, then says so
// in a 'Sucesso!' toast and clears the selection. react-admin's BulkUpdateButton in pessimistic mode does
// the same, but hands its mutationOptions on to the DOM button and reports success as an untitled toast.
import { Button } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm, useListContext, useResourceContext, useUpdateMany } from 'react-admin';
import { useToast } from '../toast/useToast';

type Props = {
  label: string;
  data: Record<string, unknown>;
  icon: ReactElement;
  confirmTitle: string;
  confirmContent: (count: number) => string;
  successMessage: string;
};

export function BulkChangeButton({ label, data, icon, confirmTitle, confirmContent, successMessage }: Props) {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const { notifySuccess, notifyError } = useToast();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    updateMany(
      resource,
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notifySuccess(successMessage);
          onUnselectItems();
        },
        onError: (error) => void notifyError(error),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent(selectedIds.length)}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
