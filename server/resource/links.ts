// Links of a declared resource's rows to the rows of another (a table of the two ids, e.g. an opportunity's
// tags), in one place for every such link: the routes under the row's path that list, add and remove a
// row's links (GET /:<row id>/<segment>, POST and DELETE /:<row id>/<segment>/:<target id>, each answering
// the targets the row has afterwards, guarded by the row's read or edit access and its row scope); the one
// add and remove those routes, a bulk action and an import all run, with `changed` (what a change entails
// in its transaction: the row's history); the condition of the rows linked to a target (a list filter);
// the targets as a JSON sub-select of the row's statement and by name per row (an export's cell); and the
// import's ImportLinks. The targets come in their declared order.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission } from '../../common/policy';
import type { Executor } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import { routeOptions } from '../platform/http/routeOptions';
import { getOr404, idParams, scopedRows } from './crud';
import { declaredOrder } from './declaredOrder';
import type { HookContext, ImportLinks, OwnBulkAction, StoredRow } from './parts';
import type { CrudTable } from './rowWrites';

type Side = { declaration: ResourceDeclaration; table: CrudTable };
type LinkContext = Pick<HookContext, 'tx' | 'user'>;
/** A linked target as `changed` hears of it: its id and its representation. */
export type LinkedTarget = { id: number; name: string };

export type LinkDeclaration = {
  /** The rows that carry the links, within `scope` for whoever asks (a row outside answers its 404). */
  row: Side & { scope?: (user: User) => SQL | undefined };
  /** The rows linked to. */
  target: Side;
  /** The table of the links and its two columns. */
  links: { table: PgTable; row: PgColumn; target: PgColumn };
  /** The path segment under the row's (the target resource's name unless given). */
  segment?: string;
  /** The 404 of removing a target the row does not carry. */
  notLinked: string;
  /** What one link added or removed entails, in its transaction (the row's history). */
  changed?: (ctx: LinkContext, rowId: number, target: LinkedTarget, change: 'added' | 'removed') => Promise<void>;
  /** The routes' summaries in the API docs. */
  summaries: { list: string; add: string; remove: string };
};

/** Pairs grouped by their key, in their order. */
function grouped<V>(pairs: { key: number; value: V }[]) {
  const byKey = new Map<number, V[]>();
  for (const { key, value } of pairs) {
    const values = byKey.get(key);
    if (values) values.push(value);
    else byKey.set(key, [value]);
  }
  return byKey;
}

export function rowLinks(link: LinkDeclaration) {
  const { row, target, links } = link;
  const targetColumns = getTableColumns(target.table) as Record<string, PgColumn>;
  const representation = target.declaration.representation;
  const order = declaredOrder(target.declaration, target.table);
  const linkColumns = getTableColumns(links.table) as Record<string, PgColumn>;
  const keyOf = (column: PgColumn) => Object.keys(linkColumns).find((key) => linkColumns[key] === column)!;
  const [rowKey, targetKey] = [keyOf(links.row), keyOf(links.target)];
  const named = (found: StoredRow): LinkedTarget => ({ id: found.id, name: String(found[representation]) });
  const joined = <S extends Record<string, PgColumn>>(db: Executor, selection: S) =>
    db.select(selection).from(links.table).innerJoin(target.table, eq(target.table.id, links.target));

  /** The target row, or its declared 404. */
  const findTarget = (db: Executor, id: number) => getOr404(db, target.table, id, target.declaration.texts.notFound) as Promise<StoredRow>;

  /** The row's targets as a list answers them. */
  async function linkedTo(db: Executor, rowId: number) {
    const data = await joined(db, targetColumns).where(eq(links.row, rowId)).orderBy(...order);
    return { data, count: data.length };
  }

  /** Links the target to a locked row; false when it already was. */
  async function add(ctx: LinkContext, rowId: number, found: StoredRow) {
    const added = await ctx.tx.insert(links.table).values({ [rowKey]: rowId, [targetKey]: found.id }).onConflictDoNothing().returning();
    if (added.length) await link.changed?.(ctx, rowId, named(found), 'added');
    return added.length > 0;
  }

  /** Unlinks the target from a locked row; false when it was not linked. */
  async function remove(ctx: LinkContext, rowId: number, found: StoredRow) {
    const removed = await ctx.tx.delete(links.table).where(and(eq(links.row, rowId), eq(links.target, found.id))).returning();
    if (removed.length) await link.changed?.(ctx, rowId, named(found), 'removed');
    return removed.length > 0;
  }

  /** The rows linked to the target: a condition on the rows' table. */
  const linkedWith = (targetId: number) =>
    inArray(row.table.id, sql`(SELECT ${links.row} FROM ${links.table} WHERE ${links.target} = ${targetId})`);

  /**
   * The row's targets as a JSON array of `fields`, a sub-select of a statement over the rows' table (a
   * page's rows come with their targets in one statement).
   */
  const asJson = (fields: readonly string[]) =>
    sql`coalesce((
      SELECT json_agg(json_build_object(${sql.join(fields.map((field) => sql`${sql.raw(`'${field}'`)}, ${targetColumns[field]}`), sql`, `)}) ORDER BY ${sql.join(order, sql`, `)})
      FROM ${links.table} INNER JOIN ${target.table} ON ${eq(target.table.id, links.target)}
      WHERE ${links.row} = ${row.table.id}), '[]'::json)`;

  /** Each row's targets by their representation, in the targets' order (an export's cell). */
  const namesOf = async (db: Executor, rowIds: number[]) =>
    grouped((await joined(db, { key: links.row, value: targetColumns[representation] }).where(inArray(links.row, rowIds)).orderBy(...order)) as { key: number; value: string }[]);

  /** An import's links: each target the file adds or drops goes through add or remove. */
  const imported: ImportLinks = {
    linked: async (db, rowIds) =>
      grouped((await db.select({ key: links.row, value: links.target }).from(links.table).where(inArray(links.row, rowIds))) as { key: number; value: number }[]),
    relink: async (ctx, rowId, wanted, current) => {
      const changed = [...wanted.filter((id) => !current.includes(id)), ...current.filter((id) => !wanted.includes(id))];
      for (const found of (await ctx.tx.select().from(target.table).where(inArray(target.table.id, changed))) as StoredRow[]) {
        if (wanted.includes(found.id)) await add(ctx, rowId, found);
        else await remove(ctx, rowId, found);
      }
    },
  };

  /** A bulk action adding or removing the target its value names on each row, as the routes do. */
  const bulkAction = (label: string, change: 'add' | 'remove', names: string): OwnBulkAction => ({
    label,
    value: { names, check: findTarget },
    row: (ctx, stored, { checked }) => (change === 'add' ? add : remove)(ctx, stored.id, checked as StoredRow),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    const rowParam = row.declaration.idParam;
    const targetParam = target.declaration.idParam;
    const params = idParams(rowParam);
    const both = params.extend(idParams(targetParam).shape);
    const response = { 200: pageOf(target.declaration.schemas.row) };
    const access = (action: 'read' | 'edit') => `${row.declaration.name}.${action}` as Permission;
    const path = `/:${rowParam}/${link.segment ?? target.declaration.name}`;
    type Request = { params: Record<string, number>; user: User };
    const reachable = scopedRows(row.table, row.declaration.texts.notFound, row.scope);
    const reach = (db: Executor, request: Request, lock: boolean) => (lock ? reachable.lock : reachable.find)(db, request.user, request.params[rowParam]);

    app.get(path, routeOptions(access('read'), link.summaries.list, { params, response }), async (request) => {
      await reach(app.db, request, false);
      return linkedTo(app.db, request.params[rowParam]);
    });
    /** A change on the row locked, so two concurrent ones apply one after the other. */
    const change = (which: 'add' | 'remove') => (request: Request) =>
      app.db.transaction(async (tx) => {
        await reach(tx, request, true);
        const rowId = request.params[rowParam];
        const found = await findTarget(tx, request.params[targetParam]);
        if (which === 'add') await add({ tx, user: request.user }, rowId, found);
        else if (!(await remove({ tx, user: request.user }, rowId, found))) throw notFound(link.notLinked);
        return linkedTo(tx, rowId);
      });
    app.post(`${path}/:${targetParam}`, routeOptions(access('edit'), link.summaries.add, { params: both, response }), change('add'));
    app.delete(`${path}/:${targetParam}`, routeOptions(access('edit'), link.summaries.remove, { params: both, response }), change('remove'));
  };

  return { findTarget, linkedTo, add, remove, linkedWith, asJson, namesOf, imported, bulkAction, routes };
}
