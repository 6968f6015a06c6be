// The three lists a person owns, in the order its detail page shows them.
import { addressChild } from './addresses';
import { bankAccountChild } from './bankAccounts';
import { contactChild } from './contacts';

export { addressChild, bankAccountChild, contactChild };
export const personChildren = [addressChild, contactChild, bankAccountChild] as const;
