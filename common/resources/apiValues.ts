// Schema parts of API answers that every declaration uses alike.
import { z } from 'zod';

/**
 * A timestamp as the API answers it: an ISO 8601 string. The database driver gives a Date. Fastify's
 * serializer (fastify-type-provider-zod) ENCODES an answer through its schema, from the handler's value
 * to the JSON's, and refuses a one-way transform, so this is a codec: encoding writes the Date as its
 * ISO string, decoding (a client reading the JSON) gives the Date back; /api/docs shows a date-time string.
 */
export const apiTimestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The `{data, count}` page every list answers: the rows of the page and the exact total of the filter. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), count: z.number().int() });
