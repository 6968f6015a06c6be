// The checks and the body of a declared record's edit page (./RecordEditForm.tsx), from its declaration
// alone: each shown input's value read the kit's way (money and percent typed the Brazilian way,
// src/i18n/parseDecimal.ts; days typed dd/mm/aaaa, common/dayText.ts; whole numbers), then the
// declaration's update schema on it (the API's own messages), then its cross-field `rules` on the stored
// record merged with what is typed, each problem under its field. Valid, the body is what PATCH gets:
// only the inputs that changed, as the API takes them.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isIsoDay, TYPED_DAY_INVALID } from '../../../common/dayText';
import { requiredSchema, type ResourceDeclaration } from '../../../common/resources';
import { ruleIssues } from '../../../common/resources/rules';
import { parseDecimal } from '../../i18n/parseDecimal';
import { formSources } from './DeclaredInputs';
import { formMessage } from './fieldResolver';

type Read = { value: unknown } | { problem: string };

const WHOLE_OR_DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A value as the API takes it, or why the portal cannot read it. Blank is null where the field's schema
 * takes null (it clears the field), else '' (so a required text is refused with the schema's own message).
 */
function readValue(input: string | undefined, value: unknown, schema: z.ZodType | undefined): Read {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === null || text === undefined || text === '') return { value: schema && !schema.safeParse(null).success ? '' : null };
  if (input === 'money' || input === 'percent') {
    const parsed = parseDecimal(String(text));
    return parsed.ok ? { value: parsed.value } : { problem: parsed.message };
  }
  if (input === 'date') return typeof text === 'string' && isIsoDay(text) ? { value: text } : { problem: TYPED_DAY_INVALID };
  // A number that is not one ('abc', '1e2') stays as typed, for the schema to refuse in its own words.
  if (input === 'number' && typeof text === 'string') return { value: WHOLE_OR_DECIMAL.test(text) ? Number(text.replace(',', '.')) : text };
  return { value: text };
}

/** The edit's inputs shown for these values (`form.shownWhen`): a hidden one is neither checked nor sent. */
const shownSources = (declaration: ResourceDeclaration, values: FieldValues) =>
  formSources(declaration, 'edit').filter((source) =>
    Object.entries(declaration.form?.shownWhen?.[source] ?? {}).every(([name, allowed]) => allowed.includes(values[name])),
  );

/** Each shown input's value read, or its problem. */
function readInputs(declaration: ResourceDeclaration, values: FieldValues) {
  const shape = requiredSchema(declaration, 'update').shape as Record<string, z.ZodType | undefined>;
  const fields = declaration.fields as Record<string, { input?: string } | undefined>;
  return shownSources(declaration, values).map((source) => ({ source, schema: shape[source], read: readValue(fields[source]?.input, values[source], shape[source]) }));
}

const valueOf = (read: Read) => ('value' in read ? read.value : undefined);
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * The PATCH body: each shown input whose value, read, differs from the one the form started from (a
 * stored 15000.5 typed again as '15.000,50' is no change); blank, null (it clears the field), except the
 * declaration's `form.keptWhenBlank`, left out (the stored value stays).
 */
export function editBody(declaration: ResourceDeclaration, values: FieldValues, start: FieldValues): Record<string, unknown> {
  const kept = declaration.form?.keptWhenBlank ?? [];
  const before = new Map(readInputs(declaration, start).map(({ source, read }) => [source, valueOf(read)]));
  const body: Record<string, unknown> = {};
  for (const { source, read } of readInputs(declaration, values)) {
    const value = valueOf(read);
    if (same(value, before.get(source)) || (same(value, '') && kept.includes(source))) continue;
    body[source] = value;
  }
  return body;
}

/**
 * The edit page's check of `record`: problems by field (reading, then the update schema, then the rules on
 * the record merged with the values read); valid, the values are the PATCH body (editBody from `start`).
 */
export const recordEditResolver =
  (declaration: ResourceDeclaration, record: Record<string, unknown>, start: FieldValues): Resolver<FieldValues> =>
  async (values) => {
    const errors: FieldErrors = {};
    const merged: Record<string, unknown> = { ...record };
    for (const { source, schema, read } of readInputs(declaration, values)) {
      if ('problem' in read) {
        errors[source] = { type: 'validate', message: read.problem };
        continue;
      }
      merged[source] = read.value;
      const checked = schema?.safeParse(read.value);
      if (checked && !checked.success) errors[source] = { type: 'validate', message: formMessage(checked.error.issues[0]) };
    }
    for (const { field, message } of ruleIssues(declaration.rules, merged, 'form')) errors[field] ??= { type: 'validate', message };
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: editBody(declaration, values, start), errors: {} };
  };
