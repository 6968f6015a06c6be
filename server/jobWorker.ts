// The sync worker every server runs: it polls sync_jobs for due jobs (server/platform/jobs/queue.ts),
// runs them one at a time under a lease it keeps renewing, and records the outcome. A failed attempt is
// queued again after an exponential backoff until SYNC_MAX_ATTEMPTS; an answer that retrying cannot change
// (the record is gone, Odoo is not configured) fails the job at once. Tests drive it with runOnce/drain.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import type { SyncJob } from './platform/db/schema';
import { HttpError } from './platform/errors';
import { scheduleTaskDigest } from './features/atividades/digest';
import { scheduleAuditRetention } from './platform/audit/retention';
import { claimNextJob, failJob, finishJob, renewLease } from './platform/jobs/queue';
import { syncRunners, type RunnerServices } from './jobRunners';

/** What a job that failed on something unexpected shows; the error itself goes to the log. */
export const UNEXPECTED_SYNC_ERROR = 'Erro inesperado ao sincronizar';

export type SyncWorker = {
  /** This worker's name in sync_jobs.locked_by. */
  readonly id: string;
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>;
  /** Runs due jobs until none is left; answers how many ran. */
  drain(): Promise<number>;
  /** Looks for due jobs now instead of at the next poll (a sync was just queued on this server). */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
};

/** Whether another attempt may succeed: peers' failures and a record busy elsewhere, not bad requests. */
const retryable = (error: unknown) =>
  !(error instanceof HttpError) || error.statusCode === 409 || (error.statusCode >= 500 && error.statusCode !== 503);

/** The delay before attempt n + 1: the base, doubled with every attempt already made. */
export const backoffMs = (config: Pick<Config, 'SYNC_RETRY_BASE_MS'>, attempts: number) =>
  config.SYNC_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/** How often a worker asks for the audit retention job (it is queued at most once a day whoever asks). */
const RETENTION_CHECK_MS = 60 * 60_000;
/** How often a worker asks for the day's task digest (queued once a working day whoever asks). */
const DIGEST_CHECK_MS = 60_000;

export function createSyncWorker(database: DatabaseHandle, config: Config, log: FastifyBaseLogger, services: RunnerServices): SyncWorker {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { db } = database;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let retentionCheckedAt = -Infinity;
  let digestCheckedAt = -Infinity;

  /** Queues the audit retention job when this worker has not asked for an hour. */
  async function scheduleRetention() {
    if (Date.now() - retentionCheckedAt < RETENTION_CHECK_MS) return;
    retentionCheckedAt = Date.now();
    await scheduleAuditRetention(db);
  }

  /** Queues the day's task digest once its hour has come, asking at most once a minute. */
  async function scheduleDigest() {
    if (Date.now() - digestCheckedAt < DIGEST_CHECK_MS) return;
    digestCheckedAt = Date.now();
    await scheduleTaskDigest(db, config);
  }

  async function run(job: SyncJob) {
    // Renewed well before it runs out, so a slow Odoo never lets another server take a live job.
    const heartbeat = setInterval(() => {
      renewLease(db, job, id, config.SYNC_LEASE_MS).catch((error) => log.warn({ err: error }, 'sync lease renewal failed'));
    }, Math.max(10, config.SYNC_LEASE_MS / 3));
    try {
      await syncRunners[job.kind](database, config, job, services);
      await finishJob(db, job, id);
    } catch (error) {
      const detail = error instanceof HttpError && typeof error.detail === 'string' ? error.detail : UNEXPECTED_SYNC_ERROR;
      if (!(error instanceof HttpError)) log.error({ err: error, job: job.id }, 'sync job failed unexpectedly');
      const retry = retryable(error) && job.attempts < config.SYNC_MAX_ATTEMPTS;
      await failJob(db, job, id, detail, retry ? backoffMs(config, job.attempts) : null);
    } finally {
      clearInterval(heartbeat);
    }
  }

  const worker: SyncWorker = {
    id,
    async runOnce() {
      const job = await claimNextJob(db, id, config.SYNC_LEASE_MS);
      if (!job) return false;
      await run(job);
      return true;
    },
    async drain() {
      let ran = 0;
      while (await worker.runOnce()) ran += 1;
      return ran;
    },
    wake() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    start() {
      stopped = false;
      timer = setTimeout(tick, config.SYNC_POLL_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };

  function tick() {
    // One pass at a time: a wake during a pass is picked up by the drain already running.
    running = running
      .then(scheduleRetention)
      .then(scheduleDigest)
      .then(() => worker.drain())
      .catch((error) => log.error({ err: error }, 'sync worker pass failed'))
      .finally(() => {
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(tick, config.SYNC_POLL_MS);
      });
  }

  return worker;
}
