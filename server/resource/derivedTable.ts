// The Drizzle table of a declaration whose fields say what they store (common/resources/derivedSchemas.ts):
// `id` and one column per field, typed by its input kind, NOT NULL unless `stored.nullable`, with the
// field's default. Texts are `text`, their length checked by the schemas as every table here does. The
// migration that creates the table is still SQL (with the indexes the list's sorts and search need);
// tests/api/schemaDrift.test.ts proves the two agree.
import { boolean, date, text, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { idTable } from '../platform/db/schema/columns';
import { type FieldDeclaration, type ResourceDeclaration } from '../../common/resources';
import type { CrudTable } from './rowWrites';

function columnOf(name: string, field: FieldDeclaration): PgColumnBuilderBase {
  const column =
    field.input === 'boolean' ? boolean(name) : field.input === 'date' ? date(name, { mode: 'string' }) : text(name);
  const required = field.stored?.nullable ? column : column.notNull();
  return field.defaultValue === undefined ? required : required.default(field.defaultValue as never);
}

/** Whether every field of the declaration says what it stores. */
export const storesEveryField = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  Object.values(declaration.fields).every((field) => field?.stored);

export function derivedTable(declaration: ResourceDeclaration): CrudTable {
  if (!storesEveryField(declaration)) throw new Error(`${declaration.name}: a derived table needs stored on every field`);
  const columns = Object.fromEntries(Object.entries(declaration.fields).map(([name, field]) => [name, columnOf(name, field!)]));
  return idTable(declaration.table, columns) as unknown as CrudTable;
}
