// Reads of protected bank data in full, each recorded in the audit trail before the answer leaves: the
// person's detail and bank-account list as an allowed user receives them, and the 'Mostrar' action
// (GET /persons/{person_id}/bank-accounts/{bank_account_id}/reveal).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AuditAction } from '../../../common/audit';
import { recordAudit } from '../../platform/audit/record';
import { getOr404 } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { bankAccounts, type User } from '../../platform/db/schema';
import { forbidden } from '../../platform/errors';
import { findPerson } from './access';
import { bankAccountChild, BANK_PROTECTED_FIELDS } from '../../../common/resources/persons/bankAccounts';
import { holdsProtected, mayRevealBankData, opened } from '../../platform/protected/bankData';
import type { DataKeys } from '../../platform/protected/dataKeys';

export const REVEAL_FORBIDDEN = 'Você não tem permissão para ver os dados bancários completos desta pessoa.';

/** Records that this request receives these bank accounts of the person in full, if it does. */
export async function auditFullBankRead(db: Executor, request: FastifyRequest, personId: number, rows: readonly ({ id: number } & Record<string, unknown>)[]) {
  const shown = rows.filter((row) => holdsProtected(row));
  if (!shown.length || !mayRevealBankData(request.user, personId)) return;
  await recordAudit(db, request, {
    action: AuditAction.Reveal,
    resource: 'bank_accounts',
    record_id: shown.length === 1 ? shown[0].id : null,
    parent: { resource: 'persons', id: personId },
    changes: { bank_account_ids: shown.map((row) => row.id) },
  });
}

/** One bank account in full for a user allowed to see it (403 otherwise), recorded before it is answered. */
export async function revealBankAccount(
  db: Executor,
  keys: DataKeys,
  request: FastifyRequest,
  personId: number,
  bankAccountId: number,
) {
  const user: User = request.user;
  await findPerson(db, user, personId);
  // A foreign account answers like a missing one before the permission is asked (the scope walk's rule).
  const found = await getOr404(db, bankAccounts, bankAccountId, bankAccountChild.texts.notFound, eq(bankAccounts.person_id, personId));
  if (!mayRevealBankData(user, personId)) throw forbidden(REVEAL_FORBIDDEN);
  const account = opened(keys, found, BANK_PROTECTED_FIELDS);
  await recordAudit(db, request, {
    action: AuditAction.Reveal,
    resource: 'bank_accounts',
    record_id: account.id,
    parent: { resource: 'persons', id: personId },
  });
  return { id: account.id, account: account.account, pix_key: account.pix_key };
}
