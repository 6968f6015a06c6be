// Reading the audit trail: the filters of GET /auditoria/ and its export as SQL, newest first.
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../common/audit';
import type { AuditFilters } from '../../../common/auditEntries';
import type { ExportColumn } from '../../../common/export/columns';
import { allOf, listRows, type Page } from '../../resource/crud';
import { dayEnd, dayStart } from '../dashboard/public';
import type { Executor } from '../../platform/db/client';
import { auditLog, type AuditEntryRow } from '../../platform/db/schema';
import { keysetBatches } from '../../resource/export/tableBatches';

/** A record's entries and its children's (a person's addresses, an opportunity's documents and tags). */
const recordCondition = (resource: string | undefined, recordId: number) =>
  resource
    ? or(
        and(eq(auditLog.resource, resource), eq(auditLog.record_id, recordId)),
        and(eq(auditLog.parent_resource, resource), eq(auditLog.parent_id, recordId)),
      )
    : eq(auditLog.record_id, recordId);

export function auditWhere(filters: AuditFilters): SQL | undefined {
  return allOf(
    filters.user_id !== undefined && eq(auditLog.user_id, filters.user_id),
    filters.record_id !== undefined
      ? recordCondition(filters.resource, filters.record_id)
      : filters.resource !== undefined && eq(auditLog.resource, filters.resource),
    filters.action !== undefined && eq(auditLog.action, filters.action),
    filters.de !== undefined && gte(auditLog.created_at, dayStart(filters.de)),
    filters.ate !== undefined && lt(auditLog.created_at, dayEnd(filters.ate)),
  );
}

export const listAudit = (db: Executor, filters: AuditFilters, page: Page) =>
  listRows(db, auditLog, { where: auditWhere(filters), orderBy: [desc(auditLog.created_at), desc(auditLog.id)], page });

/** The filter's entries, newest first, a batch at a time (the ids grow with time). */
export const auditBatches = (db: Executor, filters: AuditFilters) =>
  keysetBatches<AuditEntryRow>(auditLog.id, (below, size) =>
    db.select().from(auditLog).where(allOf(auditWhere(filters), below)).orderBy(desc(auditLog.id)).limit(size),
  );

const text = (header: string, value: (row: AuditEntryRow) => string | number | null): ExportColumn<AuditEntryRow> => ({
  header,
  kind: 'text',
  value,
});

/** The columns of GET /auditoria/export. */
export const auditExportColumns: ExportColumn<AuditEntryRow>[] = [
  { header: 'ID', kind: 'integer', value: (row) => row.id },
  { header: 'Data e hora', kind: 'text', value: (row) => new Date(row.created_at).toISOString() },
  { header: 'ID do usuário', kind: 'integer', value: (row) => row.user_id },
  text('Email do usuário', (row) => row.user_email),
  text('Endereço IP', (row) => row.client_ip),
  text('Navegador', (row) => row.user_agent),
  text('Ação', (row) => AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action),
  text('Recurso', (row) => row.resource),
  { header: 'ID do registro', kind: 'integer', value: (row) => row.record_id },
  text('Alterações', (row) => (row.changes ? JSON.stringify(row.changes) : null)),
];
