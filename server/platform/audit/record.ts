// The audit entries the triggers cannot see, written by the code that does the action: exports, reveals of
// protected data, sign-ins and their failures, password and two-factor changes, sessions ended. Call it
// with the transaction of the action (so the entry commits with it) or, for a read, before the answer
// leaves: recordAudit(tx, request, { action: AuditAction.Export, resource: 'persons' }).
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { actorOf } from './actor';
import type { AuditAction } from '../../../common/audit';

export type AuditEntry = {
  action: AuditAction;
  /** The resource's name as the API and the policy call it (persons, oportunidades, users, ...). */
  resource: string;
  record_id?: number | null;
  /** The record it belongs to, so that record's trail shows it (a person's bank account: persons, id). */
  parent?: { resource: string; id: number };
  /** What changed or what was asked for; never a protected value in clear. */
  changes?: Record<string, unknown> | null;
  /**
   * Who acted when it is not (yet) request.user: a sign-in names the user it signed in, a failed one
   * names nobody (null) and keeps the email it tried in `changes`.
   */
  user?: { id: number; email: string } | null;
};

export async function recordAudit(db: Executor, request: FastifyRequest, entry: AuditEntry) {
  await db.insert(auditLog).values({
    ...actorOf(request, entry.user),
    action: entry.action,
    resource: entry.resource,
    record_id: entry.record_id ?? null,
    parent_resource: entry.parent?.resource ?? null,
    parent_id: entry.parent?.id ?? null,
    changes: entry.changes ?? null,
  });
}
