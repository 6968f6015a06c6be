// The bulk machinery every `POST /<resource>/bulk` builds on: the body (an action, the rows
// named by `ids` or by the list's own `filter`, and a `value` for the actions that need one), the answer
// ({matched, changed, refused}) and the run itself. A run is one transaction: the target rows are locked
// in id order, then each row goes through the resource's single-row rules inside a savepoint. A rule that
// refuses (an HttpError, as the single-row endpoint would answer) undoes that row only and is reported;
// any other failure rolls back every row.
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { id } from './crud';
import type { Database, Executor } from '../platform/db/client';
import { HttpError, unprocessable } from '../platform/errors';

export const BULK_TARGET = "Envie 'ids' ou 'filter', um dos dois.";
export const BULK_ACTION_INVALID = 'Ação inválida';
export const BULK_VALUE_REQUIRED = "Esta ação precisa de um 'value'.";
/** Ids sent at once; a larger set is a filter's job. */
export const BULK_MAX_IDS = 1000;

export type BulkRefusal = { id: number; detail: string };
export type BulkResult = { matched: number; changed: number; refused: BulkRefusal[] };

export const bulkResult = z.object({
  matched: z.int().describe('Linhas pedidas (por id) ou encontradas pelo filtro'),
  changed: z.int().describe('Linhas alteradas'),
  refused: z.array(z.object({ id: z.int(), detail: z.string() })).describe('Linhas recusadas e por quê'),
});

export const BULK_FILTER_UNKNOWN = 'Filtro desconhecido nesta lista.';

/**
 * The list's query params, arrived as JSON. A boolean filter (is_active) is read like its query-string
 * form; a key the list does not filter by is refused, never dropped: dropped, it would widen the target.
 */
const listFilter = <F extends z.ZodObject>(filter: F) =>
  z.preprocess((input, ctx) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    for (const key of Object.keys(input).filter((name) => !(name in filter.shape))) {
      ctx.issues.push({ code: 'custom', message: BULK_FILTER_UNKNOWN, path: [key], input });
    }
    return Object.fromEntries(Object.entries(input).map(([key, v]) => [key, typeof v === 'boolean' ? String(v) : v]));
  }, filter);

/**
 * The body of a bulk route: `action` one of `actions`; `ids` or `filter` (the list's own filter params),
 * exactly one; `value` (validated by `value`) required by the actions in `valueActions`.
 */
export function bulkBody<A extends string, F extends z.ZodObject, V extends z.ZodType = z.ZodNever>(opts: {
  actions: readonly [A, ...A[]];
  filter: F;
  value?: V;
  valueActions?: readonly A[];
}) {
  return z
    .object({
      action: z.enum(opts.actions, { error: BULK_ACTION_INVALID }),
      ids: z.array(id).min(1).max(BULK_MAX_IDS).optional(),
      filter: listFilter(opts.filter).optional(),
      // Only the resources whose actions take a value have one, so the documentation shows none elsewhere.
      ...((opts.value ? { value: opts.value.optional() } : {}) as { value: z.ZodOptional<V> }),
    })
    .superRefine((body, ctx) => {
      if ((body.ids === undefined) === (body.filter === undefined)) {
        ctx.addIssue({ code: 'custom', message: BULK_TARGET, path: ['ids'] });
      }
      if (opts.valueActions?.includes(body.action) && body.value === undefined) {
        ctx.addIssue({ code: 'custom', message: BULK_VALUE_REQUIRED, path: ['value'] });
      }
    });
}

export type BulkTarget = { ids?: number[] };

/** The condition naming the target rows: the ids, or the filter's own condition. */
export const targetCondition = (idColumn: PgColumn, body: BulkTarget, filter: () => SQL | undefined) =>
  body.ids ? inArray(idColumn, body.ids) : filter();

/** An HttpError's detail as one line: a 422's first message, or the text itself. */
export const refusalDetail = (error: HttpError) =>
  typeof error.detail === 'string' ? error.detail : (error.detail[0]?.msg ?? error.message);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type BulkRun<R extends { id: number }> = {
  /** The ids the body named, if it named any: those not among the locked rows are refused as `notFound`. */
  ids?: number[];
  /** The target rows within the caller's scope, locked (SELECT ... FOR UPDATE), in id order. */
  lockRows: (tx: Executor) => Promise<R[]>;
  /** What the single-row endpoint answers for a row that does not exist or is outside the caller's scope. */
  notFound: string;
  /** One row through the single-row rules: true when it changed; an HttpError refuses it. */
  applyRow: (tx: Executor, row: R) => Promise<boolean>;
};

export async function runBulk<R extends { id: number }>(db: Database, run: BulkRun<R>): Promise<BulkResult> {
  return db.transaction(async (tx: Transaction) => {
    const rows = await run.lockRows(tx);
    const found = new Set(rows.map((row) => row.id));
    const requested = run.ids ? [...new Set(run.ids)] : [...found];
    const refused: BulkRefusal[] = requested
      .filter((rowId) => !found.has(rowId))
      .map((rowId) => ({ id: rowId, detail: run.notFound }));
    let changed = 0;
    for (const row of rows) {
      try {
        if (await tx.transaction((savepoint) => run.applyRow(savepoint, row))) changed += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ id: row.id, detail: refusalDetail(error) });
      }
    }
    return { matched: requested.length, changed, refused };
  });
}

/**
 * Runs the check of an action's value (the stage, tag or user it names exists) and answers its refusal as
 * a 422 on `value`: the value is wrong for every row, so no row is tried.
 */
export async function checkValue<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError) throw unprocessable(['body', 'value'], refusalDetail(error));
    throw error;
  }
}
