// A declared resource's create or edit form in a dialog (the declaration's `form.opens: 'dialog'`): the
// inputs of its `form` (DeclaredInputs), checked by the declaration's schema with its cross-field rules
// (or its portal part's form schema; field by field with `form.checks: 'eachField'`, ./fieldResolver.ts),
// whose output is the body sent (./declaredForm.ts); a 422 naming a field shows under it
// (AdminFormDialog), the declared `texts.created` / `texts.updated` in the success toast. A form closed
// to the caller (the part's useBlocked) says why above its disabled inputs.
import { Alert } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../common/resources';
import type { FormMode } from '../../../common/resources/types';
import { AdminFormDialog } from '../form/AdminFormDialog';
import { errorMessage } from '../toast/useToast';
import { DeclaredInputs } from './DeclaredInputs';
import { formResolver, formSchema, formTitle, startValues, useFormSave } from './declaredForm';
import type { FormParts } from './formParts';
import { UploadProgressContext } from './inputs/uploadProgress';

type Props = {
  declaration: ResourceDeclaration;
  parts?: FormParts;
  mode: FormMode;
  /** The stored record (edit). */
  record?: RaRecord;
  open: boolean;
  onClose: () => void;
  /**
   * After a save, with the record the API answered (see useFormSave), before the dialog closes (a detail
   * page reloads its record; the opportunity's Tags card adds the tag it created). Awaited: a failure
   * shows in the error toast and keeps the dialog open, as a failed save does.
   */
  onSaved?: (saved?: RaRecord) => unknown;
};

/** A form open to everyone: nothing says why it is not. */
const notBlocked = (): ReactNode => null;

export function ResourceFormDialog({ declaration, parts = {}, mode, record, open, onClose, onSaved }: Props) {
  const schema = formSchema(declaration, mode, parts);
  const values = startValues(declaration, mode, parts, Object.keys(schema.shape), record);
  const { save, progress } = useFormSave({ declaration, parts, mode, record, start: values });
  const useBlocked = parts.useBlocked ?? notBlocked;
  const blocked = useBlocked(mode);

  const submit = async (checked: FieldValues) => {
    const sent = await save(checked);
    if (sent) await onSaved?.(sent.saved);
    onClose();
  };

  const { submitWhen, submitLabels, failureTexts } = declaration.form ?? {};
  const failure = failureTexts?.[mode];
  return (
    <AdminFormDialog
      open={open}
      title={formTitle(declaration, mode)}
      record={values}
      resolver={formResolver(declaration, schema)}
      onClose={onClose}
      onSubmit={submit}
      failureText={failure ? (error) => `${failure}: ${errorMessage(error, 'Erro desconhecido')}` : undefined}
      submitLabel={submitLabels?.[mode]}
      canSubmit={
        blocked ? () => false : submitWhen === 'valid' ? ({ isValid, isDirty }) => isValid && (mode === 'create' || isDirty) : undefined
      }
    >
      {blocked ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {blocked}
        </Alert>
      ) : null}
      <UploadProgressContext.Provider value={progress}>
        <DeclaredInputs declaration={declaration} mode={mode} inputs={parts.inputs} disabled={Boolean(blocked)} focusFirst />
      </UploadProgressContext.Provider>
      {parts.Below ? (
        <Suspense fallback={null}>
          <parts.Below mode={mode} record={record} close={onClose} />
        </Suspense>
      ) : null}
    </AdminFormDialog>
  );
}
