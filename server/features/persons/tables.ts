// The tables migrations 0002 and 0013 keep in step with persons (by triggers, whoever writes), and the
// generated column they are built from. Only the persons code reads them.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, smallint, text } from 'drizzle-orm/pg-core';
import { persons } from '../../platform/db/schema';
import { bigNumber, derivedTable } from '../../platform/db/derivedTable';

/** The person columns the list filters by, which every one of these tables carries. */
const filtered = { person_type: smallint, role: smallint, is_active: boolean };

/** One row per person and word of its name and trade name, plus '#' + its document. */
export const personSearchTerms = derivedTable('person_search_terms', {
  term: text,
  person_id: integer,
  ...filtered,
  /** Leading characters shared with the person's previous term in byte order (see migration 0002). */
  shared: smallint,
});

/** person_search_terms added up: how many rows per term, shared length, type, role and status. */
export const personTermCounts = derivedTable('person_term_counts', {
  term: text,
  shared: smallint,
  ...filtered,
  total: bigNumber,
});

/** How many persons there are per type, role, status and range of ids (named by the first id above it). */
export const personCounts = derivedTable('person_counts', {
  ...filtered,
  id_below: bigNumber,
  total: bigNumber,
});

/** The first values of the name buckets: a name is in the bucket of the greatest mark <= it (migration 0013). */
export const personNameMarks = derivedTable('person_name_marks', { mark: text });

/** How many persons there are per type, role, status and name bucket, named by its mark. */
export const personNameCounts = derivedTable('person_name_counts', { ...filtered, mark: text, total: bigNumber });

/** How many persons there are per type, role, status and UTC day of creation. */
export const personCreatedCounts = derivedTable('person_created_counts', { ...filtered, day: date, total: bigNumber });

/** persons.search_key: name and trade name, unaccented and in lower case (a generated column). */
export const personSearchKey = sql<string>`${persons}.search_key`;
