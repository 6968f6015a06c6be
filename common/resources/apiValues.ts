// Schema parts of API answers that every declaration uses alike.
import { z } from 'zod';

/**
 * A timestamp as the API answers it: an ISO 8601 string. The database driver gives a Date; a query that
 * reads it as text gives the string already. Fastify's serializer (fastify-type-provider-zod) ENCODES an
 * answer through its schema, from the handler's value to the JSON's, and refuses a one-way transform, so
 * this is a codec: encoding writes a Date as its ISO string and lets a string through; /api/docs shows a
 * date-time string.
 */
export const apiTimestamp = z.codec(z.string().meta({ format: 'date-time' }), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (value instanceof Date ? value.toISOString() : value),
});

/** The `{data, count}` page every list answers: the rows of the page and the exact total of the filter. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), count: z.number().int() });

/**
 * A 2xx answer that is a file, not JSON (an export, a stored document): the route sends a stream, which
 * Fastify writes without its serializer, so this only documents it in /api/docs, one binary body per
 * Content-Type it may carry.
 */
export const fileAnswer = (description: string, contentTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});
