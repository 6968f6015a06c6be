// Schema parts of API answers that every declaration uses alike.
import { z } from 'zod';

/**
 * A timestamp as the API answers it: an ISO 8601 string. The database driver gives a Date (a query that
 * reads it as text, the string), which the answer keeps as it is: Fastify's serializer
 * (fastify-type-provider-zod) encodes the answer through its schema, where a transform cannot run, and
 * then JSON.stringify writes a Date as its ISO string. The schema documents it as that string.
 */
export const apiTimestamp = z.custom<Date | string>((value) => value instanceof Date || typeof value === 'string');
apiTimestamp._zod.toJSONSchema = () => ({ type: 'string', format: 'date-time' });

/** A row as answered: its serial id, then its own columns (`shape`). */
export const idRow = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ id: z.number().int(), ...shape });

/** A text column that may be empty (NULL), as answered. */
export const nullableText = z.string().nullable();

/**
 * Who created a row and when, as answered by every table that records its author (the Drizzle side is
 * server/platform/db/schema/users.ts): created_by_id turns NULL when that user is deleted (ON DELETE SET NULL).
 */
export const authorship = { created_by_id: z.number().int().nullable(), created_at: apiTimestamp };

/**
 * A row as the portal receives it. Neither z.input nor z.output will do: apiTimestamp is a z.custom, whose
 * input and output are both Date | string, and only the string crosses JSON; so each field that may be a
 * Date is read as what is left of it without the Date.
 */
export type ApiRow<Row extends z.ZodType> = {
  [Field in keyof z.output<Row>]: Date extends z.output<Row>[Field] ? Exclude<z.output<Row>[Field], Date> : z.output<Row>[Field];
};

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
