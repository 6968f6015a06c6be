// POST /<apiPath>/bulk of a generated resource that declares `bulk`: delete, and activate or deactivate
// when a field is its activeFlag, for the rows named by ids or by the list's own filter (server/resource/bulk.ts
// runs it). Each row goes through the single-row writes (./rowWrites.ts): a change refused by a rule, a
// hook or rows that still point at it is reported with the same detail and leaves the row as it was.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeFieldOf, pageTexts, requiredSchema, type ResourceDeclaration } from '../../common/resources';
import type { PolicyResource } from '../../common/policy';
import { BULK_VALUE_REQUIRED, bulkBody, runBulk, targetCondition } from './bulk';
import { allOf } from './crud';
import type { User } from '../platform/db/schema';
import { unprocessable } from '../platform/errors';
import { bulkRoute } from './rowSetRoutes';
import type { HookContext, ResourceHooks, StoredRow } from './parts';
import { commitQueue, queuedRow } from './commitQueue';
import type { CrudTable, RowWrites } from './rowWrites';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type CrudBulk = {
  /** The list's filter params (declared filters and search), which a bulk `filter` is read with. */
  filterQuery: z.ZodObject;
  /** The condition of a list filter within the user's row scope. */
  filterWhere: (user: User, filter: Record<string, unknown>) => SQL | undefined;
  /** The rows the user may reach (none given: all). */
  scope: (user: User) => SQL | undefined;
  /** The single-row writes, with their rules, hooks and 409s. */
  writes: RowWrites;
  afterCommit?: ResourceHooks['afterCommit'];
};

export function crudBulkRoute(app: App, declaration: ResourceDeclaration, table: CrudTable, crud: CrudBulk) {
  const { bulk, texts } = declaration;
  if (!bulk) return;
  const { noun } = pageTexts(declaration);
  // Without its audience the route would be guarded by a permission the policy does not hold.
  if (!declaration.access.bulk) throw new Error(`${declaration.name}: declares bulk actions but no access.bulk`);
  const activeField = activeFieldOf(declaration);

  /** The rows a run changed, for the after-commit hook once its transaction holds. */
  type Done = { action: 'update' | 'delete'; row: StoredRow }[];
  type Action = (ctx: HookContext, row: StoredRow, done: Done) => Promise<boolean>;
  const setActive =
    (active: boolean): Action =>
    async (ctx, row, done) => {
      if (!activeField || row[activeField] === active) return false;
      done.push({ action: 'update', row: await crud.writes.update(ctx, row.id, { [activeField]: active }) });
      return true;
    };
  /** A declared set action: its fields, through the single-row update; a row already so is left alone. */
  const setFields =
    (values: (value: unknown) => Record<string, unknown>): ((value: unknown) => Action) =>
    (value) => {
      const changes = values(value);
      return async (ctx, row, done) => {
        if (Object.entries(changes).every(([field, wanted]) => row[field] === wanted)) return false;
        done.push({ action: 'update', row: await crud.writes.update(ctx, row.id, changes) });
        return true;
      };
    };
  const setActions = Object.entries(bulk.set ?? {});
  const updateShape = (setActions.length ? requiredSchema(declaration, 'update') : z.object({})).shape as Record<string, z.ZodType>;
  /** The `value` of a set action that picks a field, read by that field's update schema. */
  const pickedValue = (field: string, value: unknown) => {
    const parsed = updateShape[field].safeParse(value);
    if (!parsed.success || parsed.data === undefined) {
      throw unprocessable(['body', 'value'], parsed.error?.issues[0]?.message ?? BULK_VALUE_REQUIRED);
    }
    return parsed.data;
  };
  const actions: Record<string, (value: unknown) => Action> = {
    delete: () => async (ctx, row, done) => {
      done.push({ action: 'delete', row: await crud.writes.remove(ctx, row.id) });
      return true;
    },
    activate: () => setActive(true),
    deactivate: () => setActive(false),
    ...Object.fromEntries(
      setActions.map(([name, set]) => [
        name,
        setFields((value) => (set.field ? { [set.field]: pickedValue(set.field, value) } : { ...set.values })),
      ]),
    ),
  };
  const setNames = setActions.map(([name]) => name);
  const pickNames = setActions.filter(([, set]) => set.field).map(([name]) => name);
  const body = bulkBody({
    // In the bulk bar's order: Ativar, Inativar, then Excluir.
    actions: [...(activeField ? ['activate', 'deactivate', 'delete'] : ['delete']), ...setNames] as [string, ...string[]],
    filter: crud.filterQuery,
    ...(pickNames.length ? { value: z.unknown(), valueActions: pickNames } : {}),
  });
  const setSummary = setActions.length ? `; ${setActions.map(([, set]) => set.label.toLowerCase()).join(', ')}` : '';

  bulkRoute(app, { resource: declaration.name as PolicyResource }, {
    summary: `${activeField ? 'Ativa, inativa ou exclui' : 'Exclui'} ${bulk.feminine ? 'várias' : 'vários'} ${noun} de uma vez${setSummary}`,
    body,
    run: async (app, user, request) => {
      const done: Done = [];
      const queue = commitQueue();
      // A picked value is checked once, before any row is locked: a bad one is the request's 422.
      const value = pickNames.includes(request.action) ? (request as { value?: unknown }).value : undefined;
      const action = actions[request.action](value);
      const result = await runBulk(app.db, {
        ids: request.ids,
        notFound: texts.notFound,
        lockRows: async (tx) =>
          (await tx
            .select()
            .from(table as PgTable)
            .where(
              allOf(
                targetCondition(table.id, request, () => crud.filterWhere(user, request.filter ?? {})),
                crud.scope(user),
              ),
            )
            .orderBy(table.id)
            .for('update')) as StoredRow[],
        applyRow: (tx, row) => queuedRow(queue, (onCommit) => action({ tx, user, onCommit }, row, done)),
      });
      for (const write of done) await crud.afterCommit?.(write, app);
      await queue.run(app);
      return result;
    },
  });
}
