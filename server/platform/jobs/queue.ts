// The sync_jobs queue (migration 0009): a table in the portal's own database, claimed with
// SELECT ... FOR UPDATE SKIP LOCKED, so PGlite (embedded mode) and PostgreSQL (several servers) run it the
// same way and the embedded mode needs no other service (README, "Odoo sync as jobs"). Every clock reading
// is the database's now(), so servers whose clocks drift still agree on leases and retry times.
import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { resultRows } from '../db/migrate';
import { z } from 'zod';
import { SYNC_JOB_STATES, syncJobs, type SyncJob, type SyncJobKind } from '../db/schema';
import { conflict } from '../errors';
import { SYNC_IN_PROGRESS } from './syncLock';

/** What a record's answers say about its latest sync (the portal polls it while a job is active). */
export const syncStatusSchema = z.object({
  job_id: z.number().int(),
  state: z.enum(SYNC_JOB_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  updated_at: z.string(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

const isActive = sql`${syncJobs.state} IN ('queued', 'running')`;
const millisFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export const statusOf = (job: SyncJob): SyncStatus => ({
  job_id: job.id,
  state: job.state,
  attempts: job.attempts,
  last_error: job.last_error,
  updated_at: job.updated_at.toISOString(),
});

/**
 * Queues a sync of each record that has no active one; answers the ids queued. The partial unique index
 * (one queued or running job per record) decides, so two servers queueing the same record at once queue
 * it once.
 */
export async function enqueueSyncJobs(
  db: Executor,
  kind: SyncJobKind,
  ids: number[],
  requestedBy: number | null = null,
): Promise<SyncJob[]> {
  if (!ids.length) return [];
  return db
    .insert(syncJobs)
    .values([...new Set(ids)].map((record_id) => ({ kind, record_id, requested_by: requestedBy })))
    .onConflictDoNothing({ target: [syncJobs.kind, syncJobs.record_id], where: isActive })
    .returning();
}

/**
 * Queues a job of `kind` about `recordId` unless one of that kind matching `existing` is there already; answers
 * whether this call queued it. Concurrent callers conflict on the queue's partial unique index.
 */
export async function enqueueUnless(db: Executor, kind: SyncJobKind, recordId: number, existing: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO ${syncJobs} (kind, record_id)
    SELECT ${kind}, ${recordId}
     WHERE NOT EXISTS (SELECT 1 FROM ${syncJobs} WHERE kind = ${kind} AND ${existing})
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return resultRows<{ id: number }>(result).length > 0;
}

/** Queues one record's sync; 409 'Sincronização já em andamento' while it has an active job. */
export async function enqueueSyncJob(db: Executor, kind: SyncJobKind, id: number, requestedBy: number): Promise<SyncJob> {
  const [job] = await enqueueSyncJobs(db, kind, [id], requestedBy);
  if (!job) throw conflict(SYNC_IN_PROGRESS);
  return job;
}

/**
 * Takes the next due job for this worker: a queued one whose time has come, or a running one whose lease
 * ran out (its server died mid-job). Rows another worker is claiming are skipped, not waited for.
 */
export async function claimNextJob(db: Database, workerId: string, leaseMs: number): Promise<SyncJob | undefined> {
  const due = db
    .select({ id: syncJobs.id })
    .from(syncJobs)
    .where(
      or(
        and(eq(syncJobs.state, 'queued'), lte(syncJobs.run_after, sql`now()`)),
        and(eq(syncJobs.state, 'running'), lt(syncJobs.locked_until, sql`now()`)),
      ),
    )
    .orderBy(syncJobs.run_after, syncJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(syncJobs)
    .set({
      state: 'running',
      attempts: sql`${syncJobs.attempts} + 1`,
      locked_by: workerId,
      locked_until: millisFromNow(leaseMs),
      updated_at: sql`now()`,
    })
    .where(inArray(syncJobs.id, due))
    .returning();
  return job;
}

/** The condition that this worker still holds the job: a job taken over after its lease is no longer ours. */
const heldBy = (job: SyncJob, workerId: string) =>
  and(eq(syncJobs.id, job.id), eq(syncJobs.state, 'running'), eq(syncJobs.locked_by, workerId));

/** Extends the lease of a job still running here; false once another worker has taken it over. */
export async function renewLease(db: Database, job: SyncJob, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(syncJobs)
    .set({ locked_until: millisFromNow(leaseMs) })
    .where(heldBy(job, workerId))
    .returning({ id: syncJobs.id });
  return rows.length > 0;
}

export async function finishJob(db: Database, job: SyncJob, workerId: string): Promise<void> {
  await db
    .update(syncJobs)
    .set({ state: 'done', last_error: null, locked_by: null, locked_until: null, updated_at: sql`now()` })
    .where(heldBy(job, workerId));
}

/** Records a failed attempt: queued again retryInMs from now, or failed for good when retryInMs is null. */
export async function failJob(
  db: Database,
  job: SyncJob,
  workerId: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(syncJobs)
    .set({
      state: retryInMs === null ? 'failed' : 'queued',
      last_error: error,
      run_after: retryInMs === null ? syncJobs.run_after : millisFromNow(retryInMs),
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(heldBy(job, workerId));
}

/** The latest job of each of these records, by record id (records never synced through a job are absent). */
export async function latestSyncStatuses(db: Executor, kind: SyncJobKind, ids: number[]): Promise<Map<number, SyncStatus>> {
  if (!ids.length) return new Map();
  const rows = await (db as Database)
    .selectDistinctOn([syncJobs.record_id])
    .from(syncJobs)
    .where(and(eq(syncJobs.kind, kind), inArray(syncJobs.record_id, ids)))
    .orderBy(syncJobs.record_id, desc(syncJobs.id));
  return new Map(rows.map((job) => [job.record_id, statusOf(job)]));
}

/** One record's latest sync, or null when it was never queued. */
export async function latestSyncStatus(db: Executor, kind: SyncJobKind, id: number): Promise<SyncStatus | null> {
  return (await latestSyncStatuses(db, kind, [id])).get(id) ?? null;
}

/**
 * The bulk action 'sync' of a resource (POST /<resource>/bulk): queues the records among `rows` (the
 * target within the caller's scope) that are not in Odoo yet; ids asked for and not found are refused as
 * `notFound`; changed counts the jobs queued (a record already syncing is left to its job).
 */
export async function queueBulkSync(
  db: Executor,
  kind: SyncJobKind,
  opts: { ids?: number[]; rows: { id: number; inOdoo: boolean }[]; notFound: string; requestedBy: number },
): Promise<{ matched: number; changed: number; refused: { id: number; detail: string }[] }> {
  const found = new Set(opts.rows.map((row) => row.id));
  const requested = opts.ids ? [...new Set(opts.ids)] : [...found];
  const refused = requested.filter((id) => !found.has(id)).map((id) => ({ id, detail: opts.notFound }));
  const unsynced = opts.rows.filter((row) => !row.inOdoo).map((row) => row.id);
  const queued = await enqueueSyncJobs(db, kind, unsynced, opts.requestedBy);
  return { matched: requested.length, changed: queued.length, refused };
}
