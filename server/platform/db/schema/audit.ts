import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (migration 0120_audit_log.sql): append-only, written by triggers on the audited tables
 * and by server/platform/audit/record.ts. No foreign keys: it outlives the users and rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    client_ip: text('client_ip'),
    user_agent: text('user_agent'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    record_id: integer('record_id'),
    parent_resource: text('parent_resource'),
    parent_id: integer('parent_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.created_at, t.id),
    index('audit_log_user_idx').on(t.user_id, t.created_at),
    index('audit_log_action_idx').on(t.action, t.created_at),
    index('audit_log_record_idx').on(t.resource, t.record_id, t.created_at),
    index('audit_log_parent_idx').on(t.parent_resource, t.parent_id, t.created_at),
  ],
);

export type AuditEntryRow = typeof auditLog.$inferSelect;
