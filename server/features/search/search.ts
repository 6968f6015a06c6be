// GET /search: the first few persons, opportunities and users (for whom may list users) a text finds,
// within the caller's row scope.
//
// Staff search the whole tables, which may hold millions of rows, so each type is looked up in its term
// table (server/features/search/terms.ts): the rarest word's key range is walked and the other words are checked
// on each record, until the limit is reached. An external user's circle is small, so its search is a
// plain query over the circle's rows, as its lists are.
import { sql, type SQL } from 'drizzle-orm';
import { formatDocument } from '../../../common/documents';
import { labelOf, PersonType, stageLabels, userRoleLabels } from '../../../common/enums';
import { canAccess, rowScope } from '../../../common/policy';
import type { SearchQuery, SearchResult } from '../../../common/search';
import { oportunidadeScope } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { oportunidades, oportunidadeSearchTerms, persons, users, type User } from '../../platform/db/schema';
import { inCircle, matchesPerson, parseSearch, type PersonSearch } from '../persons/public';
import { personSearchKey, personSearchTerms } from '../persons/public';
import { rarestWord, startingWith, type TermTable } from './terms';

const personTerms: TermTable = {
  table: personSearchTerms,
  term: personSearchTerms.term,
  id: personSearchTerms.person_id,
  shared: personSearchTerms.shared,
};
const oportunidadeTerms: TermTable = {
  table: oportunidadeSearchTerms,
  term: oportunidadeSearchTerms.term,
  id: oportunidadeSearchTerms.oportunidade_id,
  shared: oportunidadeSearchTerms.shared,
};

/** The pattern of "starts a word" in a search key (a search_text() value), as persons' search writes it. */
const wordStart = (word: string) => `(^|[^a-z0-9])${word}`;
const startsWordOf = (key: SQL, word: string) => sql`${key} ~ ${wordStart(word)}`;
const everyWordOf = (key: SQL, words: string[]) => allOf(...words.map((word) => startsWordOf(key, word)));

const oportunidadeKey = sql`oportunidade_search_key(${oportunidades.titulo}, ${oportunidades.id_externo}, ${oportunidades.odoo_id})`;

/**
 * A type's term table and how its record's search key is read for a term row: by a scalar sub-select of
 * the record by id, which PostgreSQL cannot turn into a join, so no plan reads the whole table to hash it.
 */
type WordIndex = { terms: TermTable; keyOf: SQL };
const wordIndex = (terms: TermTable, records: typeof persons | typeof oportunidades, key: SQL): WordIndex => ({
  terms,
  keyOf: sql`(SELECT ${key} FROM ${records} WHERE ${records.id} = ${terms.id})`,
});
const personIndex = wordIndex(personTerms, persons, personSearchKey);
const oportunidadeIndex = wordIndex(oportunidadeTerms, oportunidades, oportunidadeKey);

const userKey = sql`search_text(coalesce(${users.full_name}, '') || ' ' || ${users.email})`;

/** A whole number typed alone may be an Odoo id (an integer column). */
const odooId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The ids of the records whose words start with every word asked, at most `limit`, in key order (a word
 * itself before longer ones: 'silva' before 'silvano'): the rarest word's range walked, the others checked
 * on each record's search key (WordIndex), so a LIMIT stops the walk.
 */
async function idsByWords(db: Executor, { terms, keyOf }: WordIndex, words: string[], limit: number): Promise<SQL> {
  const lead = await rarestWord(db, terms, words);
  const rest = words.filter((word) => word !== lead);
  const others = rest.length
    ? sql`AND ${keyOf} ~ ALL (ARRAY[${sql.join(rest.map((word) => sql`${wordStart(word)}`), sql`, `)}]::text[])`
    : sql``;
  return sql`SELECT ${terms.id} AS id FROM ${terms.table} WHERE ${startingWith(terms, lead)} ${others} LIMIT ${limit}`;
}

/** Numbered in the order found, so the answer keeps it: the branches of a search, each already limited. */
const inOrder = (branches: SQL[]) =>
  sql.join(
    branches.map((branch, i) => sql`SELECT id, ${i}::int AS branch, row_number() OVER () AS n FROM (${branch}) AS b${sql.raw(String(i))}`),
    sql` UNION ALL `,
  );

type PersonRow = { id: number; name: string; trade_name: string | null; document: string; person_type: number };

function personResult(row: PersonRow): SearchResult {
  const kind = row.person_type === PersonType.Company ? 'CNPJ' : 'CPF';
  const subtitle = [`${kind} ${formatDocument(row.document, kind === 'CNPJ' ? 'cnpj' : 'cpf')}`, row.trade_name]
    .filter(Boolean)
    .join(' · ');
  return { type: 'pessoa', id: row.id, title: row.name, subtitle };
}

const personColumns = sql`persons.id, persons.name, persons.trade_name, persons.document, persons.person_type`;

async function searchPersons(db: Executor, user: User, search: PersonSearch, text: string, limit: number) {
  const odoo = odooId(text);
  const odooMatch = odoo === undefined ? undefined : sql`${persons.odoo_company_id} = ${odoo}`;
  if (rowScope(user) !== 'all') {
    const where = allOf(inCircle(user), sql`(${matchesPerson(search)} ${odooMatch ? sql`OR ${odooMatch}` : sql``})`);
    const rows = resultRows<PersonRow>(
      await db.execute(sql`SELECT ${personColumns} FROM ${persons} WHERE ${where} ORDER BY persons.name, persons.id LIMIT ${limit}`),
    );
    return rows.map(personResult);
  }
  const branches: SQL[] = [];
  // The document first: typed digits mean one person far more often than a word of a name.
  if (search.document) {
    const { person_id } = personSearchTerms;
    branches.push(sql`SELECT ${person_id} AS id FROM ${personSearchTerms} WHERE ${startingWith(personTerms, `#${search.document.toLowerCase()}`)} LIMIT ${limit}`);
  }
  if (odooMatch) branches.push(sql`SELECT ${persons.id} AS id FROM ${persons} WHERE ${odooMatch} LIMIT ${limit}`);
  if (search.words.length) {
    branches.push(await idsByWords(db, personIndex, search.words, limit));
  }
  const rows = resultRows<PersonRow>(
    await db.execute(sql`WITH found AS (${inOrder(branches)})
      SELECT ${personColumns} FROM found f JOIN ${persons} ON persons.id = f.id ORDER BY f.branch, f.n`),
  );
  return firstOfEach(rows, limit).map(personResult);
}

type OportunidadeRow = { id: number; titulo: string; id_externo: string | null; estagio: number; cliente_nome: string | null };

const oportunidadeResult = (row: OportunidadeRow): SearchResult => ({
  type: 'oportunidade',
  id: row.id,
  title: row.titulo,
  subtitle: [row.cliente_nome, labelOf(stageLabels, row.estagio), row.id_externo && `ID externo ${row.id_externo}`]
    .filter(Boolean)
    .join(' · '),
});

// Unaliased: the conditions name the table's columns (oportunidadeKey).
const oportunidadeColumns = sql`oportunidades.id, oportunidades.titulo, oportunidades.id_externo, oportunidades.estagio, c.name AS cliente_nome`;
const withClient = sql`LEFT JOIN ${persons} c ON c.id = oportunidades.cliente_id`;

async function searchOportunidades(db: Executor, user: User, search: PersonSearch, limit: number) {
  if (!search.words.length) return [];
  if (rowScope(user) !== 'all') {
    const where = allOf(oportunidadeScope(user), everyWordOf(oportunidadeKey, search.words));
    const rows = resultRows<OportunidadeRow>(
      await db.execute(sql`SELECT ${oportunidadeColumns} FROM ${oportunidades} ${withClient}
        WHERE ${where} ORDER BY oportunidades.id DESC LIMIT ${limit}`),
    );
    return rows.map(oportunidadeResult);
  }
  const ids = await idsByWords(db, oportunidadeIndex, search.words, limit);
  const rows = resultRows<OportunidadeRow>(
    await db.execute(sql`WITH found AS (${inOrder([ids])})
      SELECT ${oportunidadeColumns} FROM found f JOIN ${oportunidades} ON oportunidades.id = f.id
      ${withClient} ORDER BY f.n`),
  );
  return rows.map(oportunidadeResult);
}

type UserRow = { id: number; full_name: string | null; email: string; role: number };

/** Users are few (staff and partners, not clients): a plain query over the table. */
async function searchUsers(db: Executor, user: User, search: PersonSearch, limit: number) {
  if (!canAccess(user, 'users', 'list')) return [];
  const where = everyWordOf(userKey, search.words) ?? sql`false`;
  const byDocument = search.document ? sql`OR ${users.document} LIKE ${`${search.document}%`}` : sql``;
  const rows = resultRows<UserRow>(
    await db.execute(sql`SELECT ${users.id}, ${users.full_name}, ${users.email}, ${users.role} FROM ${users}
      WHERE (${where}) ${byDocument} ORDER BY ${users.full_name} NULLS LAST, ${users.email}, ${users.id} LIMIT ${limit}`),
  );
  return rows.map(
    (row): SearchResult => ({
      type: 'usuario',
      id: row.id,
      title: row.full_name || row.email,
      subtitle: [row.email, labelOf(userRoleLabels, row.role)].join(' · '),
    }),
  );
}

/** The rows with the ids not seen before, up to `limit`: a person may be found by two branches. */
function firstOfEach<T extends { id: number }>(rows: T[], limit: number): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, limit);
}

export async function globalSearch(db: Executor, user: User, query: SearchQuery): Promise<{ data: SearchResult[] }> {
  const search = await parseSearch(db, query.q);
  if (!search) return { data: [] };
  const found = await Promise.all([
    searchPersons(db, user, search, query.q, query.limit),
    searchOportunidades(db, user, search, query.limit),
    searchUsers(db, user, search, query.limit),
  ]);
  return { data: found.flat() };
}
