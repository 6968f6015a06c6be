// Word-prefix lookups over a term table (person_search_terms, migration 0002; oportunidade_search_terms,
// migration 0160): one row per record and word, keyed by (term, record id), where `shared` lets a prefix
// range yield each record once. A search only wants its first few matches, so every lookup here walks a
// range of that key and stops at its LIMIT, however many records match.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';

export type TermTable = { table: PgTable; term: PgColumn; id: PgColumn; shared: PgColumn };

/**
 * Terms starting with `prefix`, one per record: a record's first term with that start shares fewer
 * leading characters than the prefix with the term before it. Prefixes are search words (a-z, 0-9) or a
 * '#' and a document, so they hold no LIKE wildcard.
 */
export const startingWith = (terms: TermTable, prefix: string): SQL =>
  sql`${terms.term} LIKE ${`${prefix}%`} AND ${terms.shared} < ${prefix.length}`;

/** Counting stops here: past it a word is common, and which of two common words leads matters little. */
const COUNT_CAP = 2_000;

/**
 * The word with the fewest records starting it, each counted up to COUNT_CAP (an index-only walk of at
 * most that many keys per word). The lookup walks that word's range and checks the others on each
 * record, so its cost follows the rarest word: 'tributaria 4521' walks the few 4521s, not every title.
 */
export async function rarestWord(db: Executor, terms: TermTable, words: string[]): Promise<string> {
  if (words.length === 1) return words[0];
  const counts = words.map(
    (word) => sql`(SELECT count(*) FROM (SELECT 1 FROM ${terms.table} WHERE ${startingWith(terms, word)} LIMIT ${COUNT_CAP}) AS w)`,
  );
  const [row] = resultRows<{ counts: (string | number)[] }>(
    await db.execute(sql`SELECT ARRAY[${sql.join(counts, sql`, `)}] AS counts`),
  );
  const numbers = row.counts.map(Number);
  return words[numbers.indexOf(Math.min(...numbers))];
}
