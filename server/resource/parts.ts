// What a declared resource (common/resources/) needs on the server beyond its declaration: code that
// reads the database or other server parts, which the declaration, shared with the browser, cannot hold.
// Each is optional; server/declaredRoutes.ts keys them by resource name.
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ExportColumn } from '../../common/export/columns';
import type { Database, Executor } from '../platform/db/client';
import type { SyncJobKind, User } from '../platform/db/schema';
import type { Permission } from '../../common/policy';
import type { ValidationIssue } from '../platform/errors';
import type { StoredFile } from '../platform/storage/writeWithFiles';
import type { CommitTask } from './commitQueue';
import type { ComputedColumnSql } from './computedColumns';
import type { ListResult, Page } from './crud';
import type { ListView } from './listView';
import type { SortParams } from './listSort';

export type StoredRow = { id: number } & Record<string, unknown>;

/** A list's filter as its query parsed it: the declared filters and the text search (./listCondition.ts). */
export type ListFilter = { query?: string } & Record<string, unknown>;

/**
 * Who writes and where: the hooks run inside the write's transaction, so a refusal undoes it. `onCommit`
 * queues what must wait for the commit and needs what the write itself removes (the storage keys of the
 * documents a deleted row's cascade takes with it); ResourceHooks.afterCommit gets the row alone.
 */
export type HookContext = {
  tx: Executor;
  user: User;
  onCommit: (task: CommitTask) => void;
  /**
   * A create form's (the declaration's `createFiles`, ./createForm.ts): its text fields as sent (a field
   * sent twice, each value) and its files, each with the key it is stored under once the write commits;
   * the hooks write the rows that name them (the opportunities' documents).
   */
  form?: { fields: Record<string, string[]>; files: StoredFile[] };
};

/**
 * Rules and side effects around each write, run alike by the single-row routes and the bulk actions (and
 * by any import built on server/resource/rowWrites.ts). Throw an HttpError to refuse: a route answers it,
 * a bulk run reports it for that row.
 */
export type ResourceHooks = {
  /** Before the insert; may answer the values to insert instead (e.g. a derived column). */
  beforeCreate?: (values: Record<string, unknown>, ctx: HookContext) => Promise<Record<string, unknown> | void>;
  /**
   * Before the update, with the stored row (locked) and the change (only the fields sent); may answer the
   * change to apply instead (e.g. a timestamp the server sets with a flag).
   */
  beforeUpdate?: (stored: StoredRow, changes: Record<string, unknown>, ctx: HookContext) => Promise<Record<string, unknown> | void>;
  /** Before the delete, with the stored row (locked). */
  beforeDelete?: (stored: StoredRow, ctx: HookContext) => Promise<void>;
  /** After any write, with the row before (none for a create) and after (none for a delete). */
  afterWrite?: (
    write: { action: 'create' | 'update' | 'delete'; before?: StoredRow; after?: StoredRow },
    ctx: HookContext,
  ) => Promise<void>;
  /**
   * After the write's transaction committed (a bulk run's, for each row it changed): what must not happen
   * unless the row change holds, e.g. removing a deleted document's file from storage.
   */
  afterCommit?: (write: { action: 'create' | 'update' | 'delete'; row: StoredRow }, app: FastifyInstance) => Promise<void>;
};

/**
 * A resource whose values are stored other than they are answered (bank data: encrypted at rest, masked to
 * whoever may not see it in full). The rules and hooks see the row in clear; only the answer is presented.
 */
export type StoredValues = {
  /** A stored row in clear. */
  open: (row: StoredRow) => StoredRow;
  /** Values as they are stored; on an update, `previous` (the row in clear and as stored) keeps an unchanged value as stored. */
  seal: (values: Record<string, unknown>, previous?: { current: StoredRow; stored: StoredRow }) => Record<string, unknown>;
  /** The change a client sent, less the values that only echo what it was shown (a masked value sent back). */
  sent: (changes: Record<string, unknown>, current: StoredRow) => Record<string, unknown>;
  /** A row in clear as this user may see it. */
  present: (row: StoredRow, user: User) => StoredRow;
};

/**
 * An export's own columns and the batches of rows they read (./rowSetRoutes.ts ExportRoute), the row type
 * left open: a resource declares the two together, so they agree. `batches` is a method, so a resource's
 * may type its filter as its own list query.
 */
export type OwnExport = {
  columns: readonly ExportColumn<never>[];
  batches(db: Database, user: User, target: { ids?: number[]; filter: ListFilter }): Promise<AsyncIterable<unknown[]>> | AsyncIterable<unknown[]>;
};

/**
 * A resource whose answer says more than its stored row (money as numbers, the names behind its ids, its
 * tags): every generated route that answers rows answers them through `present`. `detail` is what GET /:id
 * adds beside (a background job's state), its fields' schemas documenting the answer; with `under`, the
 * row is answered under that key beside them (the persons' {person, addresses, ...}). Its `add` gets the
 * request too: what it adds may depend on the caller or be a read to audit.
 */
export type ReadModel = {
  /** The rows as answered, in their order: one read for all of them (none: as stored). */
  present?: (db: Executor, rows: StoredRow[]) => Promise<Record<string, unknown>[]>;
  detail?: {
    fields: z.ZodRawShape;
    under?: string;
    add: (db: Executor, row: StoredRow, request: FastifyRequest) => Promise<Record<string, unknown>>;
  };
  /**
   * What POST / answers beside the row (the opportunities' `anexos`: the documents its form sent), its
   * fields' schemas documenting the answer; `add` reads it once the write (and its files) committed.
   */
  created?: {
    fields: z.ZodRawShape;
    add: (db: Executor, row: StoredRow) => Promise<Record<string, unknown>>;
  };
  /**
   * GET /export's file when it says more than the declared columns of the row (names and labels for ids
   * and codes, a row's tags): its columns, and `batch` (made once per export, so it may read lookups
   * once) completing each batch of rows read.
   */
  export?: {
    columns: readonly ExportColumn<Record<string, unknown>>[];
    batch: (db: Executor) => Promise<(rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>>;
  };
};

/**
 * A bulk action of the resource's own (POST /bulk, beside the declared ones) that is not a field set, e.g.
 * adding a tag: its summary's words, the id its `value` names (`value`: what it names, for the docs),
 * checked once before any row is locked (`check`: a refusal is the body's 422 on `value`), and what each
 * row goes through (true when it changed), with the kit's single-row writes at hand.
 */
export type OwnBulkAction = {
  label: string;
  value?: { names: string; check: (db: Executor, value: number) => Promise<unknown> };
  row: (ctx: HookContext, row: StoredRow, given: { value?: number; checked?: unknown; writes: RowWritesOf }) => Promise<boolean>;
};

/** The single-row writes a bulk action may run (./rowWrites.ts RowWrites, named here without importing its module). */
export type RowWritesOf = {
  update: (ctx: HookContext, id: number, input: Record<string, unknown>) => Promise<StoredRow>;
  remove: (ctx: HookContext, id: number) => Promise<StoredRow>;
};

export type ServerParts = {
  hooks?: ResourceHooks;
  readModel?: ReadModel;
  /**
   * For `nested` rows: their parent, read for a list or locked for a write (before the row itself, so writes
   * to one parent's rows happen one at a time); it refuses (404) a parent the user may not reach.
   */
  parent?: (ctx: Pick<HookContext, 'tx' | 'user'>, parentId: number, lock: boolean) => Promise<unknown>;
  /** Values stored other than answered, given the app (its keys): see StoredValues. */
  storedValues?: (app: FastifyInstance) => StoredValues;
  /** After a nested list was read, with the rows as answered: what the read itself entails (an audited full read). */
  afterList?: (request: FastifyRequest, parentId: number, rows: StoredRow[]) => Promise<void>;
  /**
   * What POST / and PATCH /:id do before their transaction opens: what must count even when the write is
   * refused and must not wait on the transaction (a rate limit counted in the database, e.g. the document
   * checks a registration spends), or slow work on the body, which they may answer in its place (a
   * password hashed, so the row stays locked only for the write). A create form's (`createFiles`) runs
   * before the form is read, so its refusal stages no file; it answers no body (the form is the body).
   */
  before?: { [W in 'create' | 'update']?: (request: FastifyRequest) => Promise<Record<string, unknown> | void> } & {
    /** What POST /import does instead, once for the file's `rows` (an import cannot run the others on each row). */
    import?: (request: FastifyRequest, rows: number) => Promise<void>;
  };
  /**
   * The rows `user` may reach (a condition on the resource's table), for a declaration whose rowScope is
   * `owned`; every generated route and bulk action applies it, a row outside answering like a missing one.
   */
  scope?: (user: User) => SQL | undefined;
  /**
   * The condition of a declared filter that is not "column = value" (a range, `mine=true`, a computed
   * state), by the filter's name in `schemas.filters`; it gets the parsed value and the caller. Any
   * other declared filter is the column of its name equal to the value.
   */
  filters?: Record<string, (value: unknown, user: User) => SQL | undefined>;
  /**
   * The list's and export's `query` condition when it is not "a searchable field contains the text (a
   * document field, with or without its punctuation)" (e.g. a search through an indexed expression).
   */
  search?: (text: string) => SQL | undefined;
  /**
   * The generated list reads its pages through prepared statements of this name (./preparedPages.ts):
   * for a much-read list without row scope, custom search or totals, whose own `filters` do not depend
   * on the caller.
   */
  preparedList?: string;
  /**
   * The list's page read the resource's own way, for a table too large for a count and an OFFSET per page
   * (persons: counter tables, a deep page's jump to its id range). It gets the list query as parsed (its
   * declared filters and search, the page, the sort) and the caller's row `scope`, which it must apply;
   * the kit keeps the route, its query, its answer and its computed columns. It also gets the caller
   * (`user`: whom a 'mine' filter or the counters it may add up mean) and answers the declared totals'
   * `sums` when the declaration has them. Its rows are answered through `readModel.present` unless it
   * says they already are (`answered`: read with what the answer adds, in the page's own statement).
   */
  listPage?: (
    db: Executor,
    list: { scope?: SQL; user: User; filters: ListFilter; page: Page; sort: SortParams },
  ) => Promise<ListResult<StoredRow> & { sums?: Record<string, string>; answered?: boolean }>;
  /**
   * Other paths of GET / that answer the same list with the same query (the opportunities' `/search`), or
   * a narrower one under its own summary (ListAlias).
   */
  listAliases?: readonly (string | ListAlias)[];
  /**
   * Paths of GET / that answer the list of one value of a declared filter, the id in the path's `param`
   * (the opportunities of one executive: `/executivo/:executivo_id`), a page at a time in the default order.
   */
  listsBy?: readonly { path: string; param: string; filter: string; summary: string }[];
  /**
   * The values of the declaration's `computed` fields for one row of its table, each a sub-select
   * (./computedColumns.ts); the list answers those its `columns` query names, for the page's rows only.
   */
  computedColumns?: (user: User) => ComputedColumnSql;
  /**
   * GET /export's rows read the resource's own way, with their own columns (persons: each with its
   * primary address and contact, the columns its import reads back), instead of the exported fields of
   * its table; `batches` applies the caller's row scope itself. Where the kit may read the rows and only
   * their answer says more, `readModel.export` completes them instead (as `listPage` and
   * `readModel.present` stand for the list).
   */
  exportRows?: OwnExport;
  /** Bulk actions of its own beside the declared ones, in the body's order before them (OwnBulkAction). */
  bulkActions?: Record<string, OwnBulkAction>;
  /**
   * Its background Odoo sync (server/platform/jobs/): PUT `<path>/:<idParam>` queues one row's job of `kind` and
   * GET there answers its state (server/platform/jobs/routes.ts, `summary` saying what the sync makes in Odoo),
   * GET /:<idParam> adds its latest as `odoo_sync`, and bulk `sync` queues one for each target row not in Odoo
   * yet (`inOdoo`, its Odoo id column, says which are). The single-row and bulk syncs are for whom
   * `permission` allows (without it: the declaration's `sync` access, and the bulk's own).
   */
  odooSync?: { kind: SyncJobKind; inOdoo: SQL | PgColumn; path: string; summary: string; permission?: Permission };
  /**
   * A bulk action's `filter` read the resource's own way, as its `listPage` reads the list's (a search
   * that reads the database first); the kit adds the row scope.
   */
  bulkFilter?: (db: Executor, filter: ListFilter) => Promise<SQL | undefined>;
  /** Routes of the resource that are not CRUD, mounted at its apiPath beside the generated ones: a plugin, or several in order. */
  extra?: FastifyPluginAsync | readonly FastifyPluginAsync[];
  /** Lists of a view of another table (./listView.ts), served at their paths under its apiPath, guarded by its `list` access. */
  views?: readonly ListView[];
  /**
   * Its declared import runs batched (./import/batchedImport.ts) rather than row by row through the hooks:
   * what the write hooks do to a row, said without the database (BatchedImport). Give it only when that is
   * all they do beyond what the batched import itself does (the key's uniqueness, read for a thousand rows at
   * once); a resource whose hooks need the database for each row leaves it out and keeps the row path.
   */
  batchedImport?: BatchedImport;
  /**
   * The choices of 'enum' fields whose values are rows of a lookup table rather than declared (an
   * opportunity's stages and theses), by field, read once per import: its cells name them by label.
   */
  lookupChoices?: (db: Executor) => Promise<Record<string, readonly { id: number; name: string }[]>>;
  /**
   * The many-to-many of a reference field whose import names several rows in one cell (`importByName.separator`:
   * an opportunity's tags), by field: the ids each stored row links (`linked`, for a batch of rows at once),
   * and how one row's links become the file's (`relink`, in the row's write: its history, if any).
   */
  importLinks?: Record<string, ImportLinks>;
  /**
   * A new row of the declared import made the resource's own way, in the row's savepoint: its cells are
   * then read as the edit's fields (the update schema, as a known row's), not POST's body, and this applies
   * its create rules and answers the row as stored (an opportunity: a Lead of an active thesis and a client).
   */
  importCreate?: (ctx: HookContext, input: Record<string, unknown>) => Promise<StoredRow>;
};

/**
 * A path of the list whose filters are partly set: by the path, each `:name` in it one of the list's filters
 * (the persons' /search/:query), or by `filters`, values as parsed (the persons' potential partners, a role).
 * Its query takes the others.
 */
export type ListAlias = { path: string; summary: string; filters?: ListFilter };

/** One many-to-many an import writes (ServerParts.importLinks). */
export type ImportLinks = {
  linked: (db: Executor, rowIds: number[]) => Promise<Map<number, number[]>>;
  relink: (ctx: HookContext, rowId: number, wanted: readonly number[], current: readonly number[]) => Promise<void>;
};

/**
 * The per-row work of a resource's write hooks, for an import that writes a thousand rows per statement:
 * its checks (`problems`, on the whole row as parsed; the record's declared `problems` are the kit's) and
 * its shaping (`prepare`); the author and the change's time are the kit's own stamps (./stamps.ts).
 */
export type BatchedImport = {
  problems?: (values: Record<string, unknown>) => readonly ValidationIssue[];
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
};
