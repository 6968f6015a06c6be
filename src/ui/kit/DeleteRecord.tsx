// The kit's delete of one record outside its edit page, worded by the declaration's `texts.deletion`:
// react-admin's Confirm asks first (naming the record, with the declared warning under the question),
// react-admin's useDelete removes it, pessimistic (nothing changes on screen until the server agrees; the
// resource's lists are then refetched), and the success toast says so. A failure shows the declared
// `failed` words, or else the server's reason (a 409 saying what still uses the record), and closes the
// question, or keeps it for another try where the screen says so. The detail pages' button
// (DeleteRecordButton) and the dialog a row's menu or button opens (DeleteRecordDialog) are the same question.
import type { SvgIconComponent } from '@mui/icons-material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { routeName, type DeletionTexts } from '../../../common/resources/types';
import { useNotifiedAction } from '../actions/useNotifiedAction';
import { useToast } from '../toast/useToast';

/** A declaration that words the delete of its records; `Target` is what the question names. */
export type Deletable<Target> = { name: string; route?: string; texts: { deletion?: DeletionTexts<Target> } };

/** The declared texts, or an error naming the omission when the portal first asks. */
function deletionTexts<Target>(declaration: Deletable<Target>): DeletionTexts<Target> {
  const { deletion } = declaration.texts;
  if (!deletion) throw new Error(`${declaration.name}: the kit's delete needs texts.deletion`);
  return deletion;
}

type DialogProps<Target, R extends RaRecord> = {
  declaration: Deletable<Target>;
  /** The react-admin resource the record is deleted from (and whose lists refetch); the declaration's route unless given. */
  resource?: string;
  record: R;
  /** What the question names: the record itself, or what the screen shows of it. */
  target: Target;
  open: boolean;
  onClose: () => void;
  /** After the success toast (a detail page leaves for its list). */
  onDeleted?: () => void;
  /** The confirming button's icon; react-admin's unless given. */
  ConfirmIcon?: SvgIconComponent;
  /** A failure keeps the question open for another try; it closes unless given. */
  keepOpenOnError?: boolean;
};

/** The question, opened by its parent (a row's menu or button), and the delete it confirms. */
export function DeleteRecordDialog<Target, R extends RaRecord>({
  declaration,
  resource = routeName(declaration),
  record,
  target,
  open,
  onClose,
  onDeleted,
  ConfirmIcon,
  keepOpenOnError = false,
}: DialogProps<Target, R>) {
  const deletion = deletionTexts(declaration);
  const [remove] = useDelete<R>();
  const { notifySuccess } = useToast();
  const { run, pending } = useNotifiedAction(
    async () => {
      await remove(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notifySuccess(deletion.done);
      onClose();
      onDeleted?.();
    },
    { errorText: deletion.failed },
  );
  const confirm = async () => {
    if (!(await run()) && !keepOpenOnError) onClose();
  };
  const question = deletion.confirm(target);
  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={deletion.title}
      content={
        deletion.warning ? (
          <Stack spacing={2}>
            <Typography>{question}</Typography>
            <Alert severity="warning">{deletion.warning}</Alert>
          </Stack>
        ) : (
          question
        )
      }
      confirm={deletion.confirmLabel ?? 'Excluir'}
      cancel="Cancelar"
      confirmColor="warning"
      ConfirmIcon={ConfirmIcon}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

type ButtonProps<Target, R extends RaRecord> = Pick<DialogProps<Target, R>, 'declaration' | 'resource'> & {
  /** The record, which the question names. */
  record: R & Target;
  /** The button's word ('Deletar', 'Excluir'). */
  label: string;
  /** Where the page goes once the record is gone (its list, with the search it was left with). */
  afterUrl: () => string;
};

/** A detail page's delete button: asks, deletes, says so and leaves for `afterUrl()`. */
export function DeleteRecordButton<Target, R extends RaRecord>({ label, afterUrl, ...dialog }: ButtonProps<Target, R>) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <DeleteRecordDialog {...dialog} target={dialog.record} open={open} onClose={() => setOpen(false)} onDeleted={() => navigate(afterUrl())} />
    </>
  );
}
