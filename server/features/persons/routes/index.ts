// /persons: the persons' server part (server/resource/parts.ts). The kit (server/resource/crudRoutes.ts)
// serves GET / and its aliases /search/{query}, /potential-partners and /potential-clients (pages read by
// ../list.ts, computed columns ../listColumns.ts), GET /export (rows ../export.ts), POST /, GET, PUT, PATCH
// and DELETE /{person_id}, POST /bulk, POST /import (batched: ../write.ts) and the Odoo sync, with the row
// scope, the declared write rules (common/resources/persons.ts) and the deletion rule the bulk delete runs, and so the lists and
// their routes (../children.ts); the reveal, the CNPJ registry and LGPD routes are its own (`extra`).
//
// Conventions of this API area:
// - Lists answer {data, count}, newest first; count is exact.
// - GET /{person_id} answers {person, addresses, contacts, bank_accounts}; writes answer the row itself.
// - PUT and PATCH both change only the fields sent.
// - Static paths (/search/{query}, /potential-*, /addresses/{id}, ...) sit beside /{person_id}: the router
//   prefers a static segment and ids are integer-only, so they never collide.
// - An external user reaches only the persons of its circle, and their lists; others answer 404.
import { personExportColumns } from '../../../../common/export/persons';
import { inCircle } from '../access';
import { personExportBatches } from '../export';
import { personListPage } from '../list';
import { personDetail } from '../children';
import { personTarget } from '../search';
import { PersonRole } from '../../../../common/enums';
import { persons } from '../../../platform/db/schema';
import { personComputedColumns } from '../listColumns';
import { assertDeletable } from '../remove';
import { personBatchedImport, spendDocumentChecksBefore } from '../write';
import type { ServerParts } from '../../../resource/parts';
import { registryRoutes } from '../receita/personFromRegistry';
import { revealRoute } from '../reveal';
import lgpd from './lgpd';

export const personParts: ServerParts = {
  scope: (user) => inCircle(user),
  listPage: personListPage,
  // The pickers' search and the lists of possible partners and clients (a role filter stands for two roles).
  listAliases: [
    { path: '/search/:query', summary: 'Busca pessoas por nome, nome fantasia ou documento' },
    { path: '/potential-partners', summary: 'Lista parceiros (papéis 2 e 3)', filters: { role: PersonRole.Partner } },
    { path: '/potential-clients', summary: 'Lista clientes (papéis 1 e 3)', filters: { role: PersonRole.Client } },
  ],
  readModel: { detail: personDetail },
  computedColumns: personComputedColumns,
  exportRows: { columns: personExportColumns, batches: personExportBatches },
  // A bulk filter's search reads the database first (a document or a name), as the list's does.
  bulkFilter: (db, filter) => personTarget(db, { filter }),
  // PUT and GET /persons/sync-odoo/{person_id}, and 'Sincronizar com Odoo' many times: the same permission (administrators).
  odooSync: {
    kind: 'person',
    inOdoo: persons.odoo_company_id,
    path: '/sync-odoo',
    summary: 'Cria ou atualiza o parceiro (res.partner) da pessoa no Odoo',
    permission: 'persons.syncOdoo',
  },
  before: spendDocumentChecksBefore,
  hooks: {
    // Addresses, contacts and bank accounts go with the person (ON DELETE CASCADE); what else points at it refuses.
    beforeDelete: (stored, { tx }) => assertDeletable(tx, stored.id),
  },
  // POST /persons/import (declared: importKey, importOptions) writes a thousand persons per statement.
  batchedImport: personBatchedImport,
  extra: [revealRoute, registryRoutes, lgpd],
};
