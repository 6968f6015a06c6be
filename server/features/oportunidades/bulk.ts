// POST /oportunidades/bulk's own actions beside the kit's delete (server/resource/crudBulk.ts runs them,
// on the rows named by id or by the list's own filters, within the caller's scope): move to a stage, add
// or remove a tag, assign an executive. Each row goes through its single-row endpoint's code: the kit's
// writes with PATCH's hooks (parts.ts), the tag routes' (tags.ts, the kit's links). The kit's 'sync' queues an Odoo sync
// job for every target opportunity not in Odoo yet, as 'Sincronizar com Odoo' on each would.
import type { z } from 'zod';
import { ResultStatus, Stage } from '../../../common/enums';
import { oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import type { Oportunidade } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import type { HookContext, OwnBulkAction, RowWritesOf, StoredRow } from '../../resource/parts';
import { requireStage, requireUser } from './references';
import { oportunidadeTagLinks } from './tags';

/**
 * The board moves only open opportunities (src/features/oportunidades/board/useMoveOportunidade.ts); a
 * won or lost one is reopened first, so a bulk move cannot silently shift a closed deal.
 */
export const CLOSED_STAGE = 'Oportunidade encerrada (ganha ou perdida): reabra-a antes de mudar o estágio.';

/**
 * A PATCH of one row with `patch` (read by PATCH's own body schema); whether it did anything: the
 * update hook stamps updated_at on every change it writes, and writes nothing else.
 */
const patched = async (writes: RowWritesOf, ctx: HookContext, row: StoredRow, patch: z.input<typeof oportunidadeDeclaration.schemas.update>) => {
  const written = await writes.update(ctx, row.id, oportunidadeDeclaration.schemas.update.parse(patch));
  return (written.updated_at as Date).getTime() !== (row as unknown as Oportunidade).updated_at.getTime();
};

export const oportunidadeBulkActions: Record<string, OwnBulkAction> = {
  set_stage: {
    label: 'muda o estágio',
    value: { names: 'o estágio', check: requireStage },
    row: (ctx, row, { value, writes }) => {
      if (row.status_resultado !== ResultStatus.Open) throw unprocessable(['body', 'estagio'], CLOSED_STAGE);
      // Reaching the won stage is winning, as the board's "Marcar como ganha" does.
      return patched(writes, ctx, row, value === Stage.Won ? { status_resultado: ResultStatus.Won } : { estagio: value });
    },
  },
  // The tag the action's value names, added to or removed from each row as its own route does.
  add_tag: oportunidadeTagLinks.bulkAction('adiciona uma tag', 'add', 'a tag'),
  remove_tag: oportunidadeTagLinks.bulkAction('remove uma tag', 'remove', 'a tag'),
  assign_executive: {
    label: 'atribui o executivo',
    value: { names: 'o usuário', check: (db, value) => requireUser(db, 'executivo_vendas_id', value) },
    row: (ctx, row, { value, writes }) => patched(writes, ctx, row, { executivo_vendas_id: value }),
  },
};
