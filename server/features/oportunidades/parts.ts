// The server part of the opportunities (common/resources/oportunidades.ts): the row scope of external
// users, the answer beyond the stored row (./present.ts: money as numbers, tags and names; the detail's
// latest Odoo sync), the write hooks (./writes.ts) and the routes that are not the kit's (./routes/).
import { oportunidadeScope } from '../../platform/auth/scope';
import type { Oportunidade } from '../../platform/db/schema';
import { latestSyncStatus, syncStatusSchema } from '../../platform/jobs/queue';
import type { ServerParts } from '../../resource/parts';
import { presentOportunidades } from './present';
import { oportunidadeHooks } from './writes';
import oportunidadeRoutes from './routes';

export const oportunidadeParts: ServerParts = {
  scope: oportunidadeScope,
  hooks: oportunidadeHooks,
  readModel: {
    present: (db, rows) => presentOportunidades(db, rows as Oportunidade[]),
    // The detail page shows the latest background sync (waiting, running, or its last error).
    detail: {
      fields: { odoo_sync: syncStatusSchema.nullable() },
      add: async (db, row) => ({ odoo_sync: await latestSyncStatus(db, 'oportunidade', row.id) }),
    },
  },
  extra: oportunidadeRoutes,
};
