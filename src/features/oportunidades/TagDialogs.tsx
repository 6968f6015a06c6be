// Creating a tag (a non-blank name and one of the colours) and deleting one from the catalogue for good
// (staff only, chosen then confirmed by name): the Tags card's dialogs.
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { TAG_COLORS, type TagColor } from '../../../common/enums';
import { TAG_NAME_MAX, TAG_NAME_REQUIRED, tagColorLabels } from '../../../common/resources/tags';
import { Confirm } from 'react-admin';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useRequiredText } from '../../ui/form/useRequiredText';
import { styleOfTag } from './tagColors';
import type { Tag } from './types';

const Swatch = ({ color }: { color: string }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: styleOfTag(color).bg, mr: 1, verticalAlign: 'middle' }} />
);

type CreateProps = { onClose: () => void; onCreate: (tag: { name: string; color: TagColor }) => Promise<void> };

export function CreateTagDialog({ onClose, onCreate }: CreateProps) {
  const name = useRequiredText(TAG_NAME_REQUIRED);
  const [color, setColor] = useState<TagColor>('blue');

  const submit = async () => {
    if (name.blank) return name.touch();
    await onCreate({ name: name.value.trim(), color });
    onClose();
  };

  // onCreate shows its own failure; the dialog stays open.
  return (
    <ActionDialog title="Nova tag" onClose={onClose} action={submit} reportsErrors canSubmit={!name.blank} submitLabel="Criar tag">
      <TextField label="Nome da tag" {...name.inputProps} slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }} />
      <TextField select label="Cor" value={color} onChange={(event) => setColor(event.target.value as TagColor)} fullWidth margin="normal">
        {TAG_COLORS.map((option) => (
          <MenuItem key={option} value={option}>
            <Swatch color={option} />
            {tagColorLabels[option]}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

type DeleteProps = { tags: Tag[]; onClose: () => void; onDelete: (tag: Tag) => Promise<void> };

/** The warning a deletion gives, naming the tag: it leaves every opportunity, not only this one. */
export const deletionWarning = (tag?: Tag) =>
  `A tag${tag ? ` "${tag.name}"` : ''} será excluída do sistema e removida de todas as oportunidades. Esta ação não pode ser desfeita.`;

/**
 * Choose the tag, then confirm in a second question that names it: a tag deleted here disappears from every
 * opportunity, so one slip of the 'Tag' select must not do it.
 */
export function DeleteTagDialog({ tags, onClose, onDelete }: DeleteProps) {
  const [tagId, setTagId] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const tag = tags.find((option) => option.id === tagId);
  const { run, pending } = useNotifiedAction(
    async () => {
      if (!tag) return;
      await onDelete(tag);
      onClose();
    },
    { reportsErrors: true },
  );

  if (tag && confirming) {
    // onDelete shows its own failure; the question stays open to try again.
    return (
      <Confirm
        isOpen
        loading={pending}
        title={`Excluir a tag "${tag.name}"?`}
        content={deletionWarning(tag)}
        confirm="Excluir de todas as oportunidades"
        confirmColor="warning"
        onConfirm={() => void run()}
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
      <TextField select label="Tag" value={tagId} onChange={(event) => setTagId(Number(event.target.value))} fullWidth margin="normal">
        {tags.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            <Swatch color={option.color} />
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="warning">
        {deletionWarning(tag)}
      </Alert>
    </ActionDialog>
  );
}
