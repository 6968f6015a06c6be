// An entry's changes in one line: 'campo: antes → depois' for an update, 'campo: valor' otherwise.
const text = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

const isChange = (value: unknown): value is { before?: unknown; after?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('before' in value || 'after' in value);

export function compactChanges(changes: Record<string, unknown> | null): string {
  if (!changes) return '—';
  return Object.entries(changes)
    .map(([field, value]) => (isChange(value) ? `${field}: ${text(value.before)} → ${text(value.after)}` : `${field}: ${text(value)}`))
    .join('; ');
}
