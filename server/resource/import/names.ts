// An imported reference written by name, as the export writes it (../references.ts): the rows a batch of
// records names are read at once, among those the user reaches (the referenced resource's list permission
// and row scope) that hold the field's declared `where` values. A name of a field that declares it
// `ambiguous` is matched exactly (persons' names repeat); any other regardless of case (a catalogue's
// names are unique so). A cell may name several rows between the field's `separator` (tags).
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { allOf } from '../crud';
import { reachable, type ReferenceTarget } from '../references';
import { cellText, type Column } from './cells';
import type { ImportRecord } from './upload';

/** A reference column read by name, with where its names are found. */
export type NamedColumn = Column & { target: ReferenceTarget };

/** The ids each name stands for, by field. */
export type NameIndex = Map<string, Map<string, number[]>>;

const exact = (column: Column) => Boolean(column.declared.importByName?.ambiguous);

/** A name as its field matches it. */
export const nameKey = (column: Column, name: string) => (exact(column) ? name : name.toLowerCase());

/** The names a cell holds: its text, or the texts between its field's separator (blanks skipped). */
export function cellNames(column: Column, text: string): string[] {
  const separator = column.declared.importByName?.separator?.trim();
  if (!separator) return [text];
  return text.split(separator).flatMap((name) => (name.trim() ? [name.trim()] : []));
}

/** The rows the records' cells name, one query per named column. */
export async function namedRows(db: Executor, user: User, columns: readonly NamedColumn[], records: readonly ImportRecord[]): Promise<NameIndex> {
  const index: NameIndex = new Map();
  for (const column of columns) {
    const names = new Set(
      records.flatMap((record) => {
        const text = cellText(record.cell(column.header));
        return text === undefined ? [] : cellNames(column, text).map((name) => nameKey(column, name));
      }),
    );
    const byName = new Map<string, number[]>();
    index.set(column.field, byName);
    if (!names.size) continue;
    const { target } = column;
    const cells = target.table as unknown as Record<string, PgColumn>;
    const where = Object.entries(column.declared.importByName?.where ?? {}).map(([field, values]) => inArray(cells[field], [...values]));
    const named = exact(column) ? inArray(target.representation, [...names]) : inArray(sql`lower(${target.representation})`, [...names]);
    for (const row of await reachable(db, user, target, allOf(named, ...where)!)) {
      const key = nameKey(column, row.name);
      byName.set(key, [...(byName.get(key) ?? []), row.id]);
    }
  }
  return index;
}
