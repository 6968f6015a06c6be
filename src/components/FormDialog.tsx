// A dialog that is a form: a title (its accessible name), the fields, and Cancelar / Salvar. Salvar is
// disabled while `canSubmit` is false or the form is being sent. Full screen on phones.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  canSubmit?: boolean;
  submitting?: boolean;
  submitLabel?: string;
};

export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  canSubmit = true,
  submitting = false,
  submitLabel = 'Salvar',
}: Props) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
