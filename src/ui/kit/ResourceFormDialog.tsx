// A declared resource's create or edit form in a dialog (the declaration's `form.opens: 'dialog'`): the
// inputs of its `form` (DeclaredInputs), checked by the declaration's schema with its cross-field rules
// (or its portal part's form schema; field by field with `form.checks: 'eachField'`, ./fieldResolver.ts),
// whose output is the body sent; a 422 naming a field shows under it (AdminFormDialog), the declared
// `texts.created` / `texts.updated` in the success toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense } from 'react';
import { useCreate, useGetIdentity, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredSchema, routeName, type ResourceDeclaration } from '../../../common/resources';
import { withRules } from '../../../common/resources/rules';
import type { FormMode } from '../../../common/resources/types';
import { AdminFormDialog } from '../form/AdminFormDialog';
import { useToast } from '../toast/useToast';
import { DeclaredInputs, formSources } from './DeclaredInputs';
import { fieldResolver } from './fieldResolver';
import type { FormParts } from './formParts';

type Props = {
  declaration: ResourceDeclaration;
  parts?: FormParts;
  mode: FormMode;
  /** The stored record (edit). */
  record?: RaRecord;
  open: boolean;
  onClose: () => void;
  /** After a save, before the dialog closes (a detail page reloads its record). */
  onSaved?: () => void;
};

/** The schema the form checks: the portal part's for the mode, else the API's own with the declared rules. */
const formSchema = (declaration: ResourceDeclaration, mode: FormMode, parts: FormParts) =>
  parts.schemas?.[mode] ?? withRules(requiredSchema(declaration, mode === 'create' ? 'create' : 'update'), declaration.rules);

/** Its schema's check, or field by field where the declaration's form says so. */
const formResolver = (declaration: ResourceDeclaration, schema: z.ZodObject) =>
  (declaration.form?.checks === 'eachField' ? fieldResolver(declaration) : zodResolver(schema)) as Resolver<FieldValues>;

/** The dialog's title; a declaration without the kit's pages (a child list) declares these two texts alone. */
function formTitle(declaration: ResourceDeclaration, mode: FormMode) {
  const title = mode === 'create' ? declaration.texts.createTitle : declaration.texts.editTitle;
  if (!title) throw new Error(`${declaration.name}: the kit's form dialog needs texts.createTitle and editTitle`);
  return title;
}

/**
 * The values the form starts from: each input's and schema key's stored value (edit) or declared default
 * (create), '' where there is none, so a blank input is one the person left blank.
 */
function startValues(declaration: ResourceDeclaration, mode: FormMode, parts: FormParts, schemaKeys: string[], record?: RaRecord) {
  const sources = new Set([...formSources(declaration, mode), ...schemaKeys]);
  const fields = declaration.fields as Record<string, { defaultValue?: unknown } | undefined>;
  const start = (source: string) => (mode === 'edit' ? record?.[source] : fields[source]?.defaultValue) ?? parts.defaults?.[source] ?? '';
  return Object.fromEntries([...sources].map((source) => [source, start(source)]));
}

export function ResourceFormDialog({ declaration, parts = {}, mode, record, open, onClose, onSaved }: Props) {
  const resource = routeName(declaration);
  const [create] = useCreate(resource, undefined, { returnPromise: true });
  const [update] = useUpdate(resource, undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { identity } = useGetIdentity();
  const { notifySuccess } = useToast();
  const schema = formSchema(declaration, mode, parts);
  const values = startValues(declaration, mode, parts, Object.keys(schema.shape), record);

  const save = async (checked: FieldValues) => {
    const data = parts.payload?.(checked, { mode, identity }) ?? checked;
    if (mode === 'create') await create(resource, { data });
    else await update(resource, { id: record?.id, data, previousData: record });
    const toast = mode === 'create' ? declaration.texts.created : declaration.texts.updated;
    if (toast) notifySuccess(toast);
    onSaved?.();
    onClose();
  };

  const submitWhen = declaration.form?.submitWhen;
  return (
    <AdminFormDialog
      open={open}
      title={formTitle(declaration, mode)}
      record={values}
      resolver={formResolver(declaration, schema)}
      onClose={onClose}
      onSubmit={save}
      canSubmit={submitWhen === 'valid' ? ({ isValid, isDirty }) => isValid && (mode === 'create' || isDirty) : undefined}
    >
      <DeclaredInputs declaration={declaration} mode={mode} inputs={parts.inputs} />
      {parts.Below ? (
        <Suspense fallback={null}>
          <parts.Below mode={mode} record={record} close={onClose} />
        </Suspense>
      ) : null}
    </AdminFormDialog>
  );
}
