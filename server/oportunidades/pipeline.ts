// The pipeline: for every stage, in pipeline order, how many opportunities it holds and the sum of
// their expected revenue. Sums are computed in SQL numeric and read back as exact text.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { oportunidadeScope } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { oportunidades, stages, type User } from '../db/schema';
import { filterConditions, type Filters } from './filters';

export const revenueSum = sql<string>`coalesce(sum(${oportunidades.receita_esperada}), 0)::text`;

/** Every stage in pipeline order with the count and revenue of the opportunities matching `where`. */
export async function stageTotals(db: Executor, where: SQL | undefined) {
  const perStage = await db
    .select({ estagio: stages.id, name: stages.name, count: count(oportunidades.id), receita_esperada: revenueSum })
    .from(stages)
    .leftJoin(oportunidades, allOf(eq(oportunidades.estagio, stages.id), where))
    .groupBy(stages.id, stages.name, stages.position)
    .orderBy(asc(stages.position));
  return perStage.map((stage) => ({ ...stage, receita_esperada: Number(stage.receita_esperada) }));
}

/** The pipeline of what the user may see, narrowed by the list's filters. */
export async function pipeline(db: Executor, user: User, filters: Filters) {
  const where = allOf(oportunidadeScope(user), filterConditions(filters, user));
  const [total] = await db
    .select({ count: count(), receita_esperada: revenueSum })
    .from(oportunidades)
    .where(where);
  return {
    data: await stageTotals(db, where),
    total_count: total.count,
    total_receita_esperada: Number(total.receita_esperada),
  };
}
