// A bulk action that asks for one choice first (which tag, which stage), then applies it to the
// selected opportunities.
import { Button, MenuItem, TextField } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { Choice } from '../../../common/enums';
import { FormDialog } from '../../components/FormDialog';

type Props = {
  buttonLabel: string;
  icon: ReactElement;
  title: string;
  fieldLabel: string;
  choices: Choice[];
  /** Applies the choice; resolves when done (the dialog closes), rejects to stay open. */
  onApply: (choice: number) => Promise<void>;
};

export function BulkChoiceDialog({ buttonLabel, icon, title, fieldLabel, choices, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<number | ''>('');
  const [pending, setPending] = useState(false);

  const close = () => {
    setOpen(false);
    setChoice('');
  };

  const apply = async () => {
    if (choice === '') return;
    setPending(true);
    try {
      await onApply(choice);
      close();
    } catch {
      // onApply has already said why; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <FormDialog
        open={open}
        title={title}
        onClose={close}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
        canSubmit={choice !== '' && !pending}
        submitting={pending}
        submitLabel="Aplicar"
      >
        <TextField
          select
          fullWidth
          margin="normal"
          label={fieldLabel}
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {choices.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </FormDialog>
    </>
  );
}
