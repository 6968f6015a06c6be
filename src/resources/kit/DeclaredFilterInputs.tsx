// The select filters above a declared list, one per field declared as a filter, in declaration order.
import type { FieldChoice, FieldDeclaration } from '../../../common/resources/types';
import { ListSelectFilter } from '../../components/list';

type Props = {
  fields: [string, FieldDeclaration][];
  /** A filter's options when they read otherwise than the field's choices (plural labels, fewer values). */
  choices?: Record<string, readonly FieldChoice[]>;
};

export const DeclaredFilterInputs = ({ fields, choices = {} }: Props) =>
  fields
    .filter(([, field]) => field.filter)
    .map(([source, field]) => (
      <ListSelectFilter
        key={source}
        source={source}
        label={field.label}
        allLabel={field.allLabel ?? 'Todos'}
        choices={[...(choices[source] ?? field.choices ?? [])]}
      />
    ));
