// GET /persons/{id}: the person with its three lists.
import type { Executor } from '../db/client';
import type { User } from '../db/schema';
import { latestSyncStatus } from '../integrations/syncJobs/queue';
import { findPerson } from './access';
import { addressKind } from './children/addresses';
import { bankAccountKind } from './children/bankAccounts';
import { contactKind } from './children/contacts';
import { childrenOf } from './children/store';

export async function personDetail(db: Executor, user: User, personId: number) {
  const person = await findPerson(db, user, personId);
  const [addresses, contacts, bank_accounts] = await Promise.all(
    [addressKind, contactKind, bankAccountKind].map((kind) => childrenOf(db, kind, personId)),
  );
  // The latest background Odoo sync (server/integrations/syncJobs/), so the page shows its state and error.
  const odoo_sync = await latestSyncStatus(db, 'person', personId);
  return { person, addresses, contacts, bank_accounts, odoo_sync };
}
