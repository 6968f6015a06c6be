// FormDialog around a react-hook-form form: it validates, then saves the values. A failed save shows the
// server's reason in the error toast and, for a 422 naming a field, under that field too. The fields
// inside reach the form through useFormContext.
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../FormDialog';
import { useToast } from '../toast/useToast';

type HookFormDialogProps<T extends FieldValues> = {
  open: boolean;
  title: string;
  form: UseFormReturn<T>;
  /** Saves the values; throwing (an ApiError) keeps the dialog open. */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** Salvar stays disabled while false: Save is disabled until the form is valid. */
  canSubmit?: boolean;
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

export function HookFormDialog<T extends FieldValues>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  children,
  submitLabel,
  canSubmit,
}: HookFormDialogProps<T>) {
  const { notifyError } = useToast();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFieldErrors(form, error);
      await notifyError(error);
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={submitLabel}
      canSubmit={canSubmit}
    >
      <FormProvider {...form}>{children}</FormProvider>
    </FormDialog>
  );
}
