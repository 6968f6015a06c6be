// A person's addresses, contacts and bank accounts: the kit serves their routes (common/resources/persons/,
// `nested` declarations, server/resource/crudRoutes.ts) with these server parts: the person's scope, the
// person read or locked first (404 'Pessoa não encontrada' out of reach), and what is the persons' own:
// bank data encrypted at rest, masked for whoever may not see it in full, a full read audited (./reveal.ts).
// GET /persons/{id} (the kit's read) answers the person under `person` and each list under its declared name.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChildDeclaration, ChildValues } from '../../../common/resources/children';
import { addressChild, bankAccountChild, contactChild } from '../../../common/resources/persons/children';
import { BANK_PROTECTED_FIELDS } from '../../../common/resources/persons/bankAccounts';
import type { Executor } from '../../platform/db/client';
import { addresses, bankAccounts, contacts, persons, type Address, type BankAccount, type Contact, type User } from '../../platform/db/schema';
import { mayRevealBankData, opened, presented, sealed } from '../../platform/protected/bankData';
import { mask, type DataKeys } from '../../platform/protected/dataKeys';
import { getOr404 } from '../../resource/crud';
import { nestedOrder } from '../../resource/crudRoutes';
import type { ReadModel, ServerParts, StoredRow, StoredValues } from '../../resource/parts';
import { findPerson, inCircle, lockPerson, PERSON_NOT_FOUND } from './access';
import { auditFullBankRead } from './reveal';

type ChildTable = typeof addresses | typeof contacts | typeof bankAccounts;
type ChildRow = ChildTable['$inferSelect'];

/** A child list's declaration with its Drizzle table (`store`) and the fields it protects. */
type ChildKind = ChildDeclaration & { store: ChildTable; protectedFields: readonly string[] };

/** The three, in the order of GET /persons/{id}'s answer. */
const childKinds: readonly ChildKind[] = [
  { ...addressChild, store: addresses, protectedFields: [] },
  { ...contactChild, store: contacts, protectedFields: [] },
  { ...bankAccountChild, store: bankAccounts, protectedFields: BANK_PROTECTED_FIELDS },
];

/** A person's rows of one kind, in the list's order, protected values in clear (for the caller to present). */
async function childrenOf(db: Executor, keys: DataKeys, kind: ChildKind, personId: number): Promise<ChildRow[]> {
  const rows = await db.select().from(kind.store).where(eq(kind.store.person_id, personId)).orderBy(...nestedOrder(kind, kind.store));
  return rows.map((row) => opened(keys, row, kind.protectedFields));
}

/** The person (404 if there is none) and its three lists, in clear: what the LGPD report and the Odoo sync send on. */
export async function personWithLists(db: Executor, keys: DataKeys, personId: number) {
  const person = await getOr404(db, persons, personId, PERSON_NOT_FOUND);
  const [personAddresses, personContacts, personAccounts] = await Promise.all(childKinds.map((kind) => childrenOf(db, keys, kind, personId)));
  return { person, addresses: personAddresses as Address[], contacts: personContacts as Contact[], bankAccounts: personAccounts as BankAccount[] };
}

/** A row in clear as this user may see it: protected values masked unless the user may reveal them. */
const presentedTo = <R extends ChildValues & { person_id: number }>(user: User, kind: ChildKind, row: R) =>
  presented(row, mayRevealBankData(user, row.person_id), kind.protectedFields);

/** GET /persons/{id}'s lists, as its author may see them (then, the kit's, its latest Odoo sync); a full bank number shown is an audited read. */
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

/** Bank data as the kit's writes and answers need it: see StoredValues (server/resource/parts.ts). */
const protectedValues = (kind: ChildKind, keys: DataKeys): StoredValues => {
  const fields = kind.protectedFields;
  return {
    open: (row) => opened(keys, row, fields),
    // An unchanged value keeps its ciphertext, so no change is recorded.
    seal: (values, previous) => {
      const kept = previous ? fields.filter((field) => field in values && values[field] === previous.current[field]) : [];
      return { ...sealed(keys, values, fields), ...Object.fromEntries(kept.map((field) => [field, previous?.stored[field]])) };
    },
    // A form sends back what it showed: a masked value equal to the current one's mask changes nothing.
    sent: (changes, current) =>
      Object.fromEntries(
        Object.entries(changes).filter(
          ([field, value]) => !(fields.includes(field) && typeof current[field] === 'string' && value === mask(current[field] as string)),
        ),
      ),
    present: (row, user) => presentedTo(user, kind, row as StoredRow & { person_id: number }),
  };
};

/** The server part of one of the lists. */
const childParts = (kind: ChildKind): ServerParts => ({
  scope: (user) => inCircle(user, kind.store.person_id),
  parent: ({ tx, user }, personId, lock) => (lock ? lockPerson : findPerson)(tx, user, personId),
  // The persons' import writes a primary address and contact a thousand at a time; their rows need no
  // checks or shaping of their own there (the kit refuses a child without this part).
  batchedImport: {},
  ...(kind.protectedFields.length && {
    storedValues: (app) => protectedValues(kind, app.dataKeys),
    afterList: (request, personId, rows) => auditFullBankRead(request.server.db, request, personId, rows as ChildRow[]),
  }),
});

/** The server parts of the three, by declaration name (server/declaredRoutes.ts). */
export const personChildParts = Object.fromEntries(childKinds.map((kind) => [kind.name, childParts(kind)]));
