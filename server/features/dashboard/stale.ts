// 'Minhas próximas ações': the caller's own open opportunities nobody changed in 30 days, the oldest
// first, answered like the list's rows.
import { asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades, type User } from '../../platform/db/schema';
import { presentOportunidades } from '../oportunidades/public';
import { mineCondition } from './mine';

export const STALE_DAYS = 30;
export const STALE_LIMIT = 20;

export async function staleOportunidades(db: Executor, user: User, scope: SQL | undefined) {
  const rows = await db
    .select()
    .from(oportunidades)
    .where(
      allOf(
        scope,
        mineCondition(user),
        eq(oportunidades.status_resultado, ResultStatus.Open),
        lt(oportunidades.updated_at, sql`now() - make_interval(days => ${STALE_DAYS})`),
      ),
    )
    .orderBy(asc(oportunidades.updated_at), asc(oportunidades.id))
    .limit(STALE_LIMIT);
  return presentOportunidades(db, rows);
}
