// The search params a declared list understands: `query` when a field is searchable, and each declared
// filter, read as the type of its choices (?ativa=false is the boolean false the API expects), and the
// declared `listFilters` (a switch is a boolean, a day yyyy-mm-dd, a month yyyy-mm, a person or a
// select's choice its id, an amount the R$ value).
import type { FieldDeclaration, ResourceDeclaration } from '../../../common/resources';
import type { FilterKind, FilterSpec } from '../list';

function filterKind(field: FieldDeclaration): FilterKind {
  const sample = field.choices?.[0]?.id;
  if (typeof sample === 'boolean') return 'boolean';
  if (typeof sample === 'number') return 'number';
  // An enum whose choices the API lists (the stages) or a reference is filtered by its id.
  if (!field.choices && (field.input === 'enum' || field.input === 'reference')) return 'number';
  return 'text';
}

export function declaredFilters(fields: [string, FieldDeclaration][], listFilters: ResourceDeclaration['listFilters'] = {}): FilterSpec {
  const spec: FilterSpec = {};
  if (fields.some(([, field]) => field.searchable)) spec.query = 'text';
  for (const [source, field] of fields) if (field.filter) spec[source] = filterKind(field);
  const kinds = { switch: 'boolean', day: 'day', month: 'text', person: 'number', select: 'number', amount: 'amount' } as const;
  for (const [source, filter] of Object.entries(listFilters)) spec[source] = kinds[filter.kind];
  return spec;
}
