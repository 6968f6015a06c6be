// Text search over persons: every word typed must start a word of the name or trade name (case and
// accents ignored: 'joao silv' finds 'João da Silva'), or the text is the start of the document, with or
// without its mask ('112.223.330' finds 11222333000181).
//
// The same rule is written twice, and the two must agree: over persons rows (a regular expression on the
// generated search_key) and over person_search_terms (prefix ranges of its primary key), which is what
// makes counting a million persons cheap. Words are split by the database (search_words), exactly as the
// persons' own words are (or, for plain ASCII, by the same rule here), so both sides see the same words.
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeDocument } from '../../../common/documents';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { persons } from '../../platform/db/schema';
import { allOf } from '../../resource/crud';
import { filterConditions, rolesFor, termsStarting, type PersonFilters, type PersonListFilter } from './filters';
import { personSearchKey, personSearchTerms } from './tables';

export type PersonSearch = {
  /** Unaccented lower-case words, each only a-z and 0-9. */
  words: string[];
  /** The text as a document (mask removed, upper case) when it holds a digit; otherwise empty. */
  document: string;
};

/**
 * The words of a text split here exactly as search_words() splits them, when that can be done without
 * the database: printable ASCII passes unaccent() unchanged, so lower case and the same separators suffice.
 */
export function asciiWords(text: string): string[] | undefined {
  if (!/^[\x20-\x7e]*$/.test(text)) return undefined;
  return [...new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean))].sort();
}

async function databaseWords(db: Executor, text: string): Promise<string[]> {
  const [row] = resultRows<{ words: string[] }>(await db.execute(sql`SELECT search_words(${text}) AS words`));
  return row.words;
}

/** The search a text asks for, or undefined when it asks for nothing (blank, punctuation only). */
export async function parseSearch(db: Executor, text: string | undefined): Promise<PersonSearch | undefined> {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const words = asciiWords(trimmed) ?? (await databaseWords(db, trimmed));
  const candidate = normalizeDocument(trimmed);
  const document = /\d/.test(candidate) ? candidate : '';
  if (!words.length && !document) return undefined;
  return { words, document };
}

/** The search as a condition on persons rows. */
export function matchesPerson(search: PersonSearch): SQL | undefined {
  const words = search.words.map((word) => sql`${personSearchKey} ~ ${`(^|[^a-z0-9])${word}`}`);
  return or(
    words.length ? and(...words) : undefined,
    search.document ? sql`${persons.document} LIKE ${`${search.document}%`}` : undefined,
  );
}

/**
 * The ids of the matching persons, each once, as a sub-select over person_search_terms: per word, the
 * persons with a term starting with it; several words intersect, the document adds its matches.
 */
export function matchingIds(search: PersonSearch, filters: PersonFilters): SQL {
  const startingWith = (prefix: string) =>
    sql`SELECT ${personSearchTerms.person_id} FROM ${personSearchTerms} WHERE ${termsStarting(personSearchTerms, prefix, filters)}`;
  const branches: SQL[] = [];
  if (search.words.length) branches.push(sql.join(search.words.map(startingWith), sql` INTERSECT `));
  if (search.document) branches.push(startingWith(`#${search.document.toLowerCase()}`));
  return branches.length === 1 ? branches[0] : sql.join(branches.map((branch) => sql`(${branch})`), sql` UNION `);
}

/** The list's filters as the persons' reads take them: its role filter stands for roles, its text is searched the persons' way. */
export async function personQuery(db: Executor, { role, query, ...given }: PersonListFilter) {
  return { filters: { ...given, roles: rolesFor(role) }, search: await parseSearch(db, query) };
}

/** The persons a bulk action or an export names: given ids (the selection) or the list's own filters. */
export async function personTarget(db: Executor, target: { ids?: number[]; filter?: PersonListFilter }) {
  if (target.ids) return inArray(persons.id, target.ids);
  const { filters, search } = await personQuery(db, target.filter ?? {});
  return allOf(filterConditions(persons, filters), search && matchesPerson(search));
}
