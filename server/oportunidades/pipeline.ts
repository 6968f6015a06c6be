// The pipeline: for every stage, in pipeline order, how many opportunities it holds and the sum of
// their expected revenue. The common filters are answered from oportunidade_counts (migration 0010),
// the others by SQL over the rows; sums are computed in SQL numeric and read back as exact text.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { oportunidadeScope } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { oportunidades, stages, type User } from '../db/schema';
import { filterConditions, type Filters } from './filters';
import { countersCondition, moneyText, stageCounters, totals } from './totals';

export const revenueSum = moneyText(sql`sum(${oportunidades.receita_esperada})`);

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
  const counters = countersCondition(user, filters);
  const [data, total] = await Promise.all([
    counters === null ? stageTotals(db, where) : stageCounters(db, counters),
    totals(db, counters, where),
  ]);
  return { data, total_count: total.count, total_receita_esperada: Number(total.receita_esperada) };
}
