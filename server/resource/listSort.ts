// sort=<field>&order=asc|desc on every list. Each list names the columns it may be sorted by;
// every one of them has an index led by it (migration 0005_list_sort.sql), so a sorted page is an index
// walk, not a sort of the whole table. Another field is a 422, not a silently ignored parameter.
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

export const SORT_NOT_ALLOWED = 'Não é possível ordenar por este campo.';
export const ORDER_INVALID = "A ordem deve ser 'asc' ou 'desc'.";

export type SortColumns = Record<string, PgColumn>;
export type SortParams<F extends string = string> = { sort?: F; order: 'asc' | 'desc' };

/** The sort and order query params of a list sortable by the keys of `columns`. */
export function sortQuery<C extends SortColumns>(columns: C) {
  const fields = Object.keys(columns) as [keyof C & string, ...(keyof C & string)[]];
  return z.object({
    sort: z.enum(fields, { error: SORT_NOT_ALLOWED }).optional(),
    order: z.enum(['asc', 'desc'], { error: ORDER_INVALID }).default('asc'),
  });
}

/**
 * The ORDER BY of a page: the chosen column, then the id in the same direction (so pages neither overlap
 * nor skip rows among equal values), or the list's own order when no sort was asked for.
 */
export function sortOrder<C extends SortColumns>(
  columns: C,
  params: SortParams<keyof C & string>,
  id: PgColumn,
  fallback: (SQL | PgColumn)[],
): (SQL | PgColumn)[] {
  if (!params.sort) return fallback;
  const direction = params.order === 'desc' ? desc : asc;
  return [direction(columns[params.sort]), direction(id)];
}
