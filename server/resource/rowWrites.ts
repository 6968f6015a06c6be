// The one path of every write to a generated resource's row: the single-row routes, the bulk actions and
// an import all call these, so the declaration's cross-field rules, the server part's hooks and the row
// scope hold whichever way a row changes. Each runs in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../common/resources';
import { ruleIssues } from '../../common/resources/rules';
import { deleteOr404, definedOnly, lockOr404 } from './crud';
import { conflict, HttpError } from '../platform/errors';
import { pgErrorCode } from '../platform/http/errorHandler';
import type { HookContext, ServerParts, StoredRow } from './parts';

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
function checkRules(declaration: ResourceDeclaration, values: Record<string, unknown>) {
  const issues = ruleIssues(declaration.rules, values);
  if (issues.length) {
    throw new HttpError(
      422,
      issues.map((issue) => ({ loc: ['body', issue.field], msg: issue.message, type: 'value_error' })),
    );
  }
}

export function rowWrites(declaration: ResourceDeclaration, table: CrudTable, parts: ServerParts) {
  const { hooks = {}, scope } = parts;
  const { notFound } = declaration.texts;
  const lock = (ctx: HookContext, id: number) =>
    lockOr404(ctx.tx, table, id, notFound, scope?.(ctx.user)) as Promise<StoredRow>;

  return {
    /** Inserts a row the create schema (with the rules) has validated. */
    create: (ctx: HookContext, input: Record<string, unknown>) =>
      orConflict(declaration, async () => {
        const values = (await hooks.beforeCreate?.(input, ctx)) ?? input;
        const [row] = (await ctx.tx.insert(table).values(values as PgTable['$inferInsert']).returning()) as StoredRow[];
        await hooks.afterWrite?.({ action: 'create', after: row }, ctx);
        return row;
      }),

    /** Changes the fields sent, after checking the rules on the stored row merged with them. */
    update: (ctx: HookContext, id: number, input: Record<string, unknown>) =>
      orConflict(declaration, async () => {
        const stored = await lock(ctx, id);
        const changes = definedOnly(input);
        if (Object.keys(changes).length === 0) return stored;
        checkRules(declaration, { ...stored, ...changes });
        const applied = (await hooks.beforeUpdate?.(stored, changes, ctx)) ?? changes;
        const [row] = (await ctx.tx.update(table).set(applied).where(eq(table.id, id)).returning()) as StoredRow[];
        await hooks.afterWrite?.({ action: 'update', before: stored, after: row }, ctx);
        return row;
      }),

    /** Deletes the row: the hook's rules, then the 404 or the 409 of rows still pointing at it. */
    remove: (ctx: HookContext, id: number) =>
      orConflict(declaration, async () => {
        const stored = await lock(ctx, id);
        await hooks.beforeDelete?.(stored, ctx);
        const row = (await deleteOr404(ctx.tx, table, id, notFound)) as StoredRow;
        await hooks.afterWrite?.({ action: 'delete', before: stored }, ctx);
        return row;
      }),
  };
}

export type RowWrites = ReturnType<typeof rowWrites>;
