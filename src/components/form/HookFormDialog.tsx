// A dialog around a react-hook-form form: title, fields, Cancelar and Salvar. A failed save shows the
// server's reason in the error toast and, for a 422 naming a field, under that field too.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '../../components/toast/useToast';

type FormDialogProps<T extends FieldValues> = {
  open: boolean;
  title: string;
  form: UseFormReturn<T>;
  /** Saves the values; throwing (an ApiError) keeps the dialog open. */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
};

type ValidationItem = { loc?: (string | number)[]; msg?: string };

/** Puts each 422 item that names a field of the form under that field. */
function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  const detail = (error as { body?: { detail?: unknown } })?.body?.detail;
  if (!Array.isArray(detail)) return;
  const fields = Object.keys(form.getValues());
  for (const item of detail as ValidationItem[]) {
    const field = item.loc?.[item.loc.length - 1];
    if (typeof field === 'string' && fields.includes(field) && item.msg) {
      form.setError(field as Path<T>, { type: 'server', message: item.msg });
    }
  }
}

export function FormDialog<T extends FieldValues>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  children,
  submitLabel = 'Salvar',
}: FormDialogProps<T>) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { notifyError } = useToast();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFieldErrors(form, error);
      await notifyError(error);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
