// What a resource's portal part adds to the kit's create and edit forms, beside its declaration's `form`
// (common/resources/types.ts, FormDeclaration): the custom inputs its `form.inputs` name, the form's own
// rules where they are more than the API's, and the body where it is more than the checked values.
import type { ComponentType, ReactNode } from 'react';
import type { DataProvider, RaRecord, UserIdentity } from 'react-admin';
import type { z } from 'zod';
import type { FormMode } from '../../../common/resources/types';

/**
 * What a custom input gets: its source, label, hint and blank choice's text ('Selecione uma tese') as the
 * declaration words them, the form's mode, whether it is marked required, and whether the form is closed
 * to the caller (FormParts.useBlocked).
 */
export type CustomInputProps = {
  source: string;
  label: string;
  helperText?: string;
  emptyText?: string;
  mode: FormMode;
  disabled?: boolean;
  /** Marked required by the declaration's `form.required` (the schema still decides). */
  isRequired?: boolean;
};

/** What a form part's own request gets beside the body: the portal's calls and the upload's progress (0 to 1). */
export type SendContext = { mode: FormMode; record?: RaRecord; dataProvider: DataProvider; onProgress: (fraction: number) => void };

export type FormParts = {
  /** The custom inputs by the names the declaration's `form.inputs` give them (a document by person kind, a CEP lookup). */
  inputs?: Record<string, ComponentType<CustomInputProps>>;
  /**
   * The form's schema per mode, where it asks more than the API (a confirmed password, a role the API
   * defaults); the declaration's create or update schema with its cross-field rules otherwise (the
   * edit page: ./recordEdit.ts). Its output is the body sent.
   */
  schemas?: Partial<Record<FormMode, z.ZodObject>>;
  /** Starting values of the form's own inputs (a new user's 'Tipo de pessoa'), beside the declared defaults. */
  defaults?: Record<string, unknown>;
  /** The form's starting values of a stored record where they are not its fields as stored (a probability that follows its stage starts blank). */
  recordValues?: (record: RaRecord) => Record<string, unknown>;
  /**
   * The body from the checked values when it is more than them (a new Administrador's is_superuser
   * follows the caller), or less (the fees of a won opportunity, out of the edit page's body of what
   * changed from `start`, the values the form started from); an edit's empty body sends nothing.
   */
  payload?: (
    values: Record<string, unknown>,
    context: { mode: FormMode; identity?: UserIdentity; start: Record<string, unknown> },
  ) => Record<string, unknown>;
  /**
   * The request per mode when it is not react-admin's create or update of the body (a multipart POST
   * with its files, whose progress the kit's files input shows); the kit then reloads the page's data.
   */
  send?: Partial<Record<FormMode, (body: Record<string, unknown>, context: SendContext) => Promise<unknown>>>;
  /**
   * Why the caller cannot send the form (a user with no person of its own cannot create opportunities),
   * shown above its inputs, which are disabled with its submit while it says so; nothing when it can.
   */
  useBlocked?: (mode: FormMode) => ReactNode;
  /** Shown under the form's inputs: the record's 'Auditoria' (edit), a button that fills or creates from a registry (create). */
  Below?: ComponentType<{ mode: FormMode; record?: RaRecord; close: () => void }>;
};
