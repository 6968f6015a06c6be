// Rules across fields of one record ("a date after another", "at least one of"), declared once in a
// resource's `rules` and checked wherever a record is written: the zod create schema and the portal's form
// (withRules), the portal's edit page on the stored record merged with what is typed (src/ui/kit/recordEdit.ts),
// and on the server a PATCH, a bulk action or an import, on the stored row merged with the change
// (changeIssues, server/resource/rowWrites.ts), since a PATCH may send one field of the pair and the rule
// needs both.
// The kinds: notBefore, atLeastOneOf, requiredWhen, and fieldRule for a message that depends on the record.
import type { z } from 'zod';

/** Who checks: the API, on every write, or a portal form before sending, which may check less (`formProblem`). */
export type RuleCheck = 'api' | 'form';

/** One rule: `problem` sees the whole record (possibly partial while typed); `field` is where its message shows. */
export type CrossFieldRule<Values = Record<string, unknown>> = {
  field: Extract<keyof Values, string>;
  /** The fields it reads: a PATCH or form that touches none of them cannot break it. */
  reads: readonly Extract<keyof Values, string>[];
  /** Why the record breaks it, or null when it holds. */
  // Methods, so a rule typed for one resource's row fits the kit's rule of any row (method parameters are bivariant).
  problem(values: Partial<Values>): string | null;
  /**
   * What a portal form checks of it, where less than `problem` (a pix type needs its key; whether the key is
   * a valid CPF is the API's answer, which the form shows under the field).
   */
  formProblem?(values: Partial<Values>): string | null;
};

export type RuleIssue = { field: string; message: string };

/** Blank text (spaces alone) fills nothing, as the schemas trim it. */
export const filled = (value: unknown) => value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

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
  reads: [later, earlier],
  problem: (values) => {
    const [end, start] = [values[later], values[earlier]];
    return !filled(end) || !filled(start) || String(end) >= String(start) ? null : message;
  },
});

/** At least one of `fields` is filled; the message shows under the first. */
export const atLeastOneOf = <Values>(
  fields: readonly [Extract<keyof Values, string>, ...Extract<keyof Values, string>[]],
  message: string,
): CrossFieldRule<Values> => ({
  field: fields[0],
  reads: fields,
  problem: (values) => (fields.some((field) => filled(values[field])) ? null : message),
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
  reads: [field, ...depends],
  problem: (values) => (!when(values) || filled(values[field]) ? null : message),
});

/**
 * A rule whose message depends on the record (a document checked by the kind its type names): `problem`
 * reads `field` and `depends` only; `formProblem`, when given, is what a form checks of it.
 */
export const fieldRule = <Values>(
  field: Extract<keyof Values, string>,
  depends: readonly Extract<keyof Values, string>[],
  problem: (values: Partial<Values>) => string | null,
  formProblem?: (values: Partial<Values>) => string | null,
): CrossFieldRule<Values> => ({ field, reads: [field, ...depends], problem, ...(formProblem && { formProblem }) });

/** The rules a record breaks, as the API or a form checks them. */
export const ruleIssues = (rules: readonly CrossFieldRule<never>[] | undefined, values: Record<string, unknown>, check: RuleCheck = 'api'): RuleIssue[] =>
  (rules ?? []).flatMap((rule) => {
    const own = rule as CrossFieldRule;
    const message = check === 'form' && own.formProblem ? own.formProblem(values) : own.problem(values);
    return message === null ? [] : [{ field: rule.field, message }];
  });

/**
 * Whether a change may break `rule`: it sends the rule's own field, or changes the stored value of another
 * field the rule reads. A change touching neither leaves alone a stored row that broke it before (an old
 * lost opportunity without a reason still takes a new executive).
 */
const touches = (rule: CrossFieldRule, stored: Record<string, unknown>, change: Record<string, unknown>) =>
  rule.field in change || rule.reads.some((field) => field in change && change[field] !== stored[field]);

/** The rules a change (its fields sent, undefined ones not) breaks on the stored row merged with it. */
export function changeIssues(rules: readonly CrossFieldRule<never>[] | undefined, stored: Record<string, unknown>, change: Record<string, unknown>): RuleIssue[] {
  const sent = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const touched = (rules ?? []).filter((rule) => touches(rule as CrossFieldRule, stored, sent));
  return ruleIssues(touched, { ...stored, ...sent });
}

/**
 * The schema with the rules added as issues on their fields (zod 4 keeps it a ZodObject). A field its own
 * schema already refused (a text past its maximum) keeps that one message.
 */
export const withRules = <S extends z.ZodObject>(schema: S, rules: readonly CrossFieldRule<never>[] | undefined, check: RuleCheck = 'api'): S =>
  rules?.length
    ? schema.check((ctx) => {
        const refused = new Set(ctx.issues.map((issue) => issue.path?.[0]));
        for (const issue of ruleIssues(rules, ctx.value as Record<string, unknown>, check)) {
          if (!refused.has(issue.field)) ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.field], input: ctx.value });
        }
      })
    : schema;
