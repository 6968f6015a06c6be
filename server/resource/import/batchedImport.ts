// The declared import's batched path, for a resource whose server part gives `batchedImport` (../parts.ts;
// ./declaredImport.ts chooses): a file of a hundred thousand rows cannot afford a savepoint and the hooks'
// queries per row. Every row is read and checked first (the create schema and declared rules, the server
// part's `problems`, and each imported child's schema, rules and problems); a key the
// file repeats is an error on the later rows. The stored rows are then read by key a thousand at a time,
// with their primary children: a key only rows out of the caller's row scope have is that row's error
// (`texts.duplicate`), a row already holding the file's values changes nothing. Last, in one transaction,
// new rows go in a thousand per statement (their children too) and changed rows are updated one by one;
// nothing is written on a dry run, or when the file has errors unless the valid rows go alone. Another
// request taking one of the keys meanwhile is a 409 (`texts.duplicate`) and nothing is written.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { requiredSchema, type ResourceDeclaration } from '../../../common/resources';
import { withRules } from '../../../common/resources/rules';
import type { Database, Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { allOf } from '../crud';
import type { BatchedImport, ServerParts, StoredRow } from '../parts';
import { orConflict, type CrudTable } from '../rowWrites';
import { rowStamps } from '../stamps';
import type { ImportRoute } from '../rowSetRoutes';
import { cellText } from './cells';
import type { Column } from './cells';
import { holds, importColumns, parsedValues, readColumns } from './columns';
import { shouldApply, summary, type ImportRecord, type RowIssue } from './upload';

/** How many rows one read or one insert takes. */
const BATCH = 1000;

/** A child list whose primary row the record's own columns hold, with its table and its server part. */
export type ImportedChild = { declaration: ResourceDeclaration; table: CrudTable; parts?: ServerParts };

/** What the declared import already made of the declaration: its columns, its key and its create schema. */
export type ImportShape = {
  declaration: ResourceDeclaration;
  table: CrudTable;
  parts: ServerParts & { batchedImport: BatchedImport };
  columns: readonly Column[];
  key: string;
  keyHeader: string;
  headerOf: (field: unknown) => string;
  create: z.ZodType;
  repeated: (firstRow: number) => string;
  children: readonly ImportedChild[];
};

type FileRow = { row: number; values: Record<string, unknown>; children: (Record<string, unknown> | undefined)[] };

/**
 * Each child's columns (its exported fields but the primary flag), schema, its server part's own checks and
 * shaping (`batchedImport`, which it must give: an empty one says it has none) and what the kit stamps on its rows.
 */
function childImports(children: readonly ImportedChild[]) {
  return children.map(({ declaration, table, parts }) => {
    const { column: parentColumn, primaryFlag } = declaration.nested ?? {};
    if (!parentColumn || !primaryFlag) throw new Error(`${declaration.name}: an import writes the primary row of a nested list only`);
    if (!parts?.batchedImport) throw new Error(`${declaration.name}: a batched import writes it, so its server part needs batchedImport`);
    // Values stored other than sent (bank data) would need the app's keys, which no import holds.
    if (parts.storedValues) throw new Error(`${declaration.name}: an import does not write values stored sealed`);
    const columns = importColumns(declaration.fields).filter(({ field }) => field !== primaryFlag);
    const headerOf = (field: unknown) => columns.find((column) => column.field === field)?.header ?? String(field);
    const cells = table as unknown as Record<string, PgColumn>;
    return {
      declaration,
      table,
      columns,
      headerOf,
      create: withRules(requiredSchema(declaration, 'create'), declaration.rules),
      parent: cells[parentColumn],
      primary: cells[primaryFlag],
      parentColumn,
      primaryFlag,
      own: parts.batchedImport,
      stamps: rowStamps(table),
    };
  });
}

/**
 * A parsed row's problems by its server part (`own`: the declaration's rules are the schema's), pushed as
 * the file's errors under their headers; without any, its values as they will be written (the
 * declaration's `prepare`, then the server part's). The record's own rows and its children's alike.
 */
function checked(
  declaration: ResourceDeclaration,
  own: BatchedImport,
  input: Record<string, unknown>,
  row: number,
  headerOf: (field: unknown) => string,
  errors: RowIssue[],
) {
  const before = errors.length;
  for (const issue of own.problems?.(input) ?? []) errors.push({ row, field: headerOf(issue.loc.at(-1)), msg: issue.msg });
  if (errors.length > before) return undefined;
  const prepared = declaration.prepare ? declaration.prepare(input) : input;
  return own.prepare ? own.prepare(prepared) : prepared;
}

export function batchedApply(shape: ImportShape): ImportRoute['apply'] {
  const { declaration, table, parts, columns, key, keyHeader, headerOf, create, repeated } = shape;
  const { scope, batchedImport: own } = parts;
  if (parts.hooks?.afterWrite || parts.hooks?.afterCommit) {
    throw new Error(`${declaration.name}: its hooks act after each row's write, which a batched import does not make one by one`);
  }
  const children = childImports(shape.children);
  const stamps = rowStamps(table);
  const keyCell = (table as unknown as Record<string, PgColumn>)[key];
  const taken = declaration.texts.duplicate ?? `Já existe um registro com este valor em ${keyHeader}.`;

  /** A child's values in the record, checked as its create route checks them; undefined when its cells are blank or wrong. */
  const readChild = (child: (typeof children)[number], record: ImportRecord, errors: RowIssue[]) => {
    if (child.columns.every(({ header }) => cellText(record.cell(header)) === undefined)) return undefined;
    const before = errors.length;
    const values = readColumns(child.columns, record, errors);
    if (errors.length > before) return undefined;
    const input = parsedValues(child.create, values, record.row, child.headerOf, errors);
    if (!input) return undefined;
    return checked(child.declaration, child.own, input, record.row, child.headerOf, errors);
  };

  /** The record's values as they will be written, and its children's; undefined when it has problems. */
  const readRow = (record: ImportRecord, errors: RowIssue[]): FileRow | undefined => {
    const { row } = record;
    const before = errors.length;
    const cells = readColumns(columns, record, errors);
    // A cell that named nothing leaves the record's own checks out: they would only repeat it.
    const input = errors.length === before ? parsedValues(create, cells, row, headerOf, errors) : undefined;
    const values = input && checked(declaration, own, input, row, headerOf, errors);
    const childValues = children.map((child) => readChild(child, record, errors));
    if (!values || errors.length > before) return undefined;
    return { row, values, children: childValues };
  };

  /** The file's valid rows, each key's first row only (a repeat is an error naming the first). */
  const fileRows = (records: ImportRecord[], errors: RowIssue[]) => {
    const firstRow = new Map<string, number>();
    return records.flatMap((record) => {
      const row = readRow(record, errors);
      if (!row) return [];
      const value = row.values[key];
      if (value === undefined) return [row];
      const first = firstRow.get(String(value));
      if (first !== undefined) {
        errors.push({ row: row.row, field: keyHeader, msg: repeated(first) });
        return [];
      }
      firstRow.set(String(value), row.row);
      return [row];
    });
  };

  /** The primary rows of each child of these stored rows, by parent id. */
  const primariesOf = (db: Executor, ids: number[]) =>
    Promise.all(
      children.map(async (child) => {
        const rows = ids.length ? ((await db.select().from(child.table).where(and(inArray(child.parent, ids), eq(child.primary, true)))) as StoredRow[]) : [];
        return new Map(rows.map((row) => [row[child.parentColumn] as number, row]));
      }),
    );

  /** The rows to create and those to change; a key out of the caller's reach is that row's error. */
  const plan = async (db: Executor, user: User, rows: FileRow[], errors: RowIssue[]) => {
    const creates: FileRow[] = [];
    const updates: { row: FileRow; id: number }[] = [];
    const condition = scope?.(user);
    for (let start = 0; start < rows.length; start += BATCH) {
      const chunk = rows.slice(start, start + BATCH);
      const keys = chunk.flatMap(({ values }) => (values[key] === undefined ? [] : [values[key]]));
      const found = keys.length ? ((await db.select().from(table).where(inArray(keyCell, keys))) as StoredRow[]) : [];
      const byKey = new Map(found.map((row) => [String(row[key]), row]));
      const ids = found.map((row) => row.id);
      const reached = condition && ids.length
        ? new Set(((await db.select({ id: table.id }).from(table).where(allOf(inArray(table.id, ids), condition))) as { id: number }[]).map((row) => row.id))
        : undefined;
      const primaries = await primariesOf(db, ids);
      for (const row of chunk) {
        const stored = row.values[key] === undefined ? undefined : byKey.get(String(row.values[key]));
        if (!stored) creates.push(row);
        else if (reached && !reached.has(stored.id)) errors.push({ row: row.row, field: keyHeader, msg: taken });
        else {
          const unchanged =
            holds(stored, row.values) &&
            row.children.every((values, index) => {
              const primary = primaries[index].get(stored.id);
              return !values || (primary !== undefined && holds(primary, values));
            });
          if (!unchanged) updates.push({ row, id: stored.id });
        }
      }
    }
    return { creates, updates };
  };

  /** Makes `values` the parent's primary row of the child: the current primary changes, else a new one is added. */
  const writePrimary = async (tx: Executor, user: User, child: (typeof children)[number], parentId: number, values: Record<string, unknown> | undefined) => {
    if (!values) return;
    const [changed] = await tx
      .update(child.table)
      .set({ ...values, ...child.stamps.updated() })
      .where(and(eq(child.parent, parentId), eq(child.primary, true)))
      .returning({ id: child.table.id });
    if (!changed) await tx.insert(child.table).values(childRow(child, user, parentId, values) as never);
  };

  const childRow = (child: (typeof children)[number], user: User, parentId: number, values: Record<string, unknown>) => ({
    ...values,
    [child.parentColumn]: parentId,
    [child.primaryFlag]: true,
    ...child.stamps.created(user),
  });

  const apply = (db: Database, user: User, work: Awaited<ReturnType<typeof plan>>) =>
    orConflict(declaration, () =>
      db.transaction(async (tx) => {
        for (let start = 0; start < work.creates.length; start += BATCH) {
          const chunk = work.creates.slice(start, start + BATCH);
          const inserted = (await tx
            .insert(table)
            .values(chunk.map(({ values }) => ({ ...values, ...stamps.created(user) })) as never)
            .returning({ id: table.id, key: keyCell })) as { id: number; key: unknown }[];
          // A child finds its parent by the parent's key: PostgreSQL does not promise RETURNING the order of
          // VALUES. Only a row without a key (none to find it by) is taken at its place.
          const idByKey = new Map(inserted.map((row) => [String(row.key), row.id]));
          const parentId = (row: FileRow, at: number) =>
            row.values[key] === undefined ? inserted[at].id : idByKey.get(String(row.values[key]))!;
          for (const [index, child] of children.entries()) {
            const rows = chunk.flatMap((row, at) => {
              const values = row.children[index];
              return values ? [childRow(child, user, parentId(row, at), values)] : [];
            });
            if (rows.length) await tx.insert(child.table).values(rows as never);
          }
        }
        for (const { row, id } of work.updates) {
          await tx.update(table).set({ ...row.values, ...stamps.updated() }).where(eq(table.id, id));
          for (const [index, child] of children.entries()) await writePrimary(tx, user, child, id, row.children[index]);
        }
      }),
    );

  return async (db, user, records, options) => {
    const errors: RowIssue[] = [];
    const work = await plan(db, user, fileRows(records, errors), errors);
    const counts = { create: work.creates.length, update: work.updates.length };
    if (!shouldApply(options, errors)) return summary(records.length, counts, errors, false);
    await apply(db, user, work);
    return summary(records.length, counts, errors, true);
  };
}
