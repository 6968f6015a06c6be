import { type AnyPgColumn, boolean, date, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The user who added the row; NULL once that user is deleted. */
const createdById = () =>
  integer('created_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' });

export const persons = pgTable('persons', {
  id: serial('id').primaryKey(),
  person_type: smallint('person_type').notNull(),
  document: text('document').notNull().unique(),
  name: text('name').notNull(),
  trade_name: text('trade_name'),
  role: smallint('role').notNull().default(1),
  is_active: boolean('is_active').notNull().default(true),
  cnae_main: text('cnae_main'),
  cnae_main_description: text('cnae_main_description'),
  cnae_secondary: text('cnae_secondary'),
  situacao_cadastral: text('situacao_cadastral'),
  data_abertura: date('data_abertura'),
  odoo_company_id: integer('odoo_company_id'),
  created_by_id: createdById(),
  ...timestamps,
});

const personId = () =>
  integer('person_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' });

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  person_id: personId(),
  zip_code: varchar('zip_code', { length: 9 }).notNull(),
  street: varchar('street', { length: 255 }).notNull(),
  number: varchar('number', { length: 20 }).notNull(),
  complement: varchar('complement', { length: 50 }),
  neighborhood: varchar('neighborhood', { length: 100 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  is_primary: boolean('is_primary').notNull().default(false),
  created_by_id: createdById(),
  ...timestamps,
});

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  person_id: personId(),
  contact_type: smallint('contact_type').notNull(),
  value: varchar('value', { length: 255 }).notNull(),
  is_verified: boolean('is_verified').notNull().default(false),
  is_primary: boolean('is_primary').notNull().default(false),
  created_by_id: createdById(),
  ...timestamps,
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  person_id: personId(),
  bank_code: varchar('bank_code', { length: 5 }).notNull(),
  bank_name: varchar('bank_name', { length: 100 }).notNull(),
  agency: varchar('agency', { length: 10 }).notNull(),
  account: varchar('account', { length: 20 }).notNull(),
  account_type: smallint('account_type').notNull(),
  is_primary: boolean('is_primary').notNull().default(false),
  pix_key_type: smallint('pix_key_type').notNull().default(0),
  pix_key: varchar('pix_key', { length: 140 }),
  created_by_id: createdById(),
  ...timestamps,
});

export type Person = typeof persons.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type BankAccount = typeof bankAccounts.$inferSelect;
