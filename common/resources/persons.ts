// Persons: the clients, partners and employees the company works with, CPF individuals and CNPJ
// companies, with their addresses, contacts and bank accounts (child lists under /persons/{id}).
import { defineCustomResource } from './types';

export const persons = defineCustomResource({
  name: 'persons',
  route: 'pessoas',
  apiPath: 'persons',
  idParam: 'person_id',
  representation: 'name',
  fields: {},
  /** Every user may use them; the row scope (common/policy.ts) narrows an external user to its own circle. */
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'authenticated',
    edit: 'authenticated',
    delete: 'authenticated',
    /** POST /persons/bulk, which then applies each row's edit (or delete) scope. */
    bulk: 'authenticated',
    syncOdoo: 'admins',
    registry: 'authenticated',
  },
  menu: { label: 'Pessoas', icon: 'people', section: 'work' },
  texts: { title: 'Pessoas' },
  collections: {
    personSearch: { path: 'persons/search', listPath: 'persons/search/:q' },
    addresses: { path: 'persons/addresses', listPath: 'persons/:person_id/addresses', createPath: 'persons/:person_id/addresses', updateMethod: 'PUT' },
    contacts: { path: 'persons/contacts', listPath: 'persons/:person_id/contacts', createPath: 'persons/:person_id/contacts', updateMethod: 'PUT' },
    bank_accounts: { path: 'persons/bank-accounts', listPath: 'persons/:person_id/bank-accounts', createPath: 'persons/:person_id/bank-accounts', updateMethod: 'PUT' },
  },
});
