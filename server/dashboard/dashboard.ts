// GET /dashboard's answer: every number of the home page in one call, within the caller's row scope
// (staff see everything, external users their circle), optionally narrowed to 'minhas'. The whole scope
// is answered from the counters of migration 0010 (server/dashboard/rollups.ts); 'minhas' from the rows.
import { oportunidadeScope } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import type { User } from '../db/schema';
import { byStage, byTese, topPartners, wonByMonth } from './charts';
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
  const [numbers, stale] = await Promise.all([
    query.mine ? fromRows(db, allOf(scope, mineCondition(user)), period) : fromCounters(db, user, period),
    staleOportunidades(db, user, scope),
  ]);
  return { period, ...numbers, stale };
}

/** The numbers of every opportunity matching `where`, read from the rows. */
export async function fromRows(db: Executor, where: ReturnType<typeof allOf>, period: Period) {
  const [k, stages, months, teses, partners] = await Promise.all([
    kpis(db, where, period),
    byStage(db, where),
    wonByMonth(db, where, period),
    byTese(db, where, period),
    topPartners(db, where, period),
  ]);
  return { kpis: k, by_stage: stages, won_by_month: months, by_tese: teses, top_partners: partners };
}

/** The numbers of the user's whole scope, from the counters: the same as fromRows(its scope). */
export async function fromCounters(db: Executor, user: User, period: Period) {
  const [k, stages, months, teses, partners] = await Promise.all([
    kpisFromCounters(db, user, period),
    byStageFromCounters(db, user),
    wonByMonthFromCounters(db, user, period),
    byTeseFromCounters(db, user, period),
    topPartnersFromCounters(db, user, period),
  ]);
  return { kpis: k, by_stage: stages, won_by_month: months, by_tese: teses, top_partners: partners };
}
