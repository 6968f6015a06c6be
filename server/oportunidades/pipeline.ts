// The pipeline: for every stage, in pipeline order, how many opportunities it holds and the sum of
// their expected revenue. Sums are computed in SQL numeric and read back as exact text.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { oportunidadeScope } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { oportunidades, stages, type User } from '../db/schema';

const revenueSum = sql<string>`coalesce(sum(${oportunidades.receita_esperada}), 0)::text`;

export async function pipeline(db: Executor, user: User, executivoId?: number) {
  const where: SQL | undefined = allOf(
    oportunidadeScope(user),
    executivoId !== undefined && eq(oportunidades.executivo_vendas_id, executivoId),
  );
  const perStage = await db
    .select({ estagio: stages.id, name: stages.name, count: count(oportunidades.id), receita_esperada: revenueSum })
    .from(stages)
    .leftJoin(oportunidades, allOf(eq(oportunidades.estagio, stages.id), where))
    .groupBy(stages.id, stages.name, stages.position)
    .orderBy(asc(stages.position));
  const [total] = await db
    .select({ count: count(), receita_esperada: revenueSum })
    .from(oportunidades)
    .where(where);
  return {
    data: perStage.map((stage) => ({ ...stage, receita_esperada: Number(stage.receita_esperada) })),
    total_count: total.count,
    total_receita_esperada: Number(total.receita_esperada),
  };
}
