// GET /pipeline: for every stage, in pipeline order, how many opportunities it holds and the sum of
// their expected revenue, plus the totals, for the same filters the list takes, so the board's column
// headers count what its columns list. The common filters are answered from oportunidade_counts
// (migration 0010), the others by SQL over the rows; sums are computed in SQL numeric and read back as exact text.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResultStatus } from '../../../common/enums';
import { oportunidadePipeline, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { routeOptions } from '../../platform/http/routeOptions';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { filterWhere, type Filters } from './filters';
import { countersCondition, stageCounters, stageTotals, totals } from './totals';

/** Per stage, and in all, what `filters` select within the user's scope: from the counters when they can answer. */
async function totalsOf(db: Executor, user: User, filters: Filters) {
  const where = filterWhere(user, filters);
  const counters = countersCondition(user, filters);
  const [stagesTotals, total] = await Promise.all([
    counters === null ? stageTotals(db, where) : stageCounters(db, counters),
    totals(db, counters, where),
  ]);
  return { stages: stagesTotals, total };
}

/**
 * The filters narrowed to one result status; null when the filters already ask for another one (the
 * lane is then empty, not the filter's status).
 */
const withStatus = (filters: Filters, status: ResultStatus): Filters | null =>
  filters.status_resultado !== undefined && filters.status_resultado !== status ? null : { ...filters, status_resultado: status };

const NOTHING: Filters = { status_resultado: 0 };

/**
 * The pipeline of what the user may see, narrowed by the list's filters: every stage with all it holds
 * (`data`, and the totals), and the board's lanes: `open`, each stage's open opportunities, the very
 * figures of the dashboard's 'Receita por estágio' (server/features/dashboard/charts.ts byStage: status open within
 * the same scope), then the won and the lost ones, each lane with its count and revenue.
 */
async function pipeline(db: Executor, user: User, filters: Filters) {
  const [all, open, won, lost] = await Promise.all(
    [filters, ...[ResultStatus.Open, ResultStatus.Won, ResultStatus.Lost].map((status) => withStatus(filters, status) ?? NOTHING)].map(
      (narrowed) => totalsOf(db, user, narrowed),
    ),
  );
  const lane = ({ total }: typeof all) => ({ count: total.count, receita_esperada: Number(total.receita_esperada) });
  return {
    data: all.stages,
    total_count: all.total.count,
    total_receita_esperada: Number(all.total.receita_esperada),
    open: open.stages,
    won: lane(won),
    lost: lane(lost),
  };
}

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const summary = 'Quantas oportunidades e quanta receita esperada em cada estágio, com os filtros da lista';
  const schema = { querystring: oportunidadeDeclaration.schemas.filters, response: { 200: oportunidadePipeline } };
  app.get('/pipeline', routeOptions('oportunidades.list', summary, schema), async (request) => pipeline(app.db, request.user, request.query));
};
