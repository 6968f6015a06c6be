// A dialog that is a form: a title (its accessible name), the fields, and Cancelar / Salvar. Salvar is
// disabled while `canSubmit` is false or the form is being sent. Full screen on phones.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';

type ContentProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  canSubmit?: boolean;
  submitting?: boolean;
  submitLabel?: string;
};

type FrameProps = Pick<ContentProps, 'onClose' | 'submitting'> & {
  open: boolean;
  titleId: string;
  /** The paper's props: FormDialog makes it the <form>. */
  paper?: object;
  /** 'md' for a form that shows a table (the registry's fields); 'sm' unless given. */
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
};

/** The modal around a form: named by its title; Esc and a click outside wait while the form is sent. */
export function FormDialogFrame({ open, titleId, onClose, submitting, paper, maxWidth = 'sm', children }: FrameProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      slotProps={{ paper }}
    >
      {children}
    </Dialog>
  );
}

/** What the form element of a form dialog holds: the title, the fields, and Cancelar / Salvar. */
export function FormDialogContent({
  titleId,
  title,
  onClose,
  children,
  canSubmit = true,
  submitting = false,
  submitLabel = 'Salvar',
}: ContentProps & { titleId: string }) {
  return (
    <>
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
    </>
  );
}

type Props = ContentProps & Pick<FrameProps, 'maxWidth'> & { open: boolean; onSubmit: FormEventHandler<HTMLFormElement> };

/** A form dialog without react-hook-form: the dialog's paper is the <form>, `onSubmit` its handler. */
export function FormDialog({ open, onSubmit, maxWidth, ...content }: Props) {
  const titleId = useId();
  return (
    <FormDialogFrame
      open={open}
      titleId={titleId}
      onClose={content.onClose}
      submitting={content.submitting}
      maxWidth={maxWidth}
      paper={{ component: 'form', noValidate: true, onSubmit } as object}
    >
      <FormDialogContent titleId={titleId} {...content} />
    </FormDialogFrame>
  );
}
