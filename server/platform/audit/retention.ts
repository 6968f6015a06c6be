// AUDIT_RETENTION_DAYS: entries older than that are removed by a job of the sync_jobs queue (the one queue
// every server already polls). At most one retention job is queued or running at a time (the queue's
// partial unique index), and one is queued only when none ran in the last day, so several servers
// asking at once run it once a day.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resultRows } from '../db/migrate';
import { enqueueUnless } from '../jobs/queue';

export const AUDIT_RETENTION_JOB = 'audit_retention' as const;
/** The queue names a job by kind and record; this job is about no record. */
const NO_RECORD = 0;

/** Queues the retention job unless one is active or ran in the last day; answers whether it queued one. */
export async function scheduleAuditRetention(db: Database): Promise<boolean> {
  return enqueueUnless(db, AUDIT_RETENTION_JOB, NO_RECORD, sql`(state IN ('queued', 'running') OR updated_at > now() - interval '1 day')`);
}

/**
 * Removes the entries older than `days`: the only DELETE the table's trigger lets through, because this
 * transaction says it is the retention's (portal.audit_retention). Answers how many went.
 */
export async function removeExpiredAudit(db: Database, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('portal.audit_retention', 'on', true)`);
    const result = await tx.execute(
      sql`WITH gone AS (DELETE FROM audit_log WHERE created_at < now() - ${days} * interval '1 day' RETURNING 1)
          SELECT count(*)::int AS removed FROM gone`,
    );
    return resultRows<{ removed: number }>(result)[0].removed;
  });
}
