// The dialog of a person's child list, derived from its declaration (common/resources/persons/): the
// values a new row starts with, the values of a stored row, and the resolver that checks them with the
// declaration's schema and rules and hands the body to send.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ChildDeclaration, ChildValues } from '../../../common/resources/children';
import { maskCep } from './integrations/CepInput';

/** A new row's values: each field's declared default, else unchecked or blank. */
export const childDefaults = (child: ChildDeclaration): ChildValues =>
  Object.fromEntries(
    Object.entries(child.fields).map(([name, field]) => [name, field.defaultValue ?? (field.input === 'boolean' ? false : '')]),
  );

/** A stored row's values, shown as the add form shows them: its field where set, else the default. */
export function childValues(child: ChildDeclaration, row: object): ChildValues {
  const stored = row as ChildValues;
  return Object.fromEntries(
    Object.entries(childDefaults(child)).map(([name, fallback]) => {
      const value = stored[name] ?? fallback;
      return [name, child.fields[name].input === 'cep' ? maskCep(String(value)) : value];
    }),
  );
}

/** A field the form must fill: its schema refuses it left blank. */
export const isRequired = (child: ChildDeclaration, name: string) =>
  !child.schemas.create.shape[name].safeParse(undefined).success;

/** The API's message, worded as the portal's forms word a text past its maximum. */
function formMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string') return `Máximo de ${String(issue.maximum)} caracteres`;
  return issue.message;
}

/**
 * Each field checked by its schema, then the rules the dialog checks over several fields (for the fields
 * not already refused). Valid, the values become the body to send: trimmed, blanks as null, prepared.
 */
export const childResolver =
  (child: ChildDeclaration): Resolver<ChildValues> =>
  async (values) => {
    const errors: FieldErrors<ChildValues> = {};
    const record: ChildValues = { ...values };
    for (const [name, schema] of Object.entries(child.schemas.create.shape)) {
      const result = (schema as z.ZodType).safeParse(values[name]);
      if (result.success) record[name] = result.data;
      else errors[name] = { type: 'validate', message: formMessage(result.error.issues[0]) };
    }
    for (const [name, message] of child.formProblems?.(record) ?? []) {
      errors[name] ??= { type: 'validate', message };
    }
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: child.prepare ? child.prepare(record) : record, errors: {} };
  };
