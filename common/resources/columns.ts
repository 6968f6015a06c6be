// A declaration's list columns as the portal's tables and the list endpoints read them: which fields are
// columns, which of those are hidden until the user adds them in 'Colunas', and which are computed per
// row and answered only when the list's `columns` query names them. No browser or Node APIs here.
import { z } from 'zod';
import type { FieldDeclaration } from './types';

type Fields = Partial<Record<string, FieldDeclaration>>;

const entries = (fields: Fields) =>
  Object.entries(fields).filter((entry): entry is [string, FieldDeclaration] => Boolean(entry[1]));

/** The fields shown as columns, by default or once added ('optional'), in the declaration's order. */
export const columnFields = (fields: Fields) => entries(fields).filter(([, field]) => field.column);

/** The columns a list hides until the user adds them in 'Colunas'. */
export const optionalColumns = (fields: Fields) =>
  columnFields(fields)
    .filter(([, field]) => field.column === 'optional')
    .map(([source]) => source);

/** The computed columns of a declaration, which a list answers only when asked (`?columns=`). */
export const computedColumns = (fields: Fields) =>
  entries(fields)
    .filter(([, field]) => field.computed)
    .map(([source]) => source);

/** The fields editable in a list's row. */
export const inlineEditFields = (fields: Fields) => entries(fields).filter(([, field]) => field.inlineEdit);

export const UNKNOWN_COLUMN = 'Coluna desconhecida';

/**
 * The list query's `columns`: a comma-separated list of the declaration's computed columns to answer
 * along with each row (an unknown name is a 422 naming it). Absent or empty: none.
 */
export function computedColumnsQuery(fields: Fields) {
  const known = new Set(computedColumns(fields));
  return z
    .string()
    .max(500)
    .optional()
    .transform((text, ctx) => {
      const names = [...new Set((text ?? '').split(',').map((name) => name.trim()).filter(Boolean))];
      const unknown = names.find((name) => !known.has(name));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${UNKNOWN_COLUMN}: ${unknown}` });
        return z.NEVER;
      }
      return names;
    });
}
