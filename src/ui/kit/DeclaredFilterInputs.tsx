// The filters above a declared list: a select per field declared as a filter, in declaration order (or
// the list's own), then the declaration's `listFilters` (switches, days, months and persons).
import type { FieldChoice, FieldDeclaration, ResourceDeclaration } from '../../../common/resources/types';
import { useCanAccess } from 'react-admin';
import { ListDayFilter, ListSelectFilter, ListSwitchFilter } from '../list';
import { PersonFilter } from '../list/PersonFilter';

type Props = {
  fields: [string, FieldDeclaration][];
  /** A filter's options when they read otherwise than the field's choices (plural labels, fewer values). */
  choices?: Record<string, readonly FieldChoice[]>;
  /** The selects' order when it is not the fields' (sources; those it does not name follow). */
  order?: readonly string[];
  /** The declaration's switches and days, after the selects. */
  listFilters?: ResourceDeclaration['listFilters'];
};

/** Where a source stands in `order`: the named ones first, in its order, the others after. */
const rankIn = (order: readonly string[], source: string) => (order.includes(source) ? order.indexOf(source) : order.length);

export const DeclaredFilterInputs = ({ fields, choices = {}, order = [], listFilters = {} }: Props) => [
  ...fields
    .filter(([, field]) => field.filter)
    .sort(([a], [b]) => rankIn(order, a) - rankIn(order, b))
    .map(([source, field]) => (
      <ListSelectFilter
        key={source}
        source={source}
        label={field.label}
        allLabel={field.allLabel ?? 'Todos'}
        choices={[...(choices[source] ?? field.choices ?? [])]}
      />
    )),
  ...Object.entries(listFilters).map(([source, filter]) =>
    filter.kind === 'switch' ? (
      <ListSwitchFilter key={source} source={source} label={filter.label} />
    ) : filter.kind === 'person' ? (
      <DeclaredPersonFilter key={source} source={source} label={filter.label} role={filter.role} />
    ) : (
      <ListDayFilter key={source} source={source} label={filter.label} month={filter.kind === 'month'} />
    ),
  ),
];

/** A person filter, for whom may list persons (an external user's own rows need none). */
function DeclaredPersonFilter({ source, label, role }: { source: string; label: string; role: number }) {
  const { canAccess } = useCanAccess({ resource: 'pessoas', action: 'list' });
  if (!canAccess) return null;
  return <PersonFilter source={source} label={label} role={role} errorMessage={`Erro ao buscar ${label.toLowerCase()}`} />;
}
