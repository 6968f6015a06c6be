// The filters above a declared list: a select per field declared as a filter, in declaration order, then
// the declaration's `listFilters` (switches and days).
import type { FieldChoice, FieldDeclaration, GeneratedDeclaration } from '../../../common/resources/types';
import { ListDayFilter, ListSelectFilter, ListSwitchFilter } from '../../components/list';

type Props = {
  fields: [string, FieldDeclaration][];
  /** A filter's options when they read otherwise than the field's choices (plural labels, fewer values). */
  choices?: Record<string, readonly FieldChoice[]>;
  /** The declaration's switches and days, after the selects. */
  listFilters?: GeneratedDeclaration['listFilters'];
};

export const DeclaredFilterInputs = ({ fields, choices = {}, listFilters = {} }: Props) => [
  ...fields
    .filter(([, field]) => field.filter)
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
    ) : (
      <ListDayFilter key={source} source={source} label={filter.label} />
    ),
  ),
];
