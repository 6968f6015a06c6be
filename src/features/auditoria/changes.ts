// How an audit entry reads on screen: its action and resource in Portuguese, its changes in one line
// ('Campo: antes → depois' for an update, 'Campo: valor' otherwise), each field by its declared label and
// an enum's value by its declared name ('Estágio: Lead → Qualificação').
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../../../common/audit';
import { declarations, type FieldDeclaration } from '../../../common/resources';
import { personChildren } from '../../../common/resources/persons/children';

type Described = Pick<FieldDeclaration, 'label' | 'choices'>;

/** The declared fields of every audited resource, by the name the audit trail gives it. */
const declaredFields = new Map<string, Partial<Record<string, Described>>>();
for (const declaration of declarations) declaredFields.set(declaration.name, declaration.fields);
for (const child of personChildren) declaredFields.set(child.name, child.fields);

export const actionLabel = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource] ?? resource;

const text = (value: unknown, field?: Described) => {
  if (value === null || value === undefined) return '—';
  const choice = field?.choices?.find((option) => option.id === value);
  if (choice) return choice.name;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const isChange = (value: unknown): value is { before?: unknown; after?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('before' in value || 'after' in value);

/** An entry's changes in one line; `resource` is the entry's, whose declaration names the fields. */
export function compactChanges(changes: Record<string, unknown> | null, resource?: string): string {
  if (!changes) return '—';
  const fields = (resource && declaredFields.get(resource)) || {};
  return Object.entries(changes)
    .map(([name, value]) => {
      const field = fields[name];
      const label = field?.label ?? name;
      return isChange(value) ? `${label}: ${text(value.before, field)} → ${text(value.after, field)}` : `${label}: ${text(value, field)}`;
    })
    .join('; ');
}
