// One page of the opportunities a user may see, newest first, with the filters applied, and the exact
// count and revenue sum of everything the filters select (server/features/oportunidades/totals.ts).
//
// At a million rows nothing here reads rows one by one: the page is an index walk (migrations 0005 and
// 0010 index each filter and sort in the list's order), the totals come from the counters when they can,
// and a deep page of the unfiltered staff list jumps to the day it starts in (oportunidade_created_days),
// as the persons list jumps to an id range.
import { inArray, lt, sql, type SQL } from 'drizzle-orm';
import { oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { declaredOrder } from '../../resource/declaredOrder';
import { allOf, type Page } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { bucketStart } from '../../resource/bucketStart';
import { oportunidades, type User } from '../../platform/db/schema';
import { sortOrder, type SortParams } from '../../resource/listSort';
import { filterWhere, oportunidadeSortColumns, type Filters } from './filters';
import { presentedPage } from './present';
import { countersCondition, totals, wholeTable } from './totals';
import { oportunidadeCreatedDays as days } from './rollupTables';

/** Pages this deep or deeper start from the day they fall in rather than walking the whole OFFSET. */
const DEEP_SKIP = 2_000;

const newestFirst = declaredOrder(oportunidadeDeclaration, oportunidades);

export async function listOportunidades(
  db: Executor,
  user: User,
  opts: { filters?: Filters; where?: SQL; page: Page; sort?: SortParams },
) {
  const where = allOf(filterWhere(user, opts.filters ?? {}), opts.where);
  const counters = countersCondition(user, opts.filters, opts.where);
  const sort = opts.sort ?? { order: 'asc' };
  const deep = !sort.sort && wholeTable(user, opts.filters, opts.where) && opts.page.skip >= DEEP_SKIP;
  // The page (its names and tags within its statement) and the totals go out together: one wait.
  const [data, total] = await Promise.all([
    deep
      ? deepPage(db, opts.page)
      : presentedPage(db, where, sortOrder(oportunidadeSortColumns, sort, oportunidades.id, newestFirst), opts.page),
    totals(db, counters, where),
  ]);
  return {
    data,
    count: total.count,
    sums: { receita_esperada: total.receita_esperada },
  };
}

/**
 * A page far down the whole newest-first list: the newest day whose rows, added to those of the days
 * after it, pass `skip`; the page is then the rows created before that day ends, skipping only the
 * ones of that day that come before it.
 */
async function deepPage(db: Executor, page: Page) {
  const start = await bucketStart(db, { table: days, bucket: days.day }, sql`${days.total} <> 0`, page.skip, 'desc');
  if (!start) return [];
  const dayEnd = sql`((${start.bucket}::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  // The skipped rows are walked in the (created_at, id) index alone; only the page's rows are read.
  const ids = db
    .select({ id: oportunidades.id })
    .from(oportunidades)
    .where(lt(oportunidades.created_at, dayEnd))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.skip - start.before);
  return presentedPage(db, inArray(oportunidades.id, ids), newestFirst, { ...page, skip: 0 });
}
