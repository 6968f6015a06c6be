import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idTable, refersTo, timestamps } from './columns';
import { users } from './users';

/**
 * Odoo syncs of a record, the audit trail's retention (server/platform/audit/retention.ts, migration 0121) and the
 * daily task digest (server/features/atividades/digest.ts, migration 0140).
 */
export const SYNC_JOB_KINDS = ['person', 'oportunidade', 'audit_retention', 'task_digest', 'registro_expira', 'registro_aviso', 'notificacao_email'] as const;
export type SyncJobKind = (typeof SYNC_JOB_KINDS)[number];
export const SYNC_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type SyncJobState = (typeof SYNC_JOB_STATES)[number];

/** Odoo syncs waiting, running or finished (server/platform/jobs/queue.ts). */
export const syncJobs = idTable(
  'sync_jobs',
  {
    kind: text('kind', { enum: SYNC_JOB_KINDS }).notNull(),
    record_id: integer('record_id').notNull(),
    state: text('state', { enum: SYNC_JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    requested_by: refersTo('requested_by', () => users.id, 'set null'),
    locked_by: text('locked_by'),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sync_jobs_active_record_idx')
      .on(t.kind, t.record_id)
      .where(sql`${t.state} IN ('queued', 'running')`),
    index('sync_jobs_due_idx').on(t.run_after).where(sql`${t.state} = 'queued'`),
    index('sync_jobs_lease_idx').on(t.locked_until).where(sql`${t.state} = 'running'`),
    index('sync_jobs_record_idx').on(t.kind, t.record_id, t.id),
  ],
);

export type SyncJob = typeof syncJobs.$inferSelect;
