// POST /<apiPath>/bulk of a generated resource that declares `bulk`: delete, and activate or deactivate
// when a field is its activeFlag, for the rows named by ids or by the list's own filter (server/resource/bulk.ts
// runs it). Each row goes through the single-row writes (./rowWrites.ts): a change refused by a rule, a
// hook or rows that still point at it is reported with the same detail and leaves the row as it was.
// A server part may add actions of its own, an Odoo `sync`, and its own reading of the filter (./parts.ts).
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { activeFieldOf, listTexts, requiredSchema, type ResourceDeclaration } from '../../common/resources';
import { allows, audienceOf, type PolicyResource } from '../../common/policy';
import { BULK_VALUE_REQUIRED, bulkBody, checkValue, runBulk, targetCondition } from './bulk';
import { allOf, id } from './crud';
import type { Executor } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { forbidden, unprocessable } from '../platform/errors';
import { queueBulkSync } from '../platform/jobs/queue';
import { bulkRoute } from './rowSetRoutes';
import type { HookContext, ResourceHooks, ServerParts, StoredRow } from './parts';
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
  /** The server part's own actions, sync and filter reading (./parts.ts). */
  own?: Pick<ServerParts, 'bulkActions' | 'odooSync' | 'bulkFilter'>;
};

export function crudBulkRoute(app: App, declaration: ResourceDeclaration, table: CrudTable, crud: CrudBulk) {
  const { bulk, texts } = declaration;
  if (!bulk) return;
  // The bulk acts on the list's rows: its texts are the list's.
  const { noun } = listTexts(declaration);
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
  const { bulkActions = {}, odooSync, bulkFilter } = crud.own ?? {};
  const ownActions = Object.entries(bulkActions);
  const ownValued = ownActions.filter(([, own]) => own.value).map(([name]) => name);
  const setNames = setActions.map(([name]) => name);
  const pickNames = setActions.filter(([, set]) => set.field).map(([name]) => name);
  // A picked field's value is read by its update schema; the own actions' values are ids.
  const ownValue = id.describe(ownActions.flatMap(([name, own]) => (own.value ? [`${name}: ${own.value.names}`] : [])).join('; '));
  const body = bulkBody({
    // The own actions first, then in the bulk bar's order: Ativar, Inativar, then Excluir; sync last.
    actions: [
      ...ownActions.map(([name]) => name),
      ...(activeField ? ['activate', 'deactivate', 'delete'] : ['delete']),
      ...setNames,
      ...(odooSync ? ['sync'] : []),
    ] as [string, ...string[]],
    filter: crud.filterQuery,
    ...(pickNames.length || ownValued.length
      ? { value: pickNames.length ? z.unknown() : ownValue, valueActions: [...ownValued, ...pickNames] }
      : {}),
  });
  const setSummary = [...ownActions.map(([, own]) => own.label), ...setActions.map(([, set]) => set.label.toLowerCase()), ...(odooSync ? ['sincroniza com o Odoo'] : [])]
    .map((label) => `; ${label}`)
    .join('');
  /** The rows a target names within the user's scope: by id, or by the list's filter (read the resource's way, if it has one). */
  const targetOf = async (db: Executor, user: User, request: { ids?: number[]; filter?: Record<string, unknown> }) => {
    const filtered = bulkFilter && !request.ids ? await bulkFilter(db, request.filter ?? {}) : undefined;
    return allOf(
      targetCondition(table.id, request, () => (bulkFilter ? filtered : crud.filterWhere(user, request.filter ?? {}))),
      crud.scope(user),
    );
  };
  /** An own action's run: its value checked once (a refusal is the body's 422 on `value`), then each row. */
  const ownAction = async (db: Executor, name: string, value: number | undefined): Promise<Action> => {
    const own = bulkActions[name];
    const checked = own.value && value !== undefined ? await checkValue(() => own.value!.check(db, value)) : undefined;
    return (ctx, row, done) => own.row(ctx, row, { value, checked, writes: tracked(done) });
  };
  /** The single-row writes an own action runs, the rows they change noted for the after-commit hook. */
  const tracked = (done: Done) => ({
    update: async (ctx: HookContext, rowId: number, input: Record<string, unknown>) => {
      const row = await crud.writes.update(ctx, rowId, input);
      done.push({ action: 'update', row });
      return row;
    },
    remove: async (ctx: HookContext, rowId: number) => {
      const row = await crud.writes.remove(ctx, rowId);
      done.push({ action: 'delete', row });
      return row;
    },
  });

  bulkRoute(app, { resource: declaration.name as PolicyResource }, {
    summary: `${activeField ? 'Ativa, inativa ou exclui' : 'Exclui'} ${bulk.feminine ? 'várias' : 'vários'} ${noun} de uma vez${setSummary}`,
    body,
    ...(odooSync?.permission
      ? {
          assertMaySync: (user: User) => {
            if (!allows(audienceOf(odooSync.permission!), user)) throw forbidden();
          },
        }
      : {}),
    run: async (app, user, request) => {
      const done: Done = [];
      const queue = commitQueue();
      const where = await targetOf(app.db, user, request);
      if (request.action === 'sync' && odooSync) {
        const rows = await app.db
          .select({ id: table.id, inOdoo: sql<boolean>`${odooSync.inOdoo} IS NOT NULL` })
          .from(table as PgTable)
          .where(where)
          .orderBy(table.id);
        return queueBulkSync(app.db, odooSync.kind, { ids: request.ids, rows: rows as { id: number; inOdoo: boolean }[], notFound: texts.notFound, requestedBy: user.id });
      }
      // A picked value is checked once, before any row is locked: a bad one is the request's 422.
      const value = pickNames.includes(request.action) || ownValued.includes(request.action) ? (request as { value?: unknown }).value : undefined;
      const action = request.action in bulkActions ? await ownAction(app.db, request.action, value as number | undefined) : actions[request.action](value);
      const result = await runBulk(app.db, {
        ids: request.ids,
        notFound: texts.notFound,
        lockRows: async (tx) => (await tx.select().from(table as PgTable).where(where).orderBy(table.id).for('update')) as StoredRow[],
        applyRow: (tx, row) => queuedRow(queue, (onCommit) => action({ tx, user, onCommit }, row, done)),
      });
      for (const write of done) await crud.afterCommit?.(write, app);
      await queue.run(app);
      return result;
    },
  });
}
