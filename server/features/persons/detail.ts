// GET /persons/{id}: the person with its three lists and its latest Odoo sync.
import { z } from 'zod';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { latestSyncStatus, syncStatusSchema } from '../../platform/jobs/queue';
import { findPerson } from './access';
import { childKinds, childrenOf, presentedTo } from './children';
import type { DataKeys } from '../../platform/protected/dataKeys';

/** The answer: `person`, then each list under its declared name, then `odoo_sync`. */
export const personDetailSchema = z.object({
  person: personsDeclaration.schemas.row,
  ...Object.fromEntries(childKinds.map((kind) => [kind.name, z.array(kind.schemas.row)])),
  odoo_sync: syncStatusSchema.nullable(),
});

export async function personDetail(db: Executor, keys: DataKeys, user: User, personId: number) {
  const person = await findPerson(db, user, personId);
  const lists = await Promise.all(
    childKinds.map(async (kind) => [kind.name, (await childrenOf(db, keys, kind, personId)).map((row) => presentedTo(user, kind, row))]),
  );
  // The latest background Odoo sync (server/platform/jobs/), so the page shows its state and error.
  const odoo_sync = await latestSyncStatus(db, 'person', personId);
  return { person, ...Object.fromEntries(lists), odoo_sync };
}
