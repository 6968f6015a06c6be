// GET /auditoria/: its filters and the entries it answers, for the server's schemas and the portal's screen.
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit';
import { day } from './days';
import { apiTimestamp } from './resources/apiValues';
import { recordId } from './resources/requestValues';

/** The list's and the export's filters. resource + record_id also find the record's children's entries. */
export const auditFilters = z.object({
  user_id: recordId.optional(),
  resource: z.string().trim().min(1).max(40).optional(),
  record_id: recordId.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Ação desconhecida' }).optional(),
  de: day.optional(),
  ate: day.optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: apiTimestamp,
  user_id: z.number().nullable(),
  user_email: z.string().nullable(),
  client_ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.number().nullable(),
  parent_resource: z.string().nullable(),
  parent_id: z.number().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.input<typeof auditEntrySchema>;
