// POST /<apiPath>/import of a declaration with an `importKey`: the file's columns are its export's (each
// exported field that is not read-only, under its CSV header, an enum or flag by its label, a reference by
// its row's name: ./referenceCells.ts), and a row is found by its key: a new key creates a row, a known one
// changes the fields whose cells are filled; a key another row has out of the user's reach is refused as
// a duplicate. The server part's `importChildren` add the columns of the row's primary children
// (./importChildren.ts), written after it.
// Every row is written as POST and PATCH write it (../rowWrites.ts: the schemas, the cross-field rules, the
// server part's hooks and row scope), in one transaction, each in a savepoint of its own: a row's refusal
// (a schema's or rule's 422, a hook's 403 or 409, a duplicate) is that row's error. A dry run, or a file with
// errors unless the valid rows go alone, is then rolled back, so the preview counts what the import writes.
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
import { referenceTargets, type References } from '../references';
import type { CrudTable, RowWrites } from '../rowWrites';
import type { ImportRoute } from '../rowSetRoutes';
import { cellValue, holds, importColumns, readColumns } from './columns';
import { importedChildren, type ChildValues } from './importChildren';
import { namedRows, referenceValue, type ReferenceColumn } from './referenceCells';
import { shouldApply, summary, type ImportRecord, type RowIssue } from './upload';

export { DAY_EXPECTED } from './columns';

/** The import's transaction (its rows' savepoints open in it) and who imports. */
type ImportContext = { tx: Parameters<Parameters<Database['transaction']>[0]>[0]; queue: CommitQueue } & Pick<HookContext, 'user'>;

/** How many rows' stored values are read at once. */
const BATCH = 1000;

/** A write that changed nothing, undone so it leaves no trace (no audit entry, no touched timestamp). */
const UNCHANGED = Symbol('unchanged');
/** The problem of a key only rows out of the user's reach have, unless the declaration words its duplicate. */
const keyTaken = (header: string) => `Já existe um registro com este valor em ${header}.`;

/** A dry run, or a file whose errors stop it: every write undone. */
const NOT_APPLIED = Symbol('not applied');

/** The import route of a declaration that names its `importKey`, else undefined. */
export function declaredImport(
  app: FastifyInstance,
  declaration: ResourceDeclaration,
  table: CrudTable,
  { writes, parts, references }: { writes: RowWrites; parts: ServerParts; references?: References },
): ImportRoute | undefined {
  const key = declaration.importKey;
  if (!key) return undefined;
  const { required: requiredFields = [], repeated = (first: number) => `Repetido no arquivo (linha ${first})` } = declaration.importOptions ?? {};
  if ((parts.before?.create || parts.before?.update) && !parts.before.import) {
    throw new Error(`${declaration.name}: an import cannot run the server part's 'before' on each row: declare its before.import`);
  }
  const columns = importColumns(declaration.fields);
  // A reference is read by its row's name, as the export wrote it: its target must be known.
  const targets = new Map(referenceTargets(declaration.fields, references).map(({ field, target }) => [field, target]));
  const referenceColumns: ReferenceColumn[] = columns.flatMap((column) => {
    if (column.declared.input !== 'reference') return [];
    const target = targets.get(column.field);
    if (!target) throw new Error(`${declaration.name}: an import reads the reference '${column.field}' by name, whose target the kit does not know`);
    return [{ ...column, target }];
  });
  const keyColumn = columns.find((column) => column.field === key);
  if (!keyColumn) throw new Error(`${declaration.name}: its importKey '${key}' is not an exported, editable field`);
  const headerOf = (field: unknown) => columns.find((column) => column.field === field)?.header ?? keyColumn.header;
  const create = withRules(requiredSchema(declaration, 'create'), declaration.rules);
  const update = requiredSchema(declaration, 'update');
  // A file must have the key's column, the declared ones and those of the fields a new row cannot go without.
  const required = columns.filter(
    ({ field }) => field === key || requiredFields.includes(field as never) || !(create.shape[field] as z.ZodType | undefined)?.safeParse(undefined).success,
  );
  const keyCell = table as unknown as Record<string, PgColumn>;
  /** The key as stored: the update schema's reading of it (a document without its punctuation). */
  const keyValue = (value: unknown) => {
    const parsed = (update.shape[key] as z.ZodType | undefined)?.safeParse(value);
    return parsed?.success && parsed.data !== undefined ? parsed.data : value;
  };
  const children = importedChildren(parts.importChildren);

  /** The record's filled cells as values and its children's, or its problems (named by the file's headers). */
  const read = (record: ImportRecord, named: Awaited<ReturnType<typeof namedRows>>, errors: RowIssue[]) => {
    const before = errors.length;
    const values = readColumns(columns, record, errors, (column, cell) =>
      column.declared.input === 'reference' ? referenceValue(column, cell, named.get(column.field)) : cellValue(column, cell),
    );
    const childValues = children.read(record, errors);
    return errors.length > before ? undefined : { values, childValues };
  };

  /** The schema's problems, by header; the parsed values when there are none. */
  const parsed = (schema: z.ZodType, values: Record<string, unknown>, row: number, errors: RowIssue[]) => {
    const result = schema.safeParse(values);
    if (result.success) return result.data as Record<string, unknown>;
    for (const issue of result.error.issues) errors.push({ row, field: headerOf(issue.path[0]), msg: issue.message });
    return undefined;
  };

  /** A refusal of the write, as the row's problems. */
  const refused = (error: HttpError, row: number): RowIssue[] =>
    typeof error.detail === 'string'
      ? [{ row, field: keyColumn.header, msg: error.detail }]
      : error.detail.map((issue) => ({ row, field: headerOf(issue.loc.at(-1)), msg: issue.msg }));

  type FileRow = { row: number; values: Record<string, unknown>; childValues: ChildValues };

  /** Writes one row in a savepoint: created, changed, or left alone when it (and its children) already hold these values. */
  const writeRow = async (ctx: ImportContext, stored: StoredRow | undefined, { row, values, childValues }: FileRow, errors: RowIssue[]) => {
    const input = parsed(stored ? update : create, values, row, errors);
    if (!input) return undefined;
    const same = stored !== undefined && holds(stored, input);
    if (same && childValues.every((child) => child === undefined)) return undefined;
    try {
      // What a row's hooks leave for after the commit joins the import's only if the row's write held.
      return await queuedRow(ctx.queue, (onCommit) => ctx.tx.transaction(async (savepoint) => {
        const inside = { tx: savepoint, user: ctx.user, onCommit };
        if (!stored) {
          const created = await writes.create(inside, input);
          await children.write(inside, created.id, childValues);
          return { action: 'create' as const, row: created };
        }
        const after = same ? stored : await writes.update(inside, stored.id, input);
        const childrenChanged = await children.write(inside, stored.id, childValues);
        // What the schema or a hook normalised may still be the stored value (250000.5 for 250000.50).
        if (!childrenChanged && columns.every(({ field }) => String(after[field]) === String(stored[field]))) throw UNCHANGED;
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
  const fileRows = (records: ImportRecord[], named: Awaited<ReturnType<typeof namedRows>>, errors: RowIssue[]): FileRow[] => {
    const firstRow = new Map<unknown, number>();
    return records.flatMap((record) => {
      const found = read(record, named, errors);
      if (!found) return [];
      const { values } = found;
      if (values[key] !== undefined) values[key] = keyValue(values[key]);
      const first = firstRow.get(values[key]);
      if (first !== undefined) {
        errors.push({ row: record.row, field: keyColumn.header, msg: repeated(first) });
        return [];
      }
      if (values[key] !== undefined) firstRow.set(values[key], record.row);
      return [{ row: record.row, ...found }];
    });
  };

  /**
   * The stored rows of these keys, by key: those the user reaches, and `undefined` for a key only rows out
   * of reach have (creating it again would be a duplicate the user cannot see).
   */
  const storedByKey = async (ctx: Pick<HookContext, 'tx' | 'user'>, keys: unknown[]) => {
    if (!keys.length) return new Map<string, StoredRow | undefined>();
    const found = (await ctx.tx.select().from(table).where(inArray(keyCell[key], keys))) as StoredRow[];
    const scope = parts.scope?.(ctx.user);
    const reached = scope && found.length
      ? new Set(((await ctx.tx.select({ id: table.id }).from(table).where(allOf(inArray(table.id, found.map((row) => row.id)), scope))) as { id: number }[]).map((row) => row.id))
      : undefined;
    return new Map(found.map((row) => [String(row[key]), reached && !reached.has(row.id) ? undefined : row]));
  };

  return {
    summary: `Importa ${declaration.texts.noun ?? declaration.name} de um CSV ou XLSX (encontradas pela coluna ${keyColumn.header})`,
    requiredHeaders: required.map((column) => column.header),
    before: parts.before?.import,
    apply: async (db, user, records, options) => {
      const errors: RowIssue[] = [];
      const rows = fileRows(records, await namedRows(db, user, referenceColumns, records), errors);
      const written: { action: 'create' | 'update'; row: StoredRow }[] = [];
      const queue = commitQueue();
      try {
        await db.transaction(async (tx) => {
          const ctx = { tx, user, queue };
          // The stored rows a batch at a time: one query per batch, not one per row.
          for (let start = 0; start < rows.length; start += BATCH) {
            const batch = rows.slice(start, start + BATCH);
            const stored = await storedByKey(ctx, batch.flatMap(({ values }) => (values[key] === undefined ? [] : [values[key]])));
            for (const fileRow of batch) {
              const keyText = String(fileRow.values[key]);
              if (stored.has(keyText) && !stored.get(keyText)) {
                errors.push({ row: fileRow.row, field: keyColumn.header, msg: declaration.texts.duplicate ?? keyTaken(keyColumn.header) });
                continue;
              }
              const done = await writeRow(ctx, stored.get(keyText), fileRow, errors);
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
