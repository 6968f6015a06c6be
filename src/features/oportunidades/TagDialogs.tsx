// Deleting a tag from the catalogue for good (staff only, chosen then confirmed by name): the Tags card's
// own dialog. Creating one is the kit's form dialog (the tags declaration's `form`, ./tagForm.tsx).
import { Alert } from '@mui/material';
import { useState } from 'react';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { ChoiceSelect } from '../../ui/form/ChoiceSelect';
import { Swatch } from './tagForm';
import type { Tag } from './types';

/** A tag as its option: its colour's swatch, then its name. */
const withSwatch = (tag: Tag) => (
  <>
    <Swatch color={tag.color} />
    {tag.name}
  </>
);

type DeleteProps = { tags: Tag[]; onClose: () => void; onDelete: (tag: Tag) => Promise<void> };

/** The warning a deletion gives, naming the tag: it leaves every opportunity, not only this one. */
const deletionWarning = (tag?: Tag) =>
  `A tag${tag ? ` "${tag.name}"` : ''} será excluída do sistema e removida de todas as oportunidades. Esta ação não pode ser desfeita.`;

/**
 * Choose the tag, then confirm in a second question that names it: a tag deleted here disappears from every
 * opportunity, so one slip of the 'Tag' select must not do it. A failure shows in the error toast and
 * keeps the question open to try again; Cancelar goes back to the choice.
 */
export function DeleteTagDialog({ tags, onClose, onDelete }: DeleteProps) {
  const [tagId, setTagId] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const tag = tags.find((option) => option.id === tagId);

  if (tag && confirming) {
    return (
      <ConfirmedActionDialog
        open
        title={`Excluir a tag "${tag.name}"?`}
        content={deletionWarning(tag)}
        confirm="Excluir de todas as oportunidades"
        action={async () => {
          await onDelete(tag);
          onClose();
        }}
        successText="Tag excluída permanentemente."
        onClose={() => setConfirming(false)}
      />
    );
  }
  return (
    <ActionDialog
      title="Excluir tag permanentemente"
      onClose={onClose}
      action={async () => setConfirming(true)}
      canSubmit={Boolean(tag)}
      submitLabel="Excluir permanentemente"
    >
      <ChoiceSelect label="Tag" value={tagId} onChoose={setTagId} choices={tags} optionText={withSwatch} fullWidth margin="normal" />
      <Alert severity="warning">{deletionWarning(tag)}</Alert>
    </ActionDialog>
  );
}
