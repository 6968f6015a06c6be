// Zod parts of request schemas that several declarations write alike, with the API's messages.
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../documents';

/** The message for a text past its maximum. */
export const tooLong = (max: number) => `Deve ter no máximo ${max} caracteres`;

/** Trims a text input; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A trimmed text that must not be blank; `message` answers a missing or blank value. */
export const requiredText = (max: number, message = 'Campo obrigatório') =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** A small code (a smallint column) in a query string. */
export const queryCode = z.coerce.number().int().min(0).max(32767);

/** A CNPJ, numeric or alphanumeric (2026), normalised (no mask, letters uppercase), its check digits verified. */
export const cnpjField = z
  .string({ error: 'CNPJ é obrigatório' })
  .transform(normalizeDocument)
  .superRefine((value, ctx) => {
    const problem = documentProblem(value, 'cnpj');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
