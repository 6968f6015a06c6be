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
// this path (it serves catalogues; the persons' file of a hundred thousand rows needs the batched one).
// `importOptions.children` (the primary rows a record's columns hold) are read by the batched path only.
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
import type { HookContext, ServerParts, StoredRow } from '../parts';
import type { CrudTable, RowWrites } from '../rowWrites';
import type { ImportRoute } from '../rowSetRoutes';
import { batchedApply, type ImportedChild } from './batchedImport';
import { holds, importColumns, parsedValues, readColumns } from './columns';
import { shouldApply, summary, type ImportRecord, type RowIssue } from './upload';

/** The import's transaction (its rows' savepoints open in it) and who imports. */
type ImportContext = { tx: Parameters<Parameters<Database['transaction']>[0]>[0]; queue: CommitQueue } & Pick<HookContext, 'user'>;

/** How many rows' stored values are read at once. */
const BATCH = 1000;

/** A write that changed nothing, undone so it leaves no trace (no audit entry, no touched timestamp). */
const UNCHANGED = Symbol('unchanged');
/** A dry run, or a file whose errors stop it: every write undone. */
const NOT_APPLIED = Symbol('not applied');

/** The import route of a declaration that names its `importKey`, else undefined. */
export function declaredImport(
  app: FastifyInstance,
  declaration: ResourceDeclaration,
  table: CrudTable,
  { writes, parts, children = [] }: { writes: RowWrites; parts: ServerParts; children?: readonly ImportedChild[] },
): ImportRoute | undefined {
  const key = declaration.importKey;
  if (!key) return undefined;
  const { required: requiredFields = [], repeated = (first: number) => `Repetido no arquivo (linha ${first})` } = declaration.importOptions ?? {};
  if ((parts.before?.create || parts.before?.update) && !parts.before.import) {
    throw new Error(`${declaration.name}: an import cannot run the server part's 'before' on each row: declare its before.import`);
  }
  const columns = importColumns(declaration.fields);
  // The export writes a reference by its row's name (../references.ts), which this import does not read back yet.
  const reference = columns.find(({ declared }) => declared.input === 'reference');
  if (reference) throw new Error(`${declaration.name}: an import does not read the reference '${reference.field}' by name yet`);
  const keyColumn = columns.find((column) => column.field === key);
  if (!keyColumn) throw new Error(`${declaration.name}: its importKey '${key}' is not an exported, editable field`);
  const headerOf = (field: unknown) => columns.find((column) => column.field === field)?.header ?? keyColumn.header;
  const create = withRules(requiredSchema(declaration, 'create'), declaration.rules);
  const update = requiredSchema(declaration, 'update');
  // A file must have the key's column, the declared ones and those of the fields a new row cannot go without.
  const required = columns.filter(
    ({ field }) => field === key || requiredFields.includes(field as never) || !(create.shape[field] as z.ZodType | undefined)?.safeParse(undefined).success,
  );
  const withChildren = children.length ? ` (com ${children.map((child) => child.declaration.texts.noun).join(' e ')} principais)` : '';
  const route = {
    summary: `Importa ${declaration.texts.noun ?? declaration.name}${withChildren} de um CSV ou XLSX (encontradas pela coluna ${keyColumn.header})`,
    requiredHeaders: required.map((column) => column.header),
    before: parts.before?.import,
  };
  const { batchedImport } = parts;
  if (batchedImport) {
    const shape = { declaration, table, parts: { ...parts, batchedImport }, columns, key, keyHeader: keyColumn.header, headerOf, create, repeated, children };
    return { ...route, apply: batchedApply(shape) };
  }
  if (children.length) throw new Error(`${declaration.name}: only a batched import (the server part's batchedImport) reads its children's columns`);
  const keyCell = table as unknown as Record<string, PgColumn>;

  /** The record's filled cells as values, or its problems (named by the file's headers). */
  const read = (record: ImportRecord, errors: RowIssue[]) => {
    const before = errors.length;
    const values = readColumns(columns, record, errors);
    return errors.length > before ? undefined : values;
  };

  /** A refusal of the write, as the row's problems. */
  const refused = (error: HttpError, row: number): RowIssue[] =>
    typeof error.detail === 'string'
      ? [{ row, field: keyColumn.header, msg: error.detail }]
      : error.detail.map((issue) => ({ row, field: headerOf(issue.loc.at(-1)), msg: issue.msg }));

  /** Writes one row in a savepoint: created, changed, or left alone when it already holds these values. */
  const writeRow = async (ctx: ImportContext, stored: StoredRow | undefined, values: Record<string, unknown>, row: number, errors: RowIssue[]) => {
    const input = parsedValues(stored ? update : create, values, row, headerOf, errors);
    if (!input || (stored && holds(stored, input))) return undefined;
    try {
      // What a row's hooks leave for after the commit joins the import's only if the row's write held.
      return await queuedRow(ctx.queue, (onCommit) => ctx.tx.transaction(async (savepoint) => {
        const inside = { tx: savepoint, user: ctx.user, onCommit };
        if (!stored) return { action: 'create' as const, row: await writes.create(inside, input) };
        const after = await writes.update(inside, stored.id, input);
        // What the schema or a hook normalised may still be the stored value (250000.5 for 250000.50).
        if (columns.every(({ field }) => String(after[field]) === String(stored[field]))) throw UNCHANGED;
        return { action: 'update' as const, row: after };
      }));
    } catch (error) {
      if (error === UNCHANGED) return undefined;
      if (!(error instanceof HttpError)) throw error;
      errors.push(...refused(error, row));
      return undefined;
    }
  };

  /** The file's rows as values, each key's first row only (a repeat is an error naming the first). */
  const fileRows = (records: ImportRecord[], errors: RowIssue[]) => {
    const firstRow = new Map<unknown, number>();
    return records.flatMap((record) => {
      const values = read(record, errors);
      if (!values) return [];
      const first = firstRow.get(values[key]);
      if (first !== undefined) {
        errors.push({ row: record.row, field: keyColumn.header, msg: repeated(first) });
        return [];
      }
      if (values[key] !== undefined) firstRow.set(values[key], record.row);
      return [{ row: record.row, values }];
    });
  };

  /** The stored rows of these keys that the user reaches, by key. */
  const storedByKey = async (ctx: Pick<HookContext, 'tx' | 'user'>, keys: unknown[]) => {
    const found = keys.length ? ((await ctx.tx.select().from(table).where(allOf(inArray(keyCell[key], keys), parts.scope?.(ctx.user)))) as StoredRow[]) : [];
    return new Map(found.map((row) => [String(row[key]), row]));
  };

  return {
    ...route,
    apply: async (db, user, records, options) => {
      const errors: RowIssue[] = [];
      const rows = fileRows(records, errors);
      const written: { action: 'create' | 'update'; row: StoredRow }[] = [];
      const queue = commitQueue();
      try {
        await db.transaction(async (tx) => {
          const ctx = { tx, user, queue };
          // The stored rows a batch at a time: one query per batch, not one per row.
          for (let start = 0; start < rows.length; start += BATCH) {
            const batch = rows.slice(start, start + BATCH);
            const stored = await storedByKey(ctx, batch.flatMap(({ values }) => (values[key] === undefined ? [] : [values[key]])));
            for (const { row, values } of batch) {
              const done = await writeRow(ctx, stored.get(String(values[key])), values, row, errors);
              if (done) written.push(done);
            }
          }
          if (!shouldApply(options, errors)) throw NOT_APPLIED;
        });
      } catch (error) {
        if (error !== NOT_APPLIED) throw error;
      }
      const counts = { create: written.filter((write) => write.action === 'create').length, update: written.filter((write) => write.action === 'update').length };
      const applied = shouldApply(options, errors);
      if (applied) {
        for (const write of written) await parts.hooks?.afterCommit?.(write, app);
        await queue.run(app);
      }
      return summary(records.length, counts, errors, applied);
    },
  };
}
