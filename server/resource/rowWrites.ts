// The one path of every write to a generated resource's row: the single-row routes, the bulk actions and
// an import all call these, so the declaration's cross-field rules, the server part's hooks and the row
// scope hold whichever way a row changes. Each runs in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../common/resources';
import { changeIssues } from '../../common/resources/rules';
import { clearPrimary, deleteOr404, definedOnly, getOr404, lockOr404, type RowKey } from './crud';
import { conflict, HttpError } from '../platform/errors';
import { pgErrorCode } from '../platform/http/errorHandler';
import type { HookContext, ServerParts, StoredRow, StoredValues } from './parts';
import { rowStamps } from './stamps';

export type CrudTable = PgTable & { id: PgColumn };

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Runs a write, answering the declaration's 409s for the constraint violations it declares a text for. */
export async function orConflict<T>(declaration: ResourceDeclaration, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    const { duplicate, inUse } = declaration.texts;
    if (code === UNIQUE_VIOLATION && duplicate) throw conflict(duplicate);
    if (code === FOREIGN_KEY_VIOLATION && inUse) throw conflict(inUse);
    throw error;
  }
}

/** The 422 of the rules a record breaks, each on its field, as the route schemas answer. */
function refuse(issues: readonly { field: string; message: string }[]) {
  if (issues.length) {
    throw new HttpError(
      422,
      issues.map((issue) => ({ loc: ['body', issue.field], msg: issue.message, type: 'value_error' })),
    );
  }
}

/**
 * The 422 of the declared rules a change breaks on the stored row merged with it (a rule the change does
 * not touch is left alone: common/resources/rules.ts, changeIssues); a resource's own write path (an
 * import) calls it as the update below does.
 */
export const refuseRules = (declaration: ResourceDeclaration, stored: Record<string, unknown>, change: Record<string, unknown>) =>
  refuse(changeIssues(declaration.rules, stored, change));

/** The record to write, with the declared `prepare` applied. */
const prepared = (declaration: ResourceDeclaration, record: Record<string, unknown>) =>
  declaration.prepare ? declaration.prepare(record) : record;

/** The change to apply: the fields sent, and any other the declared `prepare` changed in the merged record. */
function preparedChange(declaration: ResourceDeclaration, current: StoredRow, changes: Record<string, unknown>) {
  if (!declaration.prepare) return changes;
  const record = prepared(declaration, { ...current, ...changes });
  return Object.fromEntries(Object.entries(record).filter(([field, value]) => field in changes || value !== current[field]));
}

/**
 * The writes of a declaration's rows. A `nested` one locks its parent first (parts.parent), keeps one primary
 * per parent (`nested.primaryFlag`); `stored` (parts.storedValues) opens and seals values stored other than
 * they are answered. Each write answers the row as stored.
 */
export function rowWrites(declaration: ResourceDeclaration, table: CrudTable, parts: ServerParts, stored?: StoredValues) {
  const { hooks = {}, scope } = parts;
  const { notFound } = declaration.texts;
  const { column: parentColumn, primaryFlag } = declaration.nested ?? {};
  const columns = table as unknown as Record<string, PgColumn>;
  const stamps = rowStamps(table);
  const open = (row: StoredRow) => (stored ? stored.open(row) : row);
  const lockParent = async (ctx: HookContext, row: Record<string, unknown>) => {
    if (parts.parent && parentColumn) await parts.parent(ctx, Number(row[parentColumn]), true);
  };
  const lock = async (ctx: HookContext, id: RowKey) => {
    // The parent before the row, in the order a create takes them, so two writes never wait on each other.
    if (parts.parent) await lockParent(ctx, await getOr404(ctx.tx, table, id, notFound, scope?.(ctx.user)));
    return lockOr404(ctx.tx, table, id, notFound, scope?.(ctx.user)) as Promise<StoredRow>;
  };
  /** A new primary takes the place of its parent's current one. */
  const makeRoom = async (ctx: HookContext, record: Record<string, unknown>, exceptId?: number) => {
    if (!primaryFlag || !parentColumn || !record[primaryFlag]) return;
    await clearPrimary(ctx.tx, table, primaryFlag, eq(columns[parentColumn], record[parentColumn]), exceptId);
  };

  return {
    /** Inserts a row the create schema (with the declared rules) has validated. */
    create: (ctx: HookContext, input: Record<string, unknown>) =>
      orConflict(declaration, async () => {
        const record = prepared(declaration, input);
        await lockParent(ctx, record);
        // The author is always the caller, whatever the body or a hook says.
        const values = { ...((await hooks.beforeCreate?.(record, ctx)) ?? record), ...stamps.created(ctx.user) };
        await makeRoom(ctx, values);
        const inserted = stored ? stored.seal(values) : values;
        const [row] = (await ctx.tx.insert(table).values(inserted as PgTable['$inferInsert']).returning()) as StoredRow[];
        await hooks.afterWrite?.({ action: 'create', after: row }, ctx);
        return row;
      }),

    /** Changes the fields sent, after checking the rules on the stored row merged with them. */
    update: (ctx: HookContext, id: number, input: Record<string, unknown>) =>
      orConflict(declaration, async () => {
        const before = await lock(ctx, id);
        const current = open(before);
        const changes = stored ? stored.sent(definedOnly(input), current) : definedOnly(input);
        const sent = Object.keys(changes).length > 0;
        refuseRules(declaration, current, changes);
        const change = sent ? preparedChange(declaration, current, changes) : changes;
        // The hook runs even for an empty change: its refusals (whose row this user may change) answer
        // the same whatever the body, and what it adds is still written.
        const applied = (await hooks.beforeUpdate?.(current, change, ctx)) ?? change;
        if (Object.keys(applied).length === 0) return before;
        await makeRoom(ctx, { ...current, ...applied }, id);
        const values = { ...(stored ? stored.seal(applied, { current, stored: before }) : applied), ...stamps.updated() };
        const [row] = (await ctx.tx.update(table).set(values).where(eq(table.id, id)).returning()) as StoredRow[];
        await hooks.afterWrite?.({ action: 'update', before, after: row }, ctx);
        return row;
      }),

    /** Deletes the row (by id, or by its `rowKey`'s values): the hook's rules, then the 404 or the 409 of rows still pointing at it. */
    remove: (ctx: HookContext, id: RowKey) =>
      orConflict(declaration, async () => {
        const before = await lock(ctx, id);
        await hooks.beforeDelete?.(before, ctx);
        const row = (await deleteOr404(ctx.tx, table, id, notFound)) as StoredRow;
        await hooks.afterWrite?.({ action: 'delete', before }, ctx);
        return row;
      }),
  };
}

export type RowWrites = ReturnType<typeof rowWrites>;
