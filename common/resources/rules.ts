// Rules across fields of one record ("a date after another", "at least one of"), declared once in a
// resource's `rules` and checked wherever a record is written: the zod create schema and the portal's form
// (withRules), and on the server a PATCH or a bulk action, on the stored row merged with the change
// (server/resource/rowWrites.ts), since a PATCH may send one field of the pair and the rule needs both.
// The kinds: notBefore, atLeastOneOf, requiredWhen.
import type { z } from 'zod';

/** One rule: `check` sees the whole record (possibly partial while typed); `field` is where its message shows. */
export type CrossFieldRule<Values = Record<string, unknown>> = {
  field: Extract<keyof Values, string>;
  message: string;
  /** The fields it reads: a PATCH or form that touches none of them cannot break it. */
  reads: readonly Extract<keyof Values, string>[];
  // A method, so a rule typed for one resource's row fits the kit's rule of any row (method parameters are bivariant).
  check(values: Partial<Values>): boolean;
};

export type RuleIssue = { field: string; message: string };

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * `later` is on or after `earlier` (ISO dates or timestamps compare as text); either one empty passes, as
 * a required field has its own message.
 */
export const notBefore = <Values>(
  later: Extract<keyof Values, string>,
  earlier: Extract<keyof Values, string>,
  message: string,
): CrossFieldRule<Values> => ({
  field: later,
  message,
  reads: [later, earlier],
  check: (values) => {
    const [end, start] = [values[later], values[earlier]];
    return !filled(end) || !filled(start) || String(end) >= String(start);
  },
});

/** At least one of `fields` is filled; the message shows under the first. */
export const atLeastOneOf = <Values>(
  fields: readonly [Extract<keyof Values, string>, ...Extract<keyof Values, string>[]],
  message: string,
): CrossFieldRule<Values> => ({
  field: fields[0],
  message,
  reads: fields,
  check: (values) => fields.some((field) => filled(values[field])),
});

/**
 * `field` is filled whenever `when` holds for the record (e.g. a task's due time); `when` reads only
 * `depends`, which a PATCH merge or a form change then re-checks.
 */
export const requiredWhen = <Values>(
  field: Extract<keyof Values, string>,
  depends: readonly Extract<keyof Values, string>[],
  when: (values: Partial<Values>) => boolean,
  message: string,
): CrossFieldRule<Values> => ({
  field,
  message,
  reads: [field, ...depends],
  check: (values) => !when(values) || filled(values[field]),
});

/** The rules a record breaks. */
export const ruleIssues = (rules: readonly CrossFieldRule<never>[] | undefined, values: Record<string, unknown>): RuleIssue[] =>
  (rules ?? [])
    .filter((rule) => !(rule as CrossFieldRule).check(values))
    .map((rule) => ({ field: rule.field, message: rule.message }));

/** The schema with the rules added as issues on their fields (zod 4 keeps it a ZodObject). */
export const withRules = <S extends z.ZodObject>(schema: S, rules: readonly CrossFieldRule<never>[] | undefined): S =>
  rules?.length
    ? (schema.superRefine((values, ctx) => {
        for (const issue of ruleIssues(rules, values as Record<string, unknown>)) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
        }
      }) as S)
    : schema;
