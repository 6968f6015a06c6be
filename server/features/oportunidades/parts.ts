// The server part of the opportunities (common/resources/oportunidades.ts): the row scope of external
// users, the answer beyond the stored row (./present.ts: money as numbers, tags and names; the detail's
// export's names and labels; its Odoo sync), the list filters that are not "column = value"
// (./filters.ts), the write hooks (a create's Lead and documents, ./create.ts; the rules of ./update.ts),
// the import's own parts (./imported.ts) and the routes that are not the kit's.
//
// Conventions of this API area:
// - Lists answer {data, count}; an opportunity carries its tags inline ({id, name, color}).
// - The enum endpoints answer plain arrays of {id, name} in display order.
// - Static paths (/search, /pipeline, /tags, /enums/*, /anexos/*, /bulk) sit beside /{oportunidade_id}: the
//   router prefers a static segment, and the id is integer-only, so they never collide.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { anexos as anexoDeclaration } from '../../../common/resources/anexos';
import { oportunidadeScope } from '../../platform/auth/scope';
import { anexos, oportunidades, type Oportunidade } from '../../platform/db/schema';
import { oportunidadeBulkActions } from './bulk';
import type { ServerParts } from '../../resource/parts';
import { presentOportunidades } from './present';
import { oportunidadeFilters } from './filters';
import { oportunidadeExportColumns } from '../../../common/export/oportunidades';
import type { ExportColumn } from '../../../common/export/columns';
import { creatorPerson, leadCreated, newLead } from './create';
import { afterUpdate, beforeUpdate, type UpdateInput } from './update';
import { anexoRoutes, anexosOf } from './anexos';
import { listOportunidades } from './list';
import type { Filters } from './filters';
import { oportunidadeHistory } from './history';
import { pipelineRoutes } from './pipeline';
import enumRoutes from './routes/enums';
import { importCreate, lookupRows, oportunidadeExportBatch } from './imported';
import { oportunidadeTagLinks } from './tags';

export const oportunidadeParts: ServerParts = {
  scope: oportunidadeScope,
  hooks: {
    beforeCreate: (input, ctx) => newLead(input as Parameters<typeof newLead>[0], ctx),
    beforeUpdate: (stored, changes, ctx) => beforeUpdate(stored as Oportunidade, changes as UpdateInput, ctx),
    afterWrite: async ({ action, before, after }, ctx) => {
      if (action === 'create') await leadCreated(after as Oportunidade, ctx);
      if (action === 'update') await afterUpdate(before as Oportunidade, after as Oportunidade, ctx);
    },
    // The cascade (ON DELETE CASCADE) takes the tag links, history and attachment rows with the
    // opportunity; the attachments' files go once that has committed.
    beforeDelete: async (stored, { tx, onCommit }) => {
      const files = await tx.select({ key: anexos.storage_key }).from(anexos).where(eq(anexos.oportunidade_id, stored.id));
      onCommit(async (app) => {
        await Promise.all(files.map(({ key }) => app.storage.remove(key)));
      });
    },
  },
  // Creating takes the creator's person: refused before any file of the form is read.
  before: {
    create: async (request) => {
      creatorPerson(request.user);
    },
  },
  readModel: {
    present: (db, rows) => presentOportunidades(db, rows as Oportunidade[]),
    // POST / answers the new opportunity with the documents its form sent.
    created: {
      fields: { anexos: z.array(anexoDeclaration.schemas.row) },
      add: async (db, row) => ({ anexos: await anexosOf(db, row.id) }),
    },
    export: {
      columns: oportunidadeExportColumns as unknown as ExportColumn<Record<string, unknown>>[],
      batch: oportunidadeExportBatch,
    },
  },
  filters: oportunidadeFilters,
  // The page with its names and tags in its own statement, and its totals from the counters when they can answer.
  listPage: async (db, { user, filters, page, sort }) => ({ ...(await listOportunidades(db, user, { filters: filters as Filters, page, sort })), answered: true }),
  /** SPEC's GET /search: the list under its older name, `q` its search. */
  listAliases: ['/search'],
  listsBy: [
    { path: '/executivo', param: 'executivo_id', filter: 'executivo_vendas_id', summary: 'As oportunidades de um executivo de vendas' },
    { path: '/parceiro', param: 'parceiro_id', filter: 'parceiro_id', summary: 'As oportunidades de um parceiro' },
  ],
  bulkActions: oportunidadeBulkActions,
  // PUT and GET /oportunidades/sync/{oportunidade_id} queue its sync (./odooSync.ts) and read its state.
  odooSync: { kind: 'oportunidade', inOdoo: oportunidades.odoo_id, path: '/sync', summary: 'Cria ou atualiza a oportunidade (crm.lead) no Odoo' },
  // POST /import (declared: importKey, importOptions): a new row made as POST makes one, its labels and tags.
  importCreate,
  lookupChoices: lookupRows,
  importLinks: { tags: oportunidadeTagLinks.imported },
  // The tag catalogue (/oportunidades/tags) and each document (/oportunidades/anexos/{id}) are resources of
  // their own, mounted at their declared paths (server/features/tags/routes.ts, anexos/routes.ts).
  extra: [pipelineRoutes, enumRoutes, oportunidadeHistory.routes, oportunidadeTagLinks.routes, anexoRoutes],
};
