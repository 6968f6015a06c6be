// Schema parts of API answers that every declaration uses alike.
import { z } from 'zod';

/**
 * A timestamp as the API answers it: an ISO 8601 string. The database driver gives a Date; the answer's
 * schema turns it into the string JSON would, and documents it as one.
 */
export const apiTimestamp = z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.string());

/** The `{data, count}` page every list answers: the rows of the page and the exact total of the filter. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), count: z.number().int() });
