// How an opportunity's row is written, wherever it changes: the server part's hooks (the Lead a create
// makes, with its documents, ./create.ts; the rules of ./update.ts around an update; the attachment files
// of a deletion) and the kit's write path with them
// (server/resource/rowWrites.ts), which the generated routes build from ./parts.ts and POST /bulk uses.
import { eq } from 'drizzle-orm';
import { anexos, type Oportunidade } from '../../platform/db/schema';
import type { ResourceHooks } from '../../resource/parts';
import { leadCreated, newLead } from './create';
import { afterUpdate, beforeUpdate, type UpdateInput } from './update';

export const oportunidadeHooks: ResourceHooks = {
  beforeCreate: (input, ctx) => newLead(input as Parameters<typeof newLead>[0], ctx),
  beforeUpdate: (stored, changes, ctx) => beforeUpdate(stored as Oportunidade, changes as UpdateInput, ctx),
  afterWrite: async ({ action, before, after }, ctx) => {
    if (action === 'create' && after) await leadCreated(after as Oportunidade, ctx);
    if (action === 'update' && before && after) await afterUpdate(before as Oportunidade, after as Oportunidade, ctx);
  },
  // The cascade (ON DELETE CASCADE) takes the tag links, history and attachment rows with the
  // opportunity; the attachments' files go once that has committed.
  beforeDelete: async (stored, { tx, onCommit }) => {
    const files = await tx.select({ key: anexos.storage_key }).from(anexos).where(eq(anexos.oportunidade_id, stored.id));
    onCommit(async (app) => {
      await Promise.all(files.map(({ key }) => app.storage.remove(key)));
    });
  },
};
