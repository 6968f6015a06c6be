// The filters above a declared list: a select per field declared as a filter, then the declaration's
// `listFilters` (switches, days, months, amounts, persons and selects), in that order or the list's own;
// those the list folds ('Mais filtros') behind a button, those its current view has no use for left out.
import type { ReactElement } from 'react';
import type { FieldChoice, FieldDeclaration, ResourceDeclaration } from '../../../common/resources/types';
import { useCanAccess } from 'react-admin';
import { ListAmountFilter, ListDayFilter, ListSelectFilter, ListSwitchFilter } from '../list';
import { PersonFilter } from '../list/PersonFilter';
import { MoreFilters } from './MoreFilters';

type Props = {
  fields: [string, FieldDeclaration][];
  /** A filter's options when they read otherwise than the field's choices (plural labels, fewer values), and a select's. */
  choices?: Partial<Record<string, readonly FieldChoice[]>>;
  /** The filters' order when it is not the fields' then the listFilters' (sources; those it does not name follow). */
  order?: readonly string[];
  /** The declaration's switches, days, amounts, persons and selects, after the field selects. */
  listFilters?: ResourceDeclaration['listFilters'];
  /** The filters folded behind 'Mais filtros' (./MoreFilters.tsx). */
  more?: readonly string[];
  /** Filters left out (those the list's other view has no use for: the board's stage). */
  hidden?: readonly string[];
};

/** Where a source stands in `order`: the named ones first, in its order, the others after. */
const rankIn = (order: readonly string[], source: string) => (order.includes(source) ? order.indexOf(source) : order.length);

type Filter = NonNullable<ResourceDeclaration['listFilters']>[string];

function listFilterInput(source: string, filter: Filter, choices: Props['choices'] = {}) {
  switch (filter.kind) {
    case 'switch':
      return <ListSwitchFilter key={source} source={source} label={filter.label} />;
    case 'person':
      return <DeclaredPersonFilter key={source} source={source} label={filter.label} role={filter.role} />;
    case 'amount':
      return <ListAmountFilter key={source} source={source} label={filter.label} />;
    case 'select':
      return <ListSelectFilter key={source} source={source} label={filter.label} allLabel={filter.allLabel} choices={[...(choices[source] ?? [])]} />;
    default:
      return <ListDayFilter key={source} source={source} label={filter.label} month={filter.kind === 'month'} />;
  }
}

export const DeclaredFilterInputs = ({ fields, choices = {}, order = [], listFilters = {}, more = [], hidden = [] }: Props) => {
  const inputs: [string, ReactElement][] = [
    ...fields
      .filter(([, field]) => field.filter)
      .map(([source, field]): [string, ReactElement] => [
        source,
        <ListSelectFilter
          key={source}
          source={source}
          label={field.label}
          allLabel={field.allLabel ?? 'Todos'}
          choices={[...(choices[source] ?? field.choices ?? [])]}
        />,
      ]),
    ...Object.entries(listFilters).map(([source, filter]): [string, ReactElement] => [source, listFilterInput(source, filter, choices)]),
  ]
    .filter(([source]) => !hidden.includes(source))
    .sort(([a], [b]) => rankIn(order, a) - rankIn(order, b));
  const folded = inputs.filter(([source]) => more.includes(source));
  return [
    ...inputs.filter(([source]) => !more.includes(source)).map(([, input]) => input),
    folded.length > 0 && (
      <MoreFilters key="more" sources={folded.map(([source]) => source)}>
        {folded.map(([, input]) => input)}
      </MoreFilters>
    ),
  ];
};

/** A person filter, for whom may list persons (an external user's own rows need none). */
function DeclaredPersonFilter({ source, label, role }: { source: string; label: string; role: number }) {
  const { canAccess } = useCanAccess({ resource: 'pessoas', action: 'list' });
  if (!canAccess) return null;
  return <PersonFilter source={source} label={label} role={role} errorMessage={`Erro ao buscar ${label.toLowerCase()}`} />;
}
