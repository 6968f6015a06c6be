// GET /persons/{id} is the kit's read (server/resource/crudRoutes.ts): its answer is the person under
// `person`, each of its lists under its declared name (as its author may see it), then its latest Odoo sync;
// a full bank number shown is an audited read.
import { z } from 'zod';
import type { ReadModel } from '../../resource/parts';
import { latestSyncStatus, syncStatusSchema } from '../../platform/jobs/queue';
import { childKinds, childrenOf, presentedTo } from './children';
import { auditFullBankRead } from './reveal';

export const personDetail: NonNullable<ReadModel['detail']> = {
  under: 'person',
  fields: {
    ...Object.fromEntries(childKinds.map((kind) => [kind.name, z.array(kind.schemas.row)])),
    odoo_sync: syncStatusSchema.nullable(),
  },
  add: async (db, person, request) => {
    const { user, server } = request;
    const lists = Object.fromEntries(
      await Promise.all(
        childKinds.map(async (kind) => [kind.name, (await childrenOf(db, server.dataKeys, kind, person.id)).map((row) => presentedTo(user, kind, row))] as const),
      ),
    );
    await auditFullBankRead(db, request, person.id, lists.bank_accounts as { id: number }[]);
    // The latest background Odoo sync (server/platform/jobs/), so the page shows its state and error.
    return { ...lists, odoo_sync: await latestSyncStatus(db, 'person', person.id) };
  },
};
