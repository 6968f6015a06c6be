// GET /persons/{id} is the kit's read (server/resource/crudRoutes.ts): its answer is the person under
// `person`, each of its lists under its declared name (as its author may see it), then (the kit's) its latest Odoo sync;
// a full bank number shown is an audited read.
import { z } from 'zod';
import type { ReadModel } from '../../resource/parts';
import { childKinds, childrenOf, presentedTo } from './children';
import { auditFullBankRead } from './reveal';

export const personDetail: NonNullable<ReadModel['detail']> = {
  under: 'person',
  fields: Object.fromEntries(childKinds.map((kind) => [kind.name, z.array(kind.schemas.row)])),
  add: async (db, person, request) => {
    const { user, server } = request;
    const lists = Object.fromEntries(
      await Promise.all(
        childKinds.map(async (kind) => [kind.name, (await childrenOf(db, server.dataKeys, kind, person.id)).map((row) => presentedTo(user, kind, row))] as const),
      ),
    );
    await auditFullBankRead(db, request, person.id, lists.bank_accounts as { id: number }[]);
    return lists;
  },
};
