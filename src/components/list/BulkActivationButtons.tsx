// Ativar and Inativar for the selected rows of a list: each changes is_active on every selected row after
// a confirmation, then says so in a 'Sucesso!' toast and clears the selection. react-admin's
// BulkUpdateButton in pessimistic mode hands its mutationOptions on to the DOM button and reports success
// as an untitled toast, hence this small one.
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
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

function BulkChangeButton({ label, data, icon, confirmTitle, confirmContent, successMessage }: Props) {
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

/** How a list names its rows in the activation questions and toast. */
export type ActivationTexts = {
  /** 'pessoas': the confirmation reads 'Inativar pessoas'. */
  title: string;
  /** 'a pessoa selecionada' */
  one: string;
  /** (3) => 'as 3 pessoas selecionadas' */
  many: (count: number) => string;
  /** The success toast. */
  done: string;
};

/** Ativar and Inativar for the selected rows of a list whose records have is_active. */
export const BulkActivationButtons = ({ texts }: { texts: ActivationTexts }) => (
  <>
    {[
      { verb: 'Ativar', is_active: true, icon: <ToggleOnIcon /> },
      { verb: 'Inativar', is_active: false, icon: <ToggleOffIcon /> },
    ].map(({ verb, is_active, icon }) => (
      <BulkChangeButton
        key={verb}
        label={verb}
        data={{ is_active }}
        icon={icon}
        confirmTitle={`${verb} ${texts.title}`}
        confirmContent={(count) => `${verb} ${count === 1 ? texts.one : texts.many(count)}?`}
        successMessage={texts.done}
      />
    ))}
  </>
);
