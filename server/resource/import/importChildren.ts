// The primary rows of a record's child lists, read from the import's own columns (a person's primary
// address and contact, which the persons' export writes beside the person): each child's exported fields
// under their CSV headers. A child whose cells are all blank is left as it is. The others are checked when
// the file is read, with the child's create schema and rules (their problems are the row's, under the
// file's headers), and written after their record, in its savepoint, as the child's own routes write them
// (../rowWrites.ts: its hooks, its parent locked): the record's primary changes, else a new one becomes it.
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { requiredSchema } from '../../../common/resources';
import type { HookContext, ImportedChild, StoredRow } from '../parts';
import { rowWrites } from '../rowWrites';
import { cellText } from './cells';
import { holds, readColumns, importColumns } from './columns';
import type { ImportRecord, RowIssue } from './upload';

/** A row's values of each child, in the declared order: undefined where its cells are blank or wrong. */
export type ChildValues = (Record<string, unknown> | undefined)[];

export function importedChildren(children: readonly ImportedChild[] = []) {
  const kinds = children.map(({ declaration, table, parts = {} }) => {
    const { column: parentColumn, primaryFlag } = declaration.nested ?? {};
    if (!parentColumn || !primaryFlag) throw new Error(`${declaration.name}: an import writes the primary row of a nested list only`);
    // Values stored other than sent (bank data) would need the app's keys, which no import holds.
    if (parts.storedValues) throw new Error(`${declaration.name}: an import does not write values stored sealed`);
    const columns = importColumns(declaration.fields).filter(({ field }) => field !== primaryFlag);
    const create = requiredSchema(declaration, 'create');
    const cells = table as unknown as Record<string, PgColumn>;
    const primaryOf = async (ctx: HookContext, parentId: number) =>
      (await ctx.tx.select().from(table).where(and(eq(cells[parentColumn], parentId), eq(cells[primaryFlag], true))).limit(1)) as StoredRow[];
    return { declaration, create, columns, parentColumn, primaryFlag, primaryOf, writes: rowWrites(declaration, table, parts) };
  });

  return {
    /** The headers of the children's columns. */
    headers: kinds.flatMap(({ columns }) => columns.map(({ header }) => header)),

    /** Each child's values in the record, checked as its create route checks them; problems go to `errors`. */
    read(record: ImportRecord, errors: RowIssue[]): ChildValues {
      return kinds.map(({ declaration, create, columns }) => {
        if (columns.every(({ header }) => cellText(record.cell(header)) === undefined)) return undefined;
        const before = errors.length;
        const values = readColumns(columns, record, errors);
        if (errors.length > before) return undefined;
        const headerOf = (field: unknown) => columns.find((column) => column.field === field)?.header ?? String(field);
        const parsed = create.safeParse(values);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) errors.push({ row: record.row, field: headerOf(issue.path[0]), msg: issue.message });
          return undefined;
        }
        const problems = declaration.problems?.(parsed.data) ?? [];
        for (const [field, msg] of problems) errors.push({ row: record.row, field: headerOf(field), msg });
        return problems.length ? undefined : parsed.data;
      });
    },

    /** Makes each child's values its parent's primary row; whether any changed. */
    async write(ctx: HookContext, parentId: number, values: ChildValues): Promise<boolean> {
      let changed = false;
      for (const [index, kind] of kinds.entries()) {
        const wanted = values[index];
        if (!wanted) continue;
        const [primary] = await kind.primaryOf(ctx, parentId);
        if (primary && holds(primary, wanted)) continue;
        if (primary) await kind.writes.update(ctx, primary.id, wanted);
        else await kind.writes.create(ctx, { ...wanted, [kind.parentColumn]: parentId, [kind.primaryFlag]: true });
        changed = true;
      }
      return changed;
    },
  };
}
