// A declared resource's history of changes: one entry per changed field (who, when, the old and new value
// as text) in a table of the row's id, `field`, `old_value`, `new_value`, `user_id` and `created_at`, written
// in the same transaction as the change; beside the tracked fields, events of the resource's own (a link
// added, a document uploaded) under their own field names. One place for the entries a change makes (the
// tracked fields it alters), their recording, and GET /:<row id>/historico: a page of the row's entries,
// newest first, each with its field's label and its author's name, guarded by the row's read access and
// row scope.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission } from '../../common/policy';
import type { Executor } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { routeOptions } from '../platform/http/routeOptions';
import { idParams, pageQuery, scopedRows, type Page } from './crud';
import type { CrudTable } from './rowWrites';

type HistoryColumns = { id: PgColumn; field: PgColumn; old_value: PgColumn; new_value: PgColumn; user_id: PgColumn; created_at: PgColumn };

export type HistoryDeclaration<Tracked extends string, Events extends string> = {
  /** The rows whose history it is, within `scope` for whoever asks (a row outside answers its 404). */
  row: { declaration: ResourceDeclaration; table: CrudTable; scope?: (user: User) => SQL | undefined };
  /** The history's table and its column naming the row. */
  table: PgTable & HistoryColumns;
  rowColumn: PgColumn;
  /** The fields a change is recorded for, with the label the history shows. */
  tracked: Record<Tracked, string>;
  /** The events that are not a field, with their labels. */
  events: Record<Events, string>;
  /** Where an entry's author is named: the authors' table (joined by user_id) and the name it shows. */
  author: { table: CrudTable; name: SQL };
  /**
   * Where the names behind the ids an entry of a reference field holds are read, by the field's declared
   * `reference`: a page answers them as old_label and new_label, read for the page at once, whatever the
   * reader may open (a history names the client it moved from, which its reader may not be allowed to see).
   */
  names?: Record<string, (db: Executor, ids: number[]) => Promise<Map<number, string>>>;
  /** GET's answer (an entry) and summary in the API docs. */
  entry: z.ZodObject;
  summary: string;
};

type StoredEntry = { field: string; old_value: string | null; new_value: string | null };

const asText = (value: unknown) => (value == null ? null : String(value));

export function rowHistory<Tracked extends string, Events extends string>(history: HistoryDeclaration<Tracked, Events>) {
  type Entry = { field: Tracked | Events; old_value: string | null; new_value: string | null };
  const { table, rowColumn, row } = history;
  const labels: Record<string, string> = { ...history.tracked, ...history.events };
  const fieldLabel = (field: string) => labels[field] ?? field;

  /** One entry per tracked field whose value differs between the row and the changes. */
  const diff = (current: Record<string, unknown>, changes: Record<string, unknown>): Entry[] =>
    (Object.keys(history.tracked) as Tracked[])
      .filter((field) => field in changes && asText(changes[field]) !== asText(current[field]))
      .map((field) => ({ field, old_value: asText(current[field]), new_value: asText(changes[field]) }));

  // The insert's key of the row's column, found once rather than on every write.
  const rowKey = Object.keys(table).find((key) => (table as unknown as Record<string, unknown>)[key] === rowColumn)!;

  async function record(tx: Executor, rowId: number, userId: number | null, entries: Entry[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.insert(table).values(entries.map((entry) => ({ ...entry, [rowKey]: rowId, user_id: userId })));
  }

  const referenceOf = (field: string) => {
    const declared = row.declaration.fields[field];
    return declared?.input === 'reference' ? declared.reference : undefined;
  };

  /** The entries with the names behind the ids they hold, by their fields' references. */
  async function named<E extends StoredEntry>(db: Executor, entries: E[]) {
    const names = new Map<string | undefined, Map<number, string>>();
    for (const [reference, read] of Object.entries(history.names ?? {})) {
      const held = entries.filter((entry) => referenceOf(entry.field) === reference).flatMap((entry) => [entry.old_value, entry.new_value]);
      const ids = [...new Set(held.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
      // A page with no entry of this reference asks nothing of its table.
      if (ids.length) names.set(reference, await read(db, ids));
    }
    return entries.map((entry) => {
      const found = names.get(referenceOf(entry.field));
      const label = (value: string | null) => (found && value !== null ? (found.get(Number(value)) ?? null) : null);
      return { ...entry, old_label: label(entry.old_value), new_label: label(entry.new_value) };
    });
  }

  /** One page of the row's history, newest first, each entry with its label, author and names. */
  async function page(db: Executor, rowId: number, bounds: Page) {
    const where = eq(rowColumn, rowId);
    // The page and its count go out together: one wait.
    const [rows, count] = await Promise.all([
      db
        .select({ entry: table, user_name: history.author.name })
        .from(table as PgTable)
        .leftJoin(history.author.table, eq(history.author.table.id, table.user_id))
        .where(where)
        .orderBy(desc(table.created_at), desc(table.id))
        .limit(bounds.limit)
        .offset(bounds.skip),
      db.$count(table, where),
    ]);
    const entries = rows.map(({ entry, user_name }) => ({ ...(entry as StoredEntry), field_label: fieldLabel((entry as StoredEntry).field), user_name }));
    return { data: await named(db, entries), count };
  }

  const routes: FastifyPluginAsyncZod = async (app) => {
    const reachable = scopedRows(row.table, row.declaration.texts.notFound, row.scope);
    const param = row.declaration.idParam;
    const access = `${row.declaration.name}.read` as Permission;
    const schema = { params: idParams(param), querystring: pageQuery, response: { 200: pageOf(history.entry) } };
    app.get(`/:${param}/historico`, routeOptions(access, history.summary, schema), async (request) => {
      const rowId = (request.params as Record<string, number>)[param];
      await reachable.find(app.db, request.user, rowId);
      return page(app.db, rowId, request.query);
    });
  };

  return { diff, record, fieldLabel, page, routes };
}
