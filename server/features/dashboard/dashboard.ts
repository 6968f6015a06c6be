// GET /dashboard's answer: every number of the home page in one call, within the caller's row scope
// (staff see everything, external users their circle), optionally narrowed to 'minhas'. The whole scope
// is answered from the counters of migration 0010 (server/features/dashboard/rollups.ts); 'minhas' from the rows.
import type { SQL } from 'drizzle-orm';
import { rowScope } from '../../../common/policy';
import { oportunidadeScope } from '../../platform/auth/scope';
import { commissionKpis } from '../comissoes/public';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { byStage, byTese, topPartners, wonByMonth } from './charts';
import { closingByMonth, closingByMonthInScope, weightedForecast, weightedForecastInScope } from './forecast';
import { kpis } from './kpis';
import { mineCondition } from './mine';
import { periodOf, type DashboardQuery, type Period } from './period';
import {
  byStageFromCounters,
  byTeseFromCounters,
  kpisFromCounters,
  topPartnersFromCounters,
  wonByMonthFromCounters,
} from './rollups';
import { staleOportunidades } from './stale';

export async function dashboard(db: Executor, user: User, query: DashboardQuery) {
  const period = periodOf(query);
  const scope = oportunidadeScope(user);
  const [numbers, stale, comissoes] = await Promise.all([
    query.mine ? fromRows(db, allOf(scope, mineCondition(user)), period) : fromCounters(db, user, period),
    staleOportunidades(db, user, scope),
    commissionKpis(db, rowScope(user) === 'all'),
  ]);
  return { period, ...numbers, stale, comissoes };
}

/**
 * Each number of the home page and its two readers: from the rows matching a condition, and from the
 * counters of a user's whole scope. Both answer the same for the same opportunities.
 */
const readers = {
  kpis: { rows: kpis, counters: kpisFromCounters },
  by_stage: { rows: byStage, counters: byStageFromCounters },
  won_by_month: { rows: wonByMonth, counters: wonByMonthFromCounters },
  by_tese: { rows: byTese, counters: byTeseFromCounters },
  top_partners: { rows: topPartners, counters: topPartnersFromCounters },
  weighted_forecast: { rows: weightedForecast, counters: weightedForecastInScope },
  closing_by_month: { rows: closingByMonth, counters: closingByMonthInScope },
};

type Source = 'rows' | 'counters';
type Numbers = { [N in keyof typeof readers]: Awaited<ReturnType<(typeof readers)[N]['rows']>> };
type Subject = { rows: SQL | undefined; counters: User };

async function readNumbers<S extends Source>(source: S, db: Executor, subject: Subject[S], period: Period): Promise<Numbers> {
  const names = Object.keys(readers) as (keyof Numbers)[];
  const read = (name: keyof Numbers) =>
    (readers[name][source] as (db: Executor, subject: Subject[S], period: Period) => Promise<unknown>)(db, subject, period);
  const values = await Promise.all(names.map(read));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Numbers;
}

/** The numbers of every opportunity matching `where`, read from the rows. */
export const fromRows = (db: Executor, where: SQL | undefined, period: Period) => readNumbers('rows', db, where, period);

/** The numbers of the user's whole scope, from the counters: the same as fromRows(its scope). */
export const fromCounters = (db: Executor, user: User, period: Period) => readNumbers('counters', db, user, period);
