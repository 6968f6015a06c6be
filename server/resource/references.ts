// A reference field's rows by name: an export writes the referenced row's representation ('Ana Souza', not
// pessoa 17), with one query per batch. Names are read only from the referenced rows the user may reach
// (that resource's list permission and row scope), so a file never names what the user's own lists would
// not show; a reference out of reach keeps its id.
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { canAccess } from '../../common/policy';
import type { FieldDeclaration } from '../../common/resources';
import type { Executor } from '../platform/db/client';
import type { User } from '../platform/db/schema';
import { allOf } from './crud';
import type { CrudTable } from './rowWrites';

/** Where a reference's names are read: the referenced resource's table, its representation and who reaches which rows. */
export type ReferenceTarget = {
  /** The referenced resource's policy name, whose `list` permission a reader needs. */
  resource: string;
  table: CrudTable;
  representation: PgColumn;
  scope?: (user: User) => SQL | undefined;
};

/** The target of a field's `reference` (a react-admin resource name), if the kit knows it. */
export type References = (reference: string) => ReferenceTarget | undefined;

/** The reference fields among `fields` whose targets are known, with their targets. */
export function referenceTargets(fields: Record<string, FieldDeclaration | undefined>, references: References | undefined) {
  return Object.entries(fields).flatMap(([field, declared]) => {
    const target = declared?.input === 'reference' && declared.reference ? references?.(declared.reference) : undefined;
    return target ? [{ field, target }] : [];
  });
}

/** The rows of `target` this user may read, matching `where`, as id and name. */
export async function reachable(db: Executor, user: User, target: ReferenceTarget, where: SQL) {
  if (!canAccess(user, target.resource, 'list')) return [];
  return (await db
    .select({ id: target.table.id, name: target.representation })
    .from(target.table)
    .where(allOf(where, target.scope?.(user)))) as { id: number; name: string }[];
}

/** The rows as an export writes them: each known reference's id replaced by its row's name, where the user may read it. */
export function withReferenceNames(db: Executor, user: User, targets: ReturnType<typeof referenceTargets>) {
  return async <Row extends Record<string, unknown>>(rows: Row[]): Promise<Row[]> => {
    if (!targets.length || !rows.length) return rows;
    const named = rows.map((row) => ({ ...row }) as Record<string, unknown>);
    for (const { field, target } of targets) {
      const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number'))];
      if (!ids.length) continue;
      const names = new Map((await reachable(db, user, target, inArray(target.table.id, ids))).map((row) => [row.id, row.name]));
      for (const row of named) row[field] = names.get(row[field] as number) ?? row[field];
    }
    return named as Row[];
  };
}

/**
 * The names of a table's rows by id (`name`: the column or expression answered), for answers that mention
 * rows their reader may not open: no permission or scope is asked, and an id no longer there is missing.
 */
export const namesById =
  (table: CrudTable, name: PgColumn | SQL) =>
  async (db: Executor, ids: number[]): Promise<Map<number, string>> => {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const found = (await db.select({ id: table.id, name }).from(table).where(inArray(table.id, unique))) as { id: number; name: string }[];
    return new Map(found.map((row) => [row.id, row.name]));
  };
