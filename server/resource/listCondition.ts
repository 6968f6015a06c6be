// The rows a generated resource's list names: its declared filters (the server part's conditions, else
// "column = value") and text search, within the caller's row scope. The list, the export, the bulk
// actions and any route acting on a selection of the list (a commission lote) read rows through it.
import { eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { normalizeDocument } from '../../common/documents';
import type { ResourceDeclaration } from '../../common/resources';
import { allOf, containsText, likePattern, unaccentedLike } from './crud';
import type { Executor } from '../platform/db/client';
import { resultRows } from '../platform/db/migrate';
import type { User } from '../platform/db/schema';
import { declaredColumns } from './declaredColumns';
import type { ListFilter, ServerParts } from './parts';

/** The search every list takes beside its declared filters. */
export const searchQuery = z.object({ query: z.string().trim().max(100).optional() });

export type { ListFilter } from './parts';

export function listCondition(declaration: ResourceDeclaration, table: object, parts: ServerParts = {}) {
  const columns = table as Record<string, PgColumn>;
  const searchedFields = declaredColumns(declaration.fields, table, 'searchable');
  const searchable = Object.values(searchedFields);
  // A document field is also found as typed with its punctuation (123.456.789-09 finds 12345678909).
  const documents = Object.keys(searchedFields).filter((name) => declaration.fields[name]?.input === 'document').map((name) => columns[name]);
  /** The text as a document's characters, where the list has document fields and that differs from the text. */
  const asDocument = (text: string) => {
    const document = documents.length ? normalizeDocument(text) : '';
    return document && document !== text ? document : undefined;
  };
  const search = (text: string, document = asDocument(text)) =>
    or(containsText(searchable, text), document ? containsText(documents, document) : undefined);
  const scope = (user: User) => parts.scope?.(user);
  const filters: z.ZodObject = declaration.schemas.filters ?? z.object({});
  const ownFilter = (name: string) => parts.filters?.[name];
  return {
    /**
     * The list's filter params: the declared filters and the search (its declared `query` when it has one,
     * e.g. a longer text). Declared filters are kept whole, their refinements (a range's order) with them.
     */
    filterQuery: 'query' in filters.shape ? filters : filters.safeExtend({ query: searchQuery.shape.query }),
    scope,
    /** The condition of a list filter within the user's row scope. */
    filterWhere: (user: User, { query, ...filters }: ListFilter) =>
      allOf(
        scope(user),
        query ? (parts.search ?? search)(query) : undefined,
        ...Object.entries(filters)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => {
            const own = ownFilter(name);
            return own ? own(value, user) : eq(columns[name], value);
          }),
      ),
    /**
     * A filter as the shape of a prepared page (./preparedPages.ts), for a list without row scope or custom
     * search: the search (and its document form, as filterWhere's) and each column filter a placeholder, each
     * server part's filter (a condition that takes no placeholder, and must not depend on the caller) in
     * the shape's key with its value.
     */
    filterShape: ({ query, ...given }: ListFilter) => {
      const named = Object.entries(given).filter(([, value]) => value !== undefined);
      const placed = named.filter(([name]) => !ownFilter(name));
      const keyed = named.filter(([name]) => ownFilter(name));
      const document = query ? asDocument(query) : undefined;
      return {
        key: [Boolean(query), Boolean(document), placed.map(([name]) => name), keyed],
        values: {
          ...Object.fromEntries(placed),
          ...(query ? { query: likePattern(query) } : {}),
          ...(document ? { query_document: likePattern(document) } : {}),
        },
        where: (param: (name: string) => Placeholder, user: User) =>
          allOf(
            query ? or(unaccentedLike(searchable, param('query')), document ? unaccentedLike(documents, param('query_document')) : undefined) : undefined,
            ...placed.map(([name]) => eq(columns[name], param(name))),
            ...keyed.map(([name, value]) => ownFilter(name)?.(value, user)),
          ),
      };
    },
  };
}

/** The money fields whose sum over the whole filter the list answers (`total: true`). */
export const totalFields = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  Object.entries(declaration.fields)
    .filter(([, field]) => field?.total)
    .map(([name]) => name);

/**
 * The number of rows a condition names and the exact sums (decimal texts, '0.00' over no row) of the
 * total fields over them: one statement, one pass over the rows, the database adding the numeric values,
 * so the list's total is what SQL says.
 */
export async function listTotals(db: Executor, table: object, fields: readonly string[], where: SQL | undefined) {
  const columns = table as Record<string, PgColumn>;
  const sums = fields.map((field) => sql`, coalesce(sum(${columns[field]}), 0)::numeric(20,2)::text AS ${sql.identifier(field)}`);
  const [{ n, ...totals }] = resultRows<{ n: number } & Record<string, string>>(
    await db.execute(sql`SELECT count(*)::integer AS n${sql.join(sums, sql``)} FROM ${table as never}${where ? sql` WHERE ${where}` : sql``}`),
  );
  return { count: n, sums: totals };
}
