// The forecast in SQL: each opportunity's effective probability (its own, else its stage's default from
// the one table of common/forecast.ts, written into the statement as a CASE so nothing repeats it in the
// database) and the probability-weighted revenue summed exactly in numeric.
import { sql } from 'drizzle-orm';
import { PROBABILITY_BY_STAGE, UNKNOWN_STAGE_PROBABILITY } from '../../../common/forecast';
import { oportunidades as o } from '../../platform/db/schema';

/** Literal integers from a typed table: a CASE the planner folds, and the same text in every statement. */
const stageDefaults = sql.raw(
  `${Object.entries(PROBABILITY_BY_STAGE)
    .map(([stage, probability]) => `WHEN ${Number(stage)} THEN ${Number(probability)}`)
    .join(' ')} ELSE ${Number(UNKNOWN_STAGE_PROBABILITY)} END`,
);

/** The effective probability (0-100) of the row. */
const probabilitySql = sql<number>`coalesce(${o.probabilidade}, CASE ${o.estagio} ${stageDefaults})`;

/** receita_esperada × probability / 100 of the row, exact (numeric), not yet rounded. */
export const weightedRevenueSql = sql`${o.receita_esperada} * ${probabilitySql} / 100`;
