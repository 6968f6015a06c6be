// One page of the opportunities a user may see, newest first, with the filters applied.
import { desc, type SQL } from 'drizzle-orm';
import { oportunidadeScope } from '../auth/scope';
import { allOf, listRows, type Page } from '../crud';
import type { Executor } from '../db/client';
import { oportunidades, type User } from '../db/schema';
import { sortOrder, type SortParams } from '../listSort';
import { filterConditions, oportunidadeSortColumns, type Filters } from './filters';
import { presentOportunidades } from './present';

export async function listOportunidades(
  db: Executor,
  user: User,
  opts: { filters?: Filters; where?: SQL; page: Page; sort?: SortParams<keyof typeof oportunidadeSortColumns> },
) {
  const { data, count } = await listRows(db, oportunidades, {
    where: allOf(oportunidadeScope(user), opts.filters && filterConditions(opts.filters, user), opts.where),
    orderBy: sortOrder(oportunidadeSortColumns, opts.sort ?? { order: 'asc' }, oportunidades.id, [
      desc(oportunidades.created_at),
      desc(oportunidades.id),
    ]),
    page: opts.page,
  });
  return { data: await presentOportunidades(db, data), count };
}
