// The checks of a declared form with `form.checks: 'eachField'` (a person's addresses, contacts and bank
// accounts): each field by its create schema (the dialog sends the whole row, a PUT included), then the
// declaration's rules as a form checks them, for the fields not already refused. Valid, the values become the body to
// send: trimmed, blanks as null, with the declaration's `prepare`.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredSchema, type ResourceDeclaration } from '../../../common/resources';
import { ruleIssues } from '../../../common/resources/rules';

/** A field the form must fill: its create schema refuses it left blank. */
export const refusesBlank = (declaration: ResourceDeclaration, source: string) => {
  const schema = requiredSchema(declaration, 'create').shape[source] as z.ZodType | undefined;
  return schema !== undefined && !schema.safeParse(undefined).success;
};

/** The API's message, worded as the portal's forms word a text past its maximum. */
export function formMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string') return `Máximo de ${String(issue.maximum)} caracteres`;
  return issue.message;
}

export const fieldResolver =
  (declaration: ResourceDeclaration): Resolver<FieldValues> =>
  async (values) => {
    const errors: FieldErrors = {};
    const record: FieldValues = { ...values };
    for (const [name, schema] of Object.entries(requiredSchema(declaration, 'create').shape)) {
      const result = (schema as z.ZodType).safeParse(values[name]);
      if (result.success) record[name] = result.data;
      else errors[name] = { type: 'validate', message: formMessage(result.error.issues[0]) };
    }
    for (const { field, message } of ruleIssues(declaration.rules, record, 'form')) errors[field] ??= { type: 'validate', message };
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: declaration.prepare ? declaration.prepare(record) : record, errors: {} };
  };
