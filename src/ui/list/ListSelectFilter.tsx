import { MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { useListContext } from 'react-admin';
import { booleanChoices } from '../../../common/resources/fieldPresets';

export type FilterChoice = { id: string | number | boolean; name: string };

type ListSelectFilterProps = {
  /** The search param it sets, e.g. 'person_type'. */
  source: string;
  label: string;
  /** The first option, which clears the filter: 'Todos os tipos'. */
  allLabel: string;
  choices: readonly FilterChoice[];
};

const ALL = '';

/** A dropdown filter with an 'all' option; the value lives in the URL like every list filter. */
export function ListSelectFilter({ source, label, allLabel, choices }: ListSelectFilterProps) {
  const { filterValues, setFilters } = useListContext();
  const id = useId();
  const current = filterValues[source];
  const value = current === undefined || current === null ? ALL : String(current);

  const onChange = (next: string) => {
    const choice = choices.find((option) => String(option.id) === next);
    setFilters({ ...filterValues, [source]: choice ? choice.id : undefined }, undefined, false);
  };

  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={choices.some((option) => String(option.id) === value) ? value : ALL}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {choices.map((option) => (
        <MenuItem key={String(option.id)} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The status filter: Todos os status / Ativo / Inativo over is_active. */
export const statusFilterChoices: FilterChoice[] = booleanChoices('Ativo', 'Inativo');

export const ListStatusFilter = ({ source = 'is_active' }: { source?: string }) => (
  <ListSelectFilter source={source} label="Status" allLabel="Todos os status" choices={statusFilterChoices} />
);
