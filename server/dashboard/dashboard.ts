// GET /dashboard's answer: every number of the home page in one call, within the caller's row scope
// (staff see everything, external users their circle), optionally narrowed to 'minhas'.
import { oportunidadeScope } from '../auth/scope';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import type { User } from '../db/schema';
import { byStage, byTese, topPartners, wonByMonth } from './charts';
import { kpis } from './kpis';
import { mineCondition } from './mine';
import { periodOf, type DashboardQuery } from './period';
import { staleOportunidades } from './stale';

export async function dashboard(db: Executor, user: User, query: DashboardQuery) {
  const period = periodOf(query);
  const scope = oportunidadeScope(user);
  const where = allOf(scope, query.mine && mineCondition(user));
  return {
    period,
    kpis: await kpis(db, where, period),
    by_stage: await byStage(db, where),
    won_by_month: await wonByMonth(db, where, period),
    by_tese: await byTese(db, where, period),
    top_partners: await topPartners(db, where, period),
    stale: await staleOportunidades(db, user, scope),
  };
}
