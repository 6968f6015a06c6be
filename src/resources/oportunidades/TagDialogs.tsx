// Creating a tag (a non-blank name and one of the colours) and deleting one from the catalogue for good
// (staff only, SPEC section 2): each a small dialog of the Tags card.
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { TAG_COLORS, type TagColor } from '../../../common/enums';
import { FormDialog } from '../../components/FormDialog';
import { styleOfTag, tagColorLabels } from './tagColors';
import type { Tag } from './types';

const Swatch = ({ color }: { color: string }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: styleOfTag(color).bg, mr: 1, verticalAlign: 'middle' }} />
);

type CreateProps = { onClose: () => void; onCreate: (tag: { name: string; color: TagColor }) => Promise<void> };

export function CreateTagDialog({ onClose, onCreate }: CreateProps) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>('blue');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const blank = name.trim() === '';

  const submit = async () => {
    if (blank) return setTouched(true);
    setPending(true);
    try {
      await onCreate({ name: name.trim(), color });
      onClose();
    } catch {
      setPending(false); // the reason was shown; the dialog stays open
    }
  };

  return (
    <FormDialog
      open
      title="Nova tag"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      canSubmit={!blank && !pending}
      submitting={pending}
      submitLabel="Criar tag"
    >
      <TextField
        label="Nome da tag"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && blank}
        helperText={touched && blank ? 'Nome da tag é obrigatório' : undefined}
        required
        fullWidth
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField select label="Cor" value={color} onChange={(event) => setColor(event.target.value as TagColor)} fullWidth margin="normal">
        {TAG_COLORS.map((option) => (
          <MenuItem key={option} value={option}>
            <Swatch color={option} />
            {tagColorLabels[option]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

type DeleteProps = { tags: Tag[]; onClose: () => void; onDelete: (tag: Tag) => Promise<void> };

export function DeleteTagDialog({ tags, onClose, onDelete }: DeleteProps) {
  const [tagId, setTagId] = useState<number | ''>('');
  const [pending, setPending] = useState(false);
  const tag = tags.find((option) => option.id === tagId);

  const submit = async () => {
    if (!tag) return;
    setPending(true);
    try {
      await onDelete(tag);
      onClose();
    } catch {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open
      title="Excluir tag permanentemente"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      canSubmit={Boolean(tag) && !pending}
      submitting={pending}
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
        A tag será excluída do sistema e removida de todas as oportunidades. Esta ação não pode ser desfeita.
      </Alert>
    </FormDialog>
  );
}
