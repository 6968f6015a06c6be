// POST /oportunidades/bulk: move many opportunities to a stage, add or remove a tag, assign an
// executive or delete them, named by id or by the list's own filters (server/resource/bulk.ts runs it). Each row
// goes through its single-row endpoint's code: the kit's writes with PATCH's and DELETE's hooks (writes.ts),
// the tag routes' (tags.ts); outside the caller's scope a row does not exist (refused as not found).
// Action 'sync' queues an Odoo sync job (server/platform/jobs/) for every target opportunity not
// in Odoo yet, as 'Sincronizar com Odoo' on each would; changed counts the jobs queued.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResultStatus, Stage } from '../../../common/enums';
import { OPORTUNIDADE_NOT_FOUND, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import { bulkBody, checkValue, runBulk, targetCondition, type BulkResult } from '../../resource/bulk';
import { allOf, id } from '../../resource/crud';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client';
import { oportunidades, type Oportunidade, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import { queueBulkSync } from '../../platform/jobs/queue';
import { filterConditions } from './filters';
import { requireStage, requireUser } from './references';
import { addTag, findTag, removeTag } from './tags';
import { oportunidadeWrites } from './writes';
import { commitQueue, queuedRow } from '../../resource/commitQueue';
import type { HookContext } from '../../resource/parts';

export const OPORTUNIDADE_BULK_ACTIONS = [
  'set_stage',
  'add_tag',
  'remove_tag',
  'assign_executive',
  'delete',
  'sync',
] as const;
type OportunidadeBulkAction = (typeof OPORTUNIDADE_BULK_ACTIONS)[number];
/** The actions that change each row under its single-row rules; 'sync' queues jobs instead. */
type RowChange = Exclude<OportunidadeBulkAction, 'sync'>;

/**
 * The board moves only open opportunities (src/features/oportunidades/board/useMoveOportunidade.ts); a
 * won or lost one is reopened first, so a bulk move cannot silently shift a closed deal.
 */
export const CLOSED_STAGE = 'Oportunidade encerrada (ganha ou perdida): reabra-a antes de mudar o estágio.';

export const oportunidadeBulkBody = bulkBody({
  actions: OPORTUNIDADE_BULK_ACTIONS,
  filter: oportunidadeDeclaration.schemas.filters,
  value: id.describe('set_stage: o estágio; add_tag e remove_tag: a tag; assign_executive: o usuário'),
  valueActions: ['set_stage', 'add_tag', 'remove_tag', 'assign_executive'],
});
export type OportunidadeBulkBody = z.infer<typeof oportunidadeBulkBody>;

type RowAction = (ctx: HookContext, row: Oportunidade) => Promise<boolean>;

/**
 * A PATCH of one row with `patch` (read by PATCH's own body schema); whether it did anything: the
 * update hook stamps updated_at on every change it writes, and writes nothing else.
 */
const patched = async (ctx: HookContext, row: Oportunidade, patch: z.input<typeof oportunidadeDeclaration.schemas.update>) => {
  const written = await oportunidadeWrites.update(ctx, row.id, oportunidadeDeclaration.schemas.update.parse(patch));
  return (written.updated_at as Date).getTime() !== row.updated_at.getTime();
};

/** Checks the action's value once, then answers what each row goes through. */
async function rowAction(db: Database, user: User, action: RowChange, value: number) {
  const actions: Record<RowChange, () => Promise<RowAction>> = {
    set_stage: async () => {
      await checkValue(() => requireStage(db, value));
      // Reaching the won stage is winning, as the board's "Marcar como ganha" does.
      const input = value === Stage.Won ? { status_resultado: ResultStatus.Won } : { estagio: value };
      return async (ctx, row) => {
        if (row.status_resultado !== ResultStatus.Open) throw unprocessable(['body', 'estagio'], CLOSED_STAGE);
        return patched(ctx, row, input);
      };
    },
    add_tag: async () => {
      const tag = await checkValue(() => findTag(db, value));
      return ({ tx }, row) => addTag(tx, user, row.id, tag);
    },
    remove_tag: async () => {
      const tag = await checkValue(() => findTag(db, value));
      return ({ tx }, row) => removeTag(tx, user, row.id, tag);
    },
    assign_executive: async () => {
      await checkValue(() => requireUser(db, 'executivo_vendas_id', value));
      return (ctx, row) => patched(ctx, row, { executivo_vendas_id: value });
    },
    delete: async () => async (ctx, row) => {
      await oportunidadeWrites.remove(ctx, row.id);
      return true;
    },
  };
  return actions[action]();
}

export async function bulkOportunidades(app: FastifyInstance, user: User, body: OportunidadeBulkBody): Promise<BulkResult> {
  const { db } = app;
  const target = allOf(
    targetCondition(oportunidades.id, body, () => filterConditions(body.filter ?? {}, user)),
    oportunidadeScope(user),
  );
  const action = body.action;
  if (action === 'sync') {
    const rows = await db
      .select({ id: oportunidades.id, inOdoo: sql<boolean>`${oportunidades.odoo_id} IS NOT NULL` })
      .from(oportunidades)
      .where(target)
      .orderBy(oportunidades.id);
    return queueBulkSync(db, 'oportunidade', { ids: body.ids, rows, notFound: OPORTUNIDADE_NOT_FOUND, requestedBy: user.id });
  }
  // The value is required by every action but delete (bulkBody refuses it missing); delete ignores it.
  const applyRow = await rowAction(db, user, action, body.value ?? 0);
  const queue = commitQueue();
  const result = await runBulk(db, {
    ids: body.ids,
    notFound: OPORTUNIDADE_NOT_FOUND,
    lockRows: (tx) => tx.select().from(oportunidades).where(target).orderBy(oportunidades.id).for('update'),
    applyRow: (tx, row) => queuedRow(queue, (onCommit) => applyRow({ tx, user, onCommit }, row)),
  });
  // What the writes left for after the commit (the deleted rows' attachment files), as DELETE /{id} does.
  await queue.run(app);
  return result;
}
