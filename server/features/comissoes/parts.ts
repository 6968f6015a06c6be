// The server parts of the commission declarations (common/resources/comissoes/): the ledger's
// (./ledgerParts.ts); the terms' scope and their effect on the ledger; the recebimentos' rules (won opportunities
// only, the fees by default, no delete once paid) and the lotes (./lotes.ts).
import { sql } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import {
  HONORARIOS_SEM_PERCENTUAL,
  RECEBIMENTO_PAGO,
  RECEBIMENTO_SO_GANHA,
} from '../../../common/resources/comissoes/recebimentos';
import { resultRows } from '../../platform/db/migrate';
import { comissaoTermos, oportunidades, persons } from '../../platform/db/schema';
import { conflict, unprocessable } from '../../platform/errors';
import { lockOr404, requireRow } from '../../resource/crud';
import { ownPersonRows } from '../../platform/auth/scope';
import type { ServerParts } from '../../resource/parts';
import { syncLedger, syncPartnerLedger } from './ledger';
import { loteHooks, loteRoutes } from './lotes';
import { PERSON_NOT_FOUND } from '../persons/public';

export { comissaoParts } from './ledgerParts';

export const comissaoTermoParts: ServerParts = {
  scope: ownPersonRows(comissaoTermos.person_id),
  hooks: {
    beforeCreate: async (values, { tx }) => {
      await requireRow(tx, persons, Number(values.person_id), 'person_id', PERSON_NOT_FOUND);
      return values;
    },
    // A term applies from its day on: the partner's unpaid entries and forecasts follow it.
    afterWrite: async ({ before, after }, { tx }) => syncPartnerLedger(tx, Number((after ?? before)!.person_id)),
  },
};

export const recebimentoParts: ServerParts = {
  hooks: {
    beforeCreate: async (values, { tx }) => {
      const oportunidadeId = Number(values.oportunidade_id);
      const opportunity = await lockOr404(tx, oportunidades, oportunidadeId, OPORTUNIDADE_NOT_FOUND);
      if (opportunity.status_resultado !== ResultStatus.Won) throw unprocessable(['path', 'oportunidade_id'], RECEBIMENTO_SO_GANHA);
      let fees = values.honorarios_recebidos as string | null | undefined;
      if (fees == null) {
        if (opportunity.honorarios == null) throw unprocessable(['body', 'honorarios_recebidos'], HONORARIOS_SEM_PERCENTUAL);
        [{ fees }] = resultRows<{ fees: string }>(
          await tx.execute(
            sql`SELECT round_half_even_cents(${values.valor_recuperado}::numeric * ${opportunity.honorarios}::numeric / 100)::text AS fees`,
          ),
        );
      }
      return { ...values, honorarios_recebidos: fees };
    },
    beforeDelete: async (stored, { tx }) => {
      const paid = resultRows(await tx.execute(sql`SELECT 1 FROM comissoes WHERE recebimento_id = ${stored.id} AND estado = 'paga'`));
      if (paid.length) throw conflict(RECEBIMENTO_PAGO);
      await tx.execute(sql`UPDATE comissoes SET estado = 'cancelada' WHERE recebimento_id = ${stored.id} AND estado = 'a_pagar'`);
    },
    afterWrite: async ({ before, after }, { tx }) => syncLedger(tx, Number((after ?? before)!.oportunidade_id)),
  },
};

export const comissaoLoteParts: ServerParts = { hooks: loteHooks, extra: loteRoutes };
