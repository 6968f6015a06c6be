import { boolean, date, integer, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PersonRole, PixKeyType } from '../../../../common/enums';
import { idTable, ownerId } from './columns';
import { authorshipAndUpdate } from './users';

export const persons = idTable('persons', {
  person_type: smallint('person_type').notNull(),
  document: text('document').notNull().unique(),
  name: text('name').notNull(),
  trade_name: text('trade_name'),
  role: smallint('role').notNull().default(PersonRole.Client),
  is_active: boolean('is_active').notNull().default(true),
  cnae_main: text('cnae_main'),
  cnae_main_description: text('cnae_main_description'),
  cnae_secondary: text('cnae_secondary'),
  situacao_cadastral: text('situacao_cadastral'),
  data_abertura: date('data_abertura'),
  odoo_company_id: integer('odoo_company_id'),
  /** LGPD: why the data is held (LegalBasis) and, for consent, since when (migration 0123). */
  base_legal: smallint('base_legal'),
  consentimento_em: date('consentimento_em'),
  /** When the person was anonymised (POST /persons/{id}/anonymize); null while its data is its own. */
  anonimizado_em: timestamp('anonimizado_em', { withTimezone: true }),
  ...authorshipAndUpdate(),
});

/** The first column of a person's addresses, contacts and bank accounts (after their id): their person. */
const personChild = () => ({ person_id: ownerId('person_id', () => persons.id) });

export const addresses = idTable('addresses', {
  ...personChild(),
  zip_code: varchar('zip_code', { length: 9 }).notNull(),
  street: varchar('street', { length: 255 }).notNull(),
  number: varchar('number', { length: 20 }).notNull(),
  complement: varchar('complement', { length: 50 }),
  neighborhood: varchar('neighborhood', { length: 100 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  is_primary: boolean('is_primary').notNull().default(false),
  ...authorshipAndUpdate(),
});

export const contacts = idTable('contacts', {
  ...personChild(),
  contact_type: smallint('contact_type').notNull(),
  value: varchar('value', { length: 255 }).notNull(),
  is_verified: boolean('is_verified').notNull().default(false),
  is_primary: boolean('is_primary').notNull().default(false),
  ...authorshipAndUpdate(),
});

export const bankAccounts = idTable('bank_accounts', {
  ...personChild(),
  bank_code: varchar('bank_code', { length: 5 }).notNull(),
  bank_name: varchar('bank_name', { length: 100 }).notNull(),
  agency: varchar('agency', { length: 10 }).notNull(),
  /** Encrypted (server/platform/protected/, migration 0122); at most 20 characters in clear. */
  account: text('account').notNull(),
  account_type: smallint('account_type').notNull(),
  is_primary: boolean('is_primary').notNull().default(false),
  pix_key_type: smallint('pix_key_type').notNull().default(PixKeyType.None),
  /** Encrypted like account; at most 140 characters in clear. */
  pix_key: text('pix_key'),
  ...authorshipAndUpdate(),
});

export type Person = typeof persons.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type BankAccount = typeof bankAccounts.$inferSelect;
