// Schema parts of API requests that declarations and the server's routes share.
import { z } from 'zod';

/** The largest id a serial column holds (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/** An integer query or body id. */
export const recordId = z.coerce.number().int().positive().max(MAX_ID);

/** A query-string boolean: true/false/1/0. */
export const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
