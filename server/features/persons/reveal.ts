// Reads of protected bank data in full, each recorded in the audit trail before the answer leaves: the
// person's detail and bank-account list as an allowed user receives them, and the 'Mostrar' action
// (GET /persons/{person_id}/bank-accounts/{bank_account_id}/reveal, this module's route).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditAction } from '../../../common/audit';
import { recordAudit } from '../../platform/audit/record';
import { getOr404, idParams } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { bankAccounts } from '../../platform/db/schema';
import { forbidden } from '../../platform/errors';
import { routeOptions } from '../../platform/http/routeOptions';
import { findPerson } from './access';
import { bankAccountChild, BANK_PROTECTED_FIELDS } from '../../../common/resources/persons/bankAccounts';
import { holdsProtected, mayRevealBankData, opened } from '../../platform/protected/bankData';

const REVEAL_FORBIDDEN = 'Você não tem permissão para ver os dados bancários completos desta pessoa.';

/** The audit entry of a full read of the person's bank accounts: one (`accountId`), or several (`changes` names them). */
const auditReveal = (db: Executor, request: FastifyRequest, personId: number, accountId: number | null, changes?: Record<string, unknown>) =>
  recordAudit(db, request, {
    action: AuditAction.Reveal,
    resource: 'bank_accounts',
    record_id: accountId,
    parent: { resource: 'persons', id: personId },
    changes,
  });

/** Records that this request receives these bank accounts of the person in full, if it does. */
export async function auditFullBankRead(db: Executor, request: FastifyRequest, personId: number, rows: readonly ({ id: number } & Record<string, unknown>)[]) {
  const shown = rows.filter((row) => holdsProtected(row));
  if (!shown.length || !mayRevealBankData(request.user, personId)) return;
  await auditReveal(db, request, personId, shown.length === 1 ? shown[0].id : null, { bank_account_ids: shown.map((row) => row.id) });
}

const revealedBankAccount = z.object({ id: z.number(), account: z.string(), pix_key: z.string().nullable() });

/** One bank account in full for a user allowed to see it (403 otherwise), recorded before it is answered. */
export const revealRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/bank-accounts/:bank_account_id/reveal',
    routeOptions('persons.read', 'Número da conta e chave PIX completos (administradores e os usuários da própria pessoa; auditado)', {
      params: idParams('person_id').extend(idParams('bank_account_id').shape),
      response: { 200: revealedBankAccount },
    }),
    async (request) => {
      const { person_id: personId, bank_account_id: bankAccountId } = request.params;
      await findPerson(app.db, request.user, personId);
      // A foreign account answers like a missing one before the permission is asked (the scope walk's rule).
      const found = await getOr404(app.db, bankAccounts, bankAccountId, bankAccountChild.texts.notFound, eq(bankAccounts.person_id, personId));
      if (!mayRevealBankData(request.user, personId)) throw forbidden(REVEAL_FORBIDDEN);
      const account = opened(app.dataKeys, found, BANK_PROTECTED_FIELDS);
      await auditReveal(app.db, request, personId, account.id);
      return { id: account.id, account: account.account, pix_key: account.pix_key };
    },
  );
};
