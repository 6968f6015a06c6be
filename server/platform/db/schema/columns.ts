// Column shapes several tables share, written once, and the table keyed by a serial id. Not a table: server/platform/db/schema/index.ts leaves it out.
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

const withTimezone = { withTimezone: true } as const;

/** When the row was added: the database's clock. */
export const createdAt = () => timestamp('created_at', withTimezone).notNull().defaultNow();

/** created_at and updated_at, both set by the database when the row is added. */
export const timestamps = () => ({
  created_at: createdAt(),
  updated_at: timestamp('updated_at', withTimezone).notNull().defaultNow(),
});

/** An amount in reais, exact: NUMERIC(16,2), of which the API takes up to common/money.ts's MONEY_MAX. */
export const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** A percentage with two decimals, NUMERIC(5,2): the API takes 0 to common/money.ts's PERCENT_MAX. */
export const percentage = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** An id that points at `target`; `onDelete` says what becomes of this row when that one goes. */
export const refersTo = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name).references(target, onDelete && { onDelete });

/** The row this one belongs to: always set, and deleting it deletes this row too. */
export const ownerId = (name: string, owner: () => AnyPgColumn) => refersTo(name, owner, 'cascade').notNull();

/** The serial key of a table whose rows are numbered (`id`, common/resources/apiValues.ts's idRow). */
const serialKey = () => ({ id: serial('id').primaryKey() });

/** A table whose rows are numbered by a serial `id`, its own columns (and indexes) after it. */
export const idTable = <Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extraConfig?: (self: BuildExtraConfigColumns<Name, ReturnType<typeof serialKey> & Columns, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable<Name, ReturnType<typeof serialKey> & Columns>(name, { ...serialKey(), ...columns }, extraConfig);
