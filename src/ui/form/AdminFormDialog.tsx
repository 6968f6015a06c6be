// A form dialog on react-admin's Form: it starts from `record`, validates with `resolver` (else with its
// fields' rules), then saves the values (useSubmitHandler: a failure in the error toast and, for a 422
// naming a field, under that field too). The fields inside reach the form through useFormContext.
import { styled } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { useFormState, useWatch, type FieldValues, type Mode, type Resolver } from 'react-hook-form';
import { FormDialogContent, FormDialogFrame } from '../FormDialog';
import { FORM_MODE } from './rules';
import { useSubmitHandler, type SubmitOptions } from './useSubmitHandler';

/** What decides whether Salvar is enabled. */
export type SubmitState<T> = { isValid: boolean; isDirty: boolean; values: T };

type AdminFormDialogProps<T extends FieldValues> = {
  open: boolean;
  title: string;
  /** The values the form starts from: a new record's defaults or a stored one's. A different one resets it. */
  record: T;
  resolver?: Resolver<T>;
  /** When a field is first checked; the portal's FORM_MODE unless given. */
  mode?: Mode;
  /** Saves the values; throwing (an ApiError) keeps the dialog open. */
  onSubmit: (values: T) => Promise<unknown>;
  failureText?: SubmitOptions['failureText'];
  /** Whether a 422's messages also go under the fields they name (the toast shows the reason either way). */
  fieldErrors?: boolean;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** Salvar stays disabled while this is false; always enabled (the form checks on submit) unless given. */
  canSubmit?: (state: SubmitState<T>) => boolean;
};

// react-admin's <form> sits between the dialog's paper and its title, fields and buttons: it lays them
// out as the paper would, so the fields scroll between a fixed title and fixed buttons.
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

export function AdminFormDialog<T extends FieldValues>({
  open,
  title,
  record,
  resolver,
  mode = FORM_MODE,
  onSubmit,
  failureText,
  fieldErrors = true,
  onClose,
  children,
  submitLabel,
  canSubmit,
}: AdminFormDialogProps<T>) {
  const titleId = useId();
  // The dialog is outside the form: the form tells it when it is being sent.
  const [submitting, setSubmitting] = useState(false);

  const submit = useSubmitHandler(onSubmit, { fields: fieldErrors ? Object.keys(record) : [], failureText });

  return (
    <FormDialogFrame open={open} titleId={titleId} onClose={onClose} submitting={submitting}>
      <DialogForm
        record={record}
        resolver={resolver as Resolver<FieldValues> | undefined}
        mode={mode}
        onSubmit={submit}
        noValidate
        // The fields say what is wrong: no 'invalid form' toast from react-admin on top of them.
        disableInvalidFormNotification
      >
        <Submitting onChange={setSubmitting} />
        <Content titleId={titleId} title={title} onClose={onClose} submitLabel={submitLabel} canSubmit={canSubmit}>
          {children}
        </Content>
      </DialogForm>
    </FormDialogFrame>
  );
}

/** Reports the form's isSubmitting to the dialog, which keeps Esc and a click outside from closing it meanwhile. */
function Submitting({ onChange }: { onChange: (submitting: boolean) => void }) {
  const { isSubmitting } = useFormState();
  useEffect(() => onChange(isSubmitting), [isSubmitting, onChange]);
  return null;
}

type ContentProps<T> = {
  titleId: string;
  title: string;
  onClose: () => void;
  submitLabel?: string;
  canSubmit?: (state: SubmitState<T>) => boolean;
  children: ReactNode;
};

/** The title, fields and buttons, inside the form: Salvar follows the form's state. */
function Content<T extends FieldValues>({ canSubmit, ...props }: ContentProps<T>) {
  const { isSubmitting, isValid, isDirty } = useFormState<T>();
  const values = useWatch<T>() as T;
  return (
    <FormDialogContent
      {...props}
      submitting={isSubmitting}
      canSubmit={canSubmit ? canSubmit({ isValid, isDirty, values }) : true}
    />
  );
}
