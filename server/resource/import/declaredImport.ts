// POST /<apiPath>/import of a declaration with an `importKey`: the file's columns are its export's (each
// exported field that is not read-only, under its CSV header, an enum or flag by its label), and a row
// is found by its key: a new key creates a row, a known one changes the fields whose cells are filled.
// Every row is written as POST and PATCH write it (../rowWrites.ts: the schemas, the cross-field rules, the
// server part's hooks and row scope), in one transaction, each in a savepoint of its own: a row's refusal
// (a schema's or rule's 422, a hook's 403 or 409, a duplicate) is that row's error. A dry run, or a file with
// errors unless the valid rows go alone, is then rolled back, so the preview counts what the import writes.
//
// Which path: row by row as above, unless the server part gives `batchedImport` (../parts.ts), the DB-free
// form of what its hooks do to a row; then ./batchedImport.ts checks every row first and writes a thousand
// rows per statement. A resource whose hooks need the database for each row cannot say that, and keeps
// this path (it serves catalogues and the opportunities; the persons' file of a hundred thousand rows needs
// the batched one).
// `importOptions.children` (the primary rows a record's columns hold) are read by the batched path only.
//
// The row path also reads what the export writes by name: a reference by its row's name (`importByName`,
// ./names.ts: one query per batch), a lookup table's choice by its label (the server part's
// `lookupChoices`), several rows of a many-to-many in one cell (the server part's `importLinks` writes
// them), and a key the table does not keep unique (importOptions: a key two rows share, or only rows out
// of the caller's reach have, is that row's error). A server part that makes new rows its own way
// (`importCreate`) has them read as the edit's fields.
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requiredSchema, type ResourceDeclaration } from '../../../common/resources';
import { withRules } from '../../../common/resources/rules';
import { HttpError } from '../../platform/errors';
import { allOf } from '../crud';
import type { Database } from '../../platform/db/client';
import { commitQueue, queuedRow, type CommitQueue } from '../commitQueue';
import type { HookContext, ImportLinks, ServerParts, StoredRow } from '../parts';
import type { CrudTable, RowWrites } from '../rowWrites';
import type { References } from '../references';
import type { ImportRoute } from '../rowSetRoutes';
import { batchedApply, type ImportedChild } from './batchedImport';
import type { Column } from './cells';
import { holds, importColumns, parsedValues, readColumns, type CellContext } from './columns';
import { namedRows, type NamedColumn } from './names';
import { shouldApply, summary, type ImportRecord, type RowIssue } from './upload';

/** The import's transaction (its rows' savepoints open in it) and who imports. */
type ImportContext = { tx: Parameters<Parameters<Database['transaction']>[0]>[0]; queue: CommitQueue } & Pick<HookContext, 'user'>;

/** How many rows' stored values are read at once. */
const BATCH = 1000;

/** A write that changed nothing, undone so it leaves no trace (no audit entry, no touched timestamp). */
const UNCHANGED = Symbol('unchanged');
/** A dry run, or a file whose errors stop it: every write undone. */
const NOT_APPLIED = Symbol('not applied');

/** A record's values, by field, and the ids its many-valued cells link, by field. */
type FileRow = { row: number; values: Record<string, unknown>; links: Record<string, number[]> };
/** A stored row the file names, with its links. */
type Stored = { row: StoredRow; links: Record<string, readonly number[]> };

/** The reference columns an import reads by name, with where: each declares importByName, and its target is known. */
function namedColumns(declaration: ResourceDeclaration, columns: readonly Column[], references: References | undefined): NamedColumn[] {
  return columns.flatMap((column) => {
    if (column.declared.input !== 'reference') return [];
    const target = column.declared.importByName && column.declared.reference ? references?.(column.declared.reference) : undefined;
    // The export writes a reference by its row's name (../references.ts): the import must read it back so.
    if (!target) throw new Error(`${declaration.name}: an import reads the reference '${column.field}' by name only (importByName, a known reference)`);
    const cells = target.table as unknown as Record<string, PgColumn | undefined>;
    const unknown = Object.keys(column.declared.importByName?.where ?? {}).find((field) => !cells[field]);
    if (unknown) throw new Error(`${declaration.name}: '${column.field}' names rows by '${unknown}', which its reference's table has not`);
    return [{ ...column, target }];
  });
}

/** The named columns of several rows each (a separator), with the server part's writer of their links. */
function linkedColumns(declaration: ResourceDeclaration, named: readonly NamedColumn[], parts: ServerParts) {
  return named.flatMap(({ field, declared }) => {
    if (!declared.importByName?.separator) return [];
    const writer: ImportLinks | undefined = parts.importLinks?.[field];
    if (!writer) throw new Error(`${declaration.name}: '${field}' names several rows per cell, so its server part needs importLinks.${field}`);
    return [{ field, writer }];
  });
}

/** The import route of a declaration that names its `importKey`, else undefined. */
export function declaredImport(
  app: FastifyInstance,
  declaration: ResourceDeclaration,
  table: CrudTable,
  { writes, parts, children = [], references }: { writes: RowWrites; parts: ServerParts; children?: readonly ImportedChild[]; references?: References },
): ImportRoute | undefined {
  const key = declaration.importKey;
  if (!key) return undefined;
  const options = declaration.importOptions ?? {};
  const { required: requiredFields = [], repeated = (first: number) => `Repetido no arquivo (linha ${first})` } = options;
  // A server part that makes imported rows itself (importCreate) checks each new one there instead.
  if (((parts.before?.create && !parts.importCreate) || parts.before?.update) && !parts.before.import) {
    throw new Error(`${declaration.name}: an import cannot run the server part's 'before' on each row: declare its before.import`);
  }
  const columns = importColumns(declaration.fields, options.blankClears);
  const named = namedColumns(declaration, columns, references);
  const links = linkedColumns(declaration, named, parts);
  const keyColumn = columns.find((column) => column.field === key);
  if (!keyColumn) throw new Error(`${declaration.name}: its importKey '${key}' is not an exported, editable field`);
  const headerOf = (field: unknown) => columns.find((column) => column.field === field)?.header ?? keyColumn.header;
  const update = requiredSchema(declaration, 'update');
  // Rows the server part makes its own way are read as the edit's fields.
  const create = parts.importCreate ? update : withRules(requiredSchema(declaration, 'create'), declaration.rules);
  // A file must have the key's column, the declared ones and those of the fields a new row cannot go without,
  // named first as importOptions.required orders them where it names the key too, else in the declaration's order.
  const ordered: readonly string[] = requiredFields.includes(key as never) ? requiredFields : [];
  const rank = (field: string) => (ordered.includes(field) ? ordered.indexOf(field) : ordered.length);
  const required = columns
    .filter(
      ({ field }) => field === key || requiredFields.includes(field as never) || !(create.shape[field] as z.ZodType | undefined)?.safeParse(undefined).success,
    )
    .sort((a, b) => rank(a.field) - rank(b.field));
  const taken = options.taken ?? declaration.texts.duplicate ?? `Já existe um registro com este valor em ${keyColumn.header}.`;
  const withChildren = children.length ? ` (com ${children.map((child) => child.declaration.texts.noun).join(' e ')} principais)` : '';
  const route = {
    summary: `Importa ${declaration.texts.noun ?? declaration.name}${withChildren} de um CSV ou XLSX (encontradas pela coluna ${keyColumn.header})`,
    requiredHeaders: required.map((column) => column.header),
    before: parts.before?.import,
  };
  const { batchedImport } = parts;
  if (batchedImport && (named.length || parts.lookupChoices || parts.importCreate || options.keyRequired || options.blankClears)) {
    throw new Error(`${declaration.name}: a batched import reads no names, lookup tables or shared keys, and makes rows the kit's way`);
  }
  if (batchedImport) {
    const shape = { declaration, table, parts: { ...parts, batchedImport }, columns, key, keyHeader: keyColumn.header, headerOf, create, repeated, children };
    return { ...route, apply: batchedApply(shape) };
  }
  if (children.length) throw new Error(`${declaration.name}: only a batched import (the server part's batchedImport) reads its children's columns`);
  const keyCell = table as unknown as Record<string, PgColumn>;

  /** The record's filled cells as values and the links its many-valued cells name, or its problems (named by the file's headers). */
  const read = (record: ImportRecord, errors: RowIssue[], context: CellContext): FileRow | undefined => {
    const before = errors.length;
    const values = readColumns(columns, record, errors, context);
    if (values[key] === undefined && options.keyRequired) errors.push({ row: record.row, field: keyColumn.header, msg: options.keyRequired });
    if (errors.length > before) {
      // The other cells' problems too, so a row is corrected in one go (the edit's schema: each value on its own).
      parsedValues(update, values, record.row, headerOf, errors);
      return undefined;
    }
    const linked = Object.fromEntries(links.map(({ field }) => [field, (values[field] as number[] | undefined) ?? []]));
    for (const { field } of links) delete values[field];
    return { row: record.row, values, links: linked };
  };

  /** A refusal of the write, as the row's problems. */
  const refused = (error: HttpError, row: number): RowIssue[] =>
    typeof error.detail === 'string'
      ? [{ row, field: keyColumn.header, msg: error.detail }]
      : error.detail.map((issue) => ({ row, field: headerOf(issue.loc.at(-1)), msg: issue.msg }));

  /** Whether a row's links already are the file's. */
  const sameLinks = (wanted: readonly number[], current: readonly number[]) =>
    wanted.length === current.length && wanted.every((id) => current.includes(id));

  /** Makes the row's links the file's; true when any changed. */
  const relink = async (ctx: HookContext, rowId: number, file: FileRow, current: Record<string, readonly number[]>) => {
    let changed = false;
    for (const { field, writer } of links) {
      const was = current[field] ?? [];
      if (sameLinks(file.links[field], was)) continue;
      await writer.relink(ctx, rowId, file.links[field], was);
      changed = true;
    }
    return changed;
  };

  /** Writes one row in a savepoint: created, changed, or left alone when it already holds these values. */
  const writeRow = async (ctx: ImportContext, stored: Stored | undefined, file: FileRow, errors: RowIssue[]) => {
    const { row } = file;
    const input = parsedValues(stored ? update : create, file.values, row, headerOf, errors);
    if (!input) return undefined;
    const current = stored?.links ?? {};
    if (stored && holds(stored.row, input) && links.every(({ field }) => sameLinks(file.links[field], current[field] ?? []))) return undefined;
    try {
      // What a row's hooks leave for after the commit joins the import's only if the row's write held.
      return await queuedRow(ctx.queue, (onCommit) => ctx.tx.transaction(async (savepoint) => {
        const inside = { tx: savepoint, user: ctx.user, onCommit };
        if (!stored) {
          // The server part's own rows are read as the edit's fields, which may leave the key out.
          const created = parts.importCreate ? await parts.importCreate(inside, { ...input, [key]: file.values[key] }) : await writes.create(inside, input);
          await relink(inside, created.id, file, {});
          return { action: 'create' as const, row: created };
        }
        const after = await writes.update(inside, stored.row.id, input);
        const relinked = await relink(inside, after.id, file, current);
        // What the schema or a hook normalised may still be the stored value (250000.5 for 250000.50).
        if (!relinked && columns.every(({ field }) => String(after[field]) === String(stored.row[field]))) throw UNCHANGED;
        return { action: 'update' as const, row: after };
      }));
    } catch (error) {
      if (error === UNCHANGED) return undefined;
      if (!(error instanceof HttpError)) throw error;
      errors.push(...refused(error, row));
      return undefined;
    }
  };

  /** The file's rows as values, a batch at a time (its names read at once), each key's first row only (a repeat is an error naming the first). */
  const fileRows = async (db: Database, user: HookContext['user'], records: ImportRecord[], errors: RowIssue[]) => {
    const firstRow = new Map<unknown, number>();
    const choices = await parts.lookupChoices?.(db);
    const rows: FileRow[] = [];
    for (let start = 0; start < records.length; start += BATCH) {
      const batch = records.slice(start, start + BATCH);
      const context = { choices, names: named.length ? await namedRows(db, user, named, batch) : undefined };
      for (const record of batch) {
        const file = read(record, errors, context);
        if (!file) continue;
        const value = file.values[key];
        const first = firstRow.get(value);
        if (first !== undefined) {
          errors.push({ row: record.row, field: keyColumn.header, msg: repeated(first) });
          continue;
        }
        if (value !== undefined) firstRow.set(value, record.row);
        rows.push(file);
      }
    }
    return rows;
  };

  /**
   * The stored rows of these keys, by key, with their links: a key only rows out of the user's reach have
   * is taken, one two rows share is ambiguous (each that row's error).
   */
  const storedByKey = async (ctx: Pick<HookContext, 'tx' | 'user'>, keys: unknown[]) => {
    const found = keys.length ? ((await ctx.tx.select().from(table).where(inArray(keyCell[key], keys))) as StoredRow[]) : [];
    const condition = parts.scope?.(ctx.user);
    const ids = found.map((row) => row.id);
    const reached = condition && ids.length
      ? new Set(((await ctx.tx.select({ id: table.id }).from(table).where(allOf(inArray(table.id, ids), condition))) as { id: number }[]).map((row) => row.id))
      : undefined;
    const linked = await Promise.all(links.map(({ writer }) => (ids.length ? writer.linked(ctx.tx, ids) : new Map<number, number[]>())));
    const byKey = new Map<string, Stored | string>();
    for (const row of found) {
      const known = byKey.get(String(row[key]));
      if (reached && !reached.has(row.id)) byKey.set(String(row[key]), taken);
      else if (typeof known === 'string') continue;
      else if (known) byKey.set(String(row[key]), options.ambiguous ?? taken);
      else byKey.set(String(row[key]), { row, links: Object.fromEntries(links.map(({ field }, index) => [field, linked[index].get(row.id) ?? []])) });
    }
    return byKey;
  };

  return {
    ...route,
    apply: async (db, user, records, choice) => {
      const errors: RowIssue[] = [];
      const rows = await fileRows(db, user, records, errors);
      const written: { action: 'create' | 'update'; row: StoredRow }[] = [];
      const queue = commitQueue();
      try {
        await db.transaction(async (tx) => {
          const ctx = { tx, user, queue };
          // The stored rows a batch at a time: one query per batch, not one per row.
          for (let start = 0; start < rows.length; start += BATCH) {
            const batch = rows.slice(start, start + BATCH);
            const stored = await storedByKey(ctx, batch.flatMap(({ values }) => (values[key] === undefined ? [] : [values[key]])));
            for (const file of batch) {
              const found = file.values[key] === undefined ? undefined : stored.get(String(file.values[key]));
              if (typeof found === 'string') {
                errors.push({ row: file.row, field: keyColumn.header, msg: found });
                continue;
              }
              const done = await writeRow(ctx, found, file, errors);
              if (done) written.push(done);
            }
          }
          if (!shouldApply(choice, errors)) throw NOT_APPLIED;
        });
      } catch (error) {
        if (error !== NOT_APPLIED) throw error;
      }
      const counts = { create: written.filter((write) => write.action === 'create').length, update: written.filter((write) => write.action === 'update').length };
      const applied = shouldApply(choice, errors);
      if (applied) {
        for (const write of written) await parts.hooks?.afterCommit?.(write, app);
        await queue.run(app);
      }
      return summary(records.length, counts, errors, applied);
    },
  };
}
