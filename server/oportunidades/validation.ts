// Validating values that do not go through a route schema (multipart form fields) with the same
// 422 shape the error handler gives route schemas.
import type { z } from 'zod';
import { HttpError } from '../errors';

export function parseOr422<T extends z.ZodType>(schema: T, input: unknown, where: 'body' | 'query'): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(
    422,
    result.error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: issue.message,
      type: issue.code,
    })),
  );
}

/** Multipart fields arrive as text; a repeated field as a list. Blank text counts as absent. */
export const formValue = (values: string[] | undefined) => {
  const value = values?.[0]?.trim();
  return value ? value : undefined;
};
