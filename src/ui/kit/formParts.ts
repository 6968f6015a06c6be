// What a resource's portal part adds to the kit's create and edit forms, beside its declaration's `form`
// (common/resources/types.ts, FormDeclaration): the custom inputs its `form.inputs` name, the form's own
// rules where they are more than the API's, and the body where it is more than the checked values.
import type { ComponentType } from 'react';
import type { RaRecord, UserIdentity } from 'react-admin';
import type { z } from 'zod';
import type { FormMode } from '../../../common/resources/types';

/** What a custom input gets: its source, label and hint as the declaration words them, and the form's mode. */
export type CustomInputProps = { source: string; label: string; helperText?: string; mode: FormMode };

export type FormParts = {
  /** The custom inputs by the names the declaration's `form.inputs` give them (a document by person kind, a CEP lookup). */
  inputs?: Record<string, ComponentType<CustomInputProps>>;
  /**
   * The form's schema per mode, where it asks more than the API (a confirmed password, a role the API
   * defaults); the declaration's create or update schema with its cross-field rules otherwise. Its
   * output is the body sent.
   */
  schemas?: Partial<Record<FormMode, z.ZodObject>>;
  /** Starting values of the form's own inputs (a new user's 'Tipo de pessoa'), beside the declared defaults. */
  defaults?: Record<string, unknown>;
  /** The body from the checked values when it is more than them (a new Administrador's is_superuser follows the caller). */
  payload?: (values: Record<string, unknown>, context: { mode: FormMode; identity?: UserIdentity }) => Record<string, unknown>;
  /** Shown under the form's inputs: the record's 'Auditoria' (edit), a button that fills or creates from a registry (create). */
  Below?: ComponentType<{ mode: FormMode; record?: RaRecord; close: () => void }>;
};
