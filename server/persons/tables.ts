// The tables migrations 0002 and 0013 keep in step with persons (by triggers, whoever writes), and the
// generated column they are built from. Only the persons code reads them.
import { bigint, boolean, date, integer, pgTable, smallint, text, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { persons } from '../db/schema';

/** The filter columns copied from persons, so that one condition (filterConditions) serves every table. */
const filterColumns = () => ({
  person_type: smallint('person_type').notNull(),
  role: smallint('role').notNull(),
  is_active: boolean('is_active').notNull(),
});

const total = () => bigint('total', { mode: 'number' }).notNull();

/** How many persons there are per type, role, status and the bucket `bucket` names. */
const personCounter = <B extends Record<string, PgColumnBuilderBase>>(name: string, bucket: B) =>
  pgTable(name, { ...filterColumns(), ...bucket, total: total() });

/** One row per person and word of its name and trade name, plus '#' + its document. */
export const personSearchTerms = pgTable('person_search_terms', {
  term: text('term').notNull(),
  person_id: integer('person_id').notNull(),
  ...filterColumns(),
  /** Leading characters shared with the person's previous term in byte order (see migration 0002). */
  shared: smallint('shared').notNull(),
});

/** person_search_terms added up: how many rows per term, shared length, type, role and status. */
export const personTermCounts = personCounter('person_term_counts', {
  term: text('term').notNull(),
  shared: smallint('shared').notNull(),
});

/** Per range of ids, named by the first id above it. */
export const personCounts = personCounter('person_counts', { id_below: bigint('id_below', { mode: 'number' }).notNull() });

/** The first values of the name buckets: a name is in the bucket of the greatest mark <= it (migration 0013). */
export const personNameMarks = pgTable('person_name_marks', {
  mark: text('mark').notNull(),
});

/** Per name bucket, named by its mark. */
export const personNameCounts = personCounter('person_name_counts', { mark: text('mark').notNull() });

/** Per UTC day of creation. */
export const personCreatedCounts = personCounter('person_created_counts', { day: date('day').notNull() });

/** persons.search_key: name and trade name, unaccented and in lower case (a generated column). */
export const personSearchKey = sql<string>`${persons}.search_key`;
