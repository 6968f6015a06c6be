// How an audit entry reads on screen: its action and resource in Portuguese, its changes in one line
// ('campo: antes → depois' for an update, 'campo: valor' otherwise).
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../../../common/audit';

export const actionLabel = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource] ?? resource;

const text = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

const isChange = (value: unknown): value is { before?: unknown; after?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('before' in value || 'after' in value);

export function compactChanges(changes: Record<string, unknown> | null): string {
  if (!changes) return '—';
  return Object.entries(changes)
    .map(([field, value]) => (isChange(value) ? `${field}: ${text(value.before)} → ${text(value.after)}` : `${field}: ${text(value)}`))
    .join('; ');
}
