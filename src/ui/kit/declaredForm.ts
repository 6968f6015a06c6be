// What the kit's dialog and in-page forms share of a declared form (the declaration's `form` and its
// portal part's, ./formParts.ts): the schema it checks and how, its title, the values it starts from,
// and its save, which sends the body (react-admin's create or update, or the part's own request) and
// says so in the toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useCreate, useDataProvider, useGetIdentity, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredSchema, routeName, type ResourceDeclaration } from '../../../common/resources';
import { withRules } from '../../../common/resources/rules';
import type { FormMode } from '../../../common/resources/types';
import { useToast } from '../toast/useToast';
import { formSources } from './DeclaredInputs';
import { fieldResolver } from './fieldResolver';
import type { FormParts } from './formParts';

/** The schema the form checks: the portal part's for the mode, else the API's own with the declared rules. */
export const formSchema = (declaration: ResourceDeclaration, mode: FormMode, parts: FormParts) =>
  parts.schemas?.[mode] ?? withRules(requiredSchema(declaration, mode === 'create' ? 'create' : 'update'), declaration.rules, 'form');

/** Its schema's check, or field by field where the declaration's form says so. */
export const formResolver = (declaration: ResourceDeclaration, schema: z.ZodObject) =>
  (declaration.form?.checks === 'eachField' ? fieldResolver(declaration) : zodResolver(schema)) as Resolver<FieldValues>;

/** The form's title; a declaration without the kit's pages (a child list) declares these two texts alone. */
export function formTitle(declaration: ResourceDeclaration, mode: FormMode) {
  const title = mode === 'create' ? declaration.texts.createTitle : declaration.texts.editTitle;
  if (!title) throw new Error(`${declaration.name}: the kit's form dialog needs texts.createTitle and editTitle`);
  return title;
}

/**
 * The values the form starts from: each input's, schema key's and watched field's stored value (edit, as the part reads
 * the record where it does) or declared default (create), '' where there is none, so a blank input is
 * one the person left blank.
 */
export function startValues(declaration: ResourceDeclaration, mode: FormMode, parts: FormParts, schemaKeys: string[], record?: RaRecord) {
  // The fields a `form.shownWhen` watches are held too, though no input shows them (a loss reason asked while lost).
  const watched = Object.values(declaration.form?.shownWhen ?? {}).flatMap((when) => Object.keys(when));
  const sources = new Set([...formSources(declaration, mode), ...schemaKeys, ...watched]);
  const fields = declaration.fields as Record<string, { defaultValue?: unknown } | undefined>;
  const stored: Record<string, unknown> | undefined = record && { ...record, ...parts.recordValues?.(record) };
  const start = (source: string) => (mode === 'edit' ? stored?.[source] : fields[source]?.defaultValue) ?? parts.defaults?.[source] ?? '';
  return Object.fromEntries([...sources].map((source) => [source, start(source)]));
}

type SaveOptions = {
  declaration: ResourceDeclaration;
  parts: FormParts;
  mode: FormMode;
  /** The stored record (edit). */
  record?: RaRecord;
  /** The values the form started from. */
  start: Record<string, unknown>;
};

/**
 * `save(checked)`: the body (the part's payload, else the checked values) sent, and the declared
 * `texts.created` / `texts.updated` toast; false when an edit's body is empty (nothing changed, nothing
 * sent), else the record the API answered react-admin's create or update (none after a part's own
 * request), for the caller's next step. `progress`: the share of a
 * part's own request sent so far (0-100), null while none is sent.
 */
export function useFormSave({ declaration, parts, mode, record, start }: SaveOptions) {
  const resource = routeName(declaration);
  const [create] = useCreate(resource, undefined, { returnPromise: true });
  const [update] = useUpdate(resource, undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { identity } = useGetIdentity();
  const { notifySuccess } = useToast();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number | null>(null);

  const send = parts.send?.[mode];
  const sendOwn = async (own: NonNullable<typeof send>, data: Record<string, unknown>) => {
    setProgress(0);
    try {
      await own(data, { mode, record, dataProvider, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
    } catch (error) {
      setProgress(null);
      throw error;
    }
    refresh();
  };

  const save = async (checked: FieldValues): Promise<{ saved?: RaRecord } | false> => {
    const data = parts.payload?.(checked, { mode, identity, start }) ?? checked;
    if (mode === 'edit' && Object.keys(data).length === 0) return false;
    let saved: RaRecord | undefined;
    if (send) await sendOwn(send, data);
    else if (mode === 'create') saved = await create(resource, { data });
    else saved = await update(resource, { id: record?.id, data, previousData: record });
    const toast = mode === 'create' ? declaration.texts.created : declaration.texts.updated;
    if (toast) notifySuccess(toast);
    return { saved };
  };

  return { save, progress };
}
