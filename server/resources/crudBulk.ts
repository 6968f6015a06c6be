// POST /<apiPath>/bulk of a generated resource that declares `bulk`: delete, and activate or deactivate
// when it names its status field, for the rows named by ids or by the list's own filter (server/bulk.ts
// runs it). Each row obeys what its single-row route obeys: a delete refused by a rule or by rows that
// still point at it is reported with the same detail and leaves the row as it was.
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { GeneratedDeclaration } from '../../common/resources';
import type { PolicyResource } from '../../common/policy';
import { bulkBody, runBulk, targetCondition } from '../bulk';
import type { Executor } from '../db/client';
import { bulkRoute } from '../routes/rowSetRoutes';

type App = Parameters<FastifyPluginAsyncZod>[0];
type CrudTable = PgTable & { id: PgColumn };
type Row = { id: number } & Record<string, unknown>;

export type CrudBulk = {
  /** The list's filter params (declared filters and search), which a bulk `filter` is read with. */
  filterQuery: z.ZodObject;
  /** The condition of a list filter. */
  filterWhere: (filter: Record<string, unknown>) => SQL | undefined;
  /** The single-row delete, with its rules and 409s. */
  removeRow: (tx: Executor, id: number) => Promise<unknown>;
};

export function crudBulkRoute(app: App, declaration: GeneratedDeclaration, table: CrudTable, crud: CrudBulk) {
  const { bulk, texts } = declaration;
  if (!bulk) return;
  // Without its audience the route would be guarded by a permission the policy does not hold.
  if (!declaration.access.bulk) throw new Error(`${declaration.name}: declares bulk actions but no access.bulk`);
  const activeField = bulk.activeField;

  const setActive = (active: boolean) => async (tx: Executor, row: Row) => {
    if (!activeField || row[activeField] === active) return false;
    await tx
      .update(table)
      .set({ [activeField]: active })
      .where(eq(table.id, row.id));
    return true;
  };
  const actions = {
    delete: async (tx: Executor, row: Row) => {
      await crud.removeRow(tx, row.id);
      return true;
    },
    activate: setActive(true),
    deactivate: setActive(false),
  };
  const body = bulkBody({
    actions: activeField ? ['delete', 'activate', 'deactivate'] : ['delete'],
    filter: crud.filterQuery,
  });

  bulkRoute(app, { resource: declaration.name as PolicyResource }, {
    summary: activeField ? `Ativa, inativa ou exclui várias ${texts.noun} de uma vez` : `Exclui várias ${texts.noun} de uma vez`,
    body,
    run: ({ db }, _user, request) =>
      runBulk(db, {
        ids: request.ids,
        notFound: texts.notFound,
        lockRows: async (tx) =>
          (await tx
            .select()
            .from(table as PgTable)
            .where(targetCondition(table.id, request, () => crud.filterWhere(request.filter ?? {})))
            .orderBy(table.id)
            .for('update')) as Row[],
        applyRow: (tx, row) => actions[request.action as keyof typeof actions](tx, row),
      }),
  });
}
