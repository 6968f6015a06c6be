// The delete button of a detail page: asks first, deletes the record (pessimistic: the page stays until
// the server agrees), says so and leaves for `afterUrl()`; a refusal (a 409 with its reason) closes the
// question and shows the reason.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { Confirm, useDelete, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../toast/useToast';
import { useConfirmedAction } from './useConfirmedAction';

/** The question's title and text, and the success toast. */
export type DeletionTexts = { title: string; content: string; success: string };

type Props = { resource: string; record: RaRecord; label: string; texts: DeletionTexts; afterUrl: () => string };

export function DeleteRecordButton({ resource, record, label, texts, afterUrl }: Props) {
  const [remove] = useDelete();
  const { notifySuccess } = useToast();
  const navigate = useNavigate();
  const { ask, confirmProps } = useConfirmedAction(async () => {
    await remove(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notifySuccess(texts.success);
    navigate(afterUrl());
  });
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={ask}>
        {label}
      </Button>
      <Confirm {...confirmProps} title={texts.title} content={texts.content} confirm="Excluir" confirmColor="warning" />
    </>
  );
}
