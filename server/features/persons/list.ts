// One page of persons, newest first, with its exact total: the list (the kit's GET /persons/, through
// personListPage) and its aliases /search, /potential-partners and /potential-clients all come here.
//
// Staff lists run over the whole table, which may hold millions of rows, so none of them counts or skips
// rows one by one (see migration 0002):
// - totals without a text come from person_counts, and a deep page jumps to the id range it starts in;
// - sorted by a column without a text, a deep page jumps to the bucket of that column it starts in
//   (person_name_counts, person_created_counts);
// - with a text, one word's matches are summed from person_term_counts, several words' are counted in
//   person_search_terms' index; the page is then read from the newest rows when matches are common, or
//   from the sorted matching ids when they are few.
// An external user's circle is small, so its lists are plain queries.
import { desc, gt, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { allOf, listRows, type ListResult, type Page } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { statementCache } from '../../platform/db/statementCache';
import { persons, type Person } from '../../platform/db/schema';
import type { ServerParts } from '../../resource/parts';
import { countPersons, sortedPageStart, totalOf, wordMatchCount } from './counts';
import { bucketStart } from '../../resource/bucketStart';
import { personCounts } from './tables';
import { sortOrder } from '../../resource/listSort';
import { filterConditions, personSortColumns, type PersonFilterParams, type PersonFilters, type PersonListFilter, type PersonSort } from './filters';
import { matchesPerson, matchingIds, personQuery, personTarget, type PersonSearch } from './search';

/**
 * Pages closer to the top than half an id range (person_counts counts per 8192 ids) are read with OFFSET;
 * deeper ones jump to the range or sort bucket they start in, which is then cheaper than skipping rows
 * (walking this many entries of an index costs about what adding up a counter table does).
 */
export const DEEP_SKIP = 4096;
/** Up to this many matches, the page is cut from the sorted matching ids. */
const FEW_MATCHES = 2_000;

/**
 * GET /persons/'s page (and its aliases'), as the kit's list asks for it (server/resource/parts.ts
 * listPage), within the caller's row `scope`: an external user's circle (inCircle()), none for staff, who
 * see every person.
 */
export const personListPage: NonNullable<ServerParts['listPage']> = async (db, { scope, filters, page, sort }) => {
  const filter = filters as PersonListFilter;
  if (scope) {
    const orderBy = sortOrder(personSortColumns, sort as PersonSort, persons.id, NEWEST_FIRST);
    return listRows(db, persons, { where: allOf(scope, await personTarget(db, { filter })), orderBy, page });
  }
  const { filters: given, search } = await personQuery(db, filter);
  const order = sort as PersonSort;
  if (order.sort) return sortedPage(db, given, search, page, { ...order, sort: order.sort });
  return search ? searchAll(db, search, given, page) : listAll(db, given, page);
};

/**
 * A page in another order than the newest first: a walk of the sort column's index (migrations 0005 and
 * 0013), with the total from the same counters as the default order. Without a text, a deep page starts
 * in the bucket of the sort column it falls in and skips only that bucket's rows before it.
 */
async function sortedPage(db: Executor, filters: PersonFilters, search: PersonSearch | undefined, page: Page, sort: Required<PersonSort>): Promise<ListResult<Person>> {
  const orderBy = sortOrder(personSortColumns, sort, persons.id, []);
  const where = filterConditions(persons, filters);
  if (search) {
    const rows = await inOrder(db, allOf(where, matchesPerson(search)), page, orderBy);
    return { data: rows.map(({ person }) => person), count: (await matchStats(db, search, filters)).count };
  }
  const start = page.skip < DEEP_SKIP ? { from: undefined, before: 0 } : await sortedPageStart(db, filters, sort, page.skip);
  const inBucket = { ...page, skip: page.skip - start.before };
  return withTotal(db, filters, await inOrder(db, allOf(where, start.from), inBucket, orderBy, totalOf(filters)));
}

/** Every person passing the filters: the page carries the total along, so one query usually answers. */
async function listAll(db: Executor, filters: PersonFilters, page: Page): Promise<ListResult<Person>> {
  return withTotal(db, filters, page.skip < DEEP_SKIP ? await nearTop(db, filters, page) : await deepPage(db, filters, page));
}

/** A page whose rows carry the total (totalOf) as `extra`; one past the end, with no row to carry it, counts again. */
async function withTotal(db: Executor, filters: PersonFilters, rows: { person: Person; extra: unknown }[]): Promise<ListResult<Person>> {
  const count = rows.length ? Number(rows[0].extra) : await countPersons(db, filters);
  return { data: rows.map(({ person }) => person), count };
}

/** The statement of a page near the top, its filters, skip and limit left as placeholders. */
const nearTopStatement = (db: Executor, filters: PersonFilterParams, name: string) =>
  newestFirst(db, filterConditions(persons, filters), { skip: sql.placeholder('skip'), limit: sql.placeholder('limit') }, totalOf(filters)).prepare(name);

/**
 * Prepared statements of the pages near the top, per database and per set of filters given (at most 2 × 2 ×
 * 3 of them): the list's most asked page is built once, not on every request, and PostgreSQL parses and
 * plans it once per connection (a tenth of a request's time in the app, issue 26).
 */
const nearTopStatements = statementCache<ReturnType<typeof nearTopStatement>>();

/** A page near the top (skip < DEEP_SKIP), through the prepared statement of its set of filters. */
function nearTop(db: Executor, filters: PersonFilters, page: Page) {
  const roles = filters.roles ?? [];
  const shape = `${filters.person_type === undefined ? 0 : 1}${filters.is_active === undefined ? 0 : 1}${roles.length}`;
  const statement = nearTopStatements(db, shape, () => {
    const params: PersonFilterParams = {
      person_type: filters.person_type === undefined ? undefined : sql.placeholder('person_type'),
      is_active: filters.is_active === undefined ? undefined : sql.placeholder('is_active'),
      roles: filters.roles && roles.map((_, i) => sql.placeholder(`role${i}`)),
    };
    return nearTopStatement(db, params, `persons_near_top_${shape}`);
  });
  const values: Record<string, unknown> = { ...page, person_type: filters.person_type, is_active: filters.is_active };
  roles.forEach((role, i) => (values[`role${i}`] = role));
  return statement.execute(values);
}

/**
 * A page far from the top: person_counts tells the id range holding its first row (named by the first id
 * above it) and how many matching persons come before the range; the page is then the rows below it,
 * skipping `skip - before` of them: a walk inside one range, not over `skip` rows.
 */
async function deepPage(db: Executor, filters: PersonFilters, page: Page) {
  const start = await bucketStart(db, { table: personCounts, bucket: personCounts.id_below }, filterConditions(personCounts, filters), page.skip, 'desc');
  if (!start) return [];
  const inRange = { ...page, skip: page.skip - start.before };
  return newestFirst(db, allOf(filterConditions(persons, filters), lt(persons.id, Number(start.bucket))), inRange, totalOf(filters));
}

async function searchAll(db: Executor, search: PersonSearch, filters: PersonFilters, page: Page) {
  const { count, newestId } = await matchStats(db, search, filters);
  if (count <= page.skip) return { data: [], count };
  const expected = Math.min(page.limit, count - page.skip);
  // Matches are spread over the ids: a window of the newest rows this wide holds the page twice over.
  const window = Math.ceil(((page.skip + page.limit) * newestId) / count) * 2 + 256;
  if (count > FEW_MATCHES && window < newestId / 4) {
    const where = allOf(gt(persons.id, newestId - window), filterConditions(persons, filters), matchesPerson(search));
    const data = (await newestFirst(db, where, page)).map(({ person }) => person);
    if (data.length === expected) return { data, count };
  }
  return { data: await pageOfMatches(db, search, filters, page), count };
}

type OrderBy = (SQL | PgColumn)[];
/** A page's bounds, given or left as placeholders. */
type PageParams = { skip: number | Placeholder; limit: number | Placeholder };

const NEWEST_FIRST: OrderBy = [desc(persons.id)];

/**
 * The page of rows passing `where`, in `orderBy`, each with `extra` (the total, say) alongside: its ids
 * are read first, an OFFSET that walks an index, not rows.
 */
function inOrder(db: Executor, where: SQL | undefined, page: PageParams, orderBy: OrderBy, extra: SQL = sql`NULL`) {
  const ids = db.select({ id: persons.id }).from(persons).where(where).orderBy(...orderBy).limit(page.limit).offset(page.skip);
  return db
    .select({ person: persons, extra })
    .from(persons)
    .where(inArray(persons.id, ids))
    .orderBy(...orderBy);
}

/** The page of rows passing `where`, newest first, each with `extra` (the total, say) alongside. */
const newestFirst = (db: Executor, where: SQL | undefined, page: PageParams, extra?: SQL) =>
  inOrder(db, where, page, NEWEST_FIRST, extra);

/** The page cut from the sorted ids of every match. */
function pageOfMatches(db: Executor, search: PersonSearch, filters: PersonFilters, page: Page): Promise<Person[]> {
  const ids = sql`(SELECT m.person_id FROM (${matchingIds(search, filters)}) AS m
    ORDER BY m.person_id DESC LIMIT ${page.limit} OFFSET ${page.skip})`;
  return db.select().from(persons).where(inArray(persons.id, ids)).orderBy(desc(persons.id));
}

/**
 * How many persons match (summed from person_term_counts for one word, else counted in
 * person_search_terms' index) and the newest id, in one round trip.
 */
async function matchStats(db: Executor, search: PersonSearch, filters: PersonFilters) {
  const count =
    search.words.length === 1 && !search.document
      ? wordMatchCount(search.words[0], filters)
      : sql`(SELECT count(*) FROM (${matchingIds(search, filters)}) AS m)`;
  const [row] = resultRows<{ count: string | number; newest: number | null }>(
    await db.execute(sql`SELECT ${count} AS count, (SELECT max(${persons.id}) FROM ${persons}) AS newest`),
  );
  return { count: Number(row.count), newestId: row.newest ?? 0 };
}
