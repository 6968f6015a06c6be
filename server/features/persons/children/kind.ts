// A person's addresses, contacts and bank accounts as the server serves them: each child declaration
// (common/resources/persons/) with its Drizzle table. server/features/persons/children/store.ts and the route
// factory in server/features/persons/routes/children.ts do the rest the same way for all three.
import type { ChildDeclaration } from '../../../../common/resources/children';
import { addressChild, bankAccountChild, contactChild } from '../../../../common/resources/persons/children';
import { BANK_PROTECTED_FIELDS } from '../../../../common/resources/persons/bankAccounts';
import { addresses, bankAccounts, contacts } from '../../../platform/db/schema';

export type ChildTable = typeof addresses | typeof contacts | typeof bankAccounts;
export type ChildRow = ChildTable['$inferSelect'];
export type { ChildValues } from '../../../../common/resources/children';

/** `protectedFields`: stored encrypted, shown masked to whoever may not see them (server/platform/protected/bankData.ts). */
export type ChildKind = ChildDeclaration & { table: ChildTable; protectedFields?: readonly string[] };

export const addressKind: ChildKind = { ...addressChild, table: addresses };
export const contactKind: ChildKind = { ...contactChild, table: contacts };
export const bankAccountKind: ChildKind = { ...bankAccountChild, table: bankAccounts, protectedFields: BANK_PROTECTED_FIELDS };

/** The three, in the order of GET /persons/{id}'s answer. */
export const childKinds = [addressKind, contactKind, bankAccountKind] as const;
