// A list's person filter (the opportunities' Cliente and Parceiro, the commissions' Parceiro): a person search narrowed to the role, whose choice sets the
// filter (?cliente_id=, ?parceiro_id=).
import { Box } from '@mui/material';
import { useGetOne, useListContext } from 'react-admin';
import { PersonPicker, type PersonOption } from '../PersonPicker';

type PersonFilterProps = { source: string; label: string; role: number; errorMessage: string };

export function PersonFilter({ source, label, role, errorMessage }: PersonFilterProps) {
  const { filterValues, setFilters } = useListContext();
  const personId = typeof filterValues[source] === 'number' ? (filterValues[source] as number) : null;
  const { data: person } = useGetOne<PersonOption>('pessoas', { id: personId ?? 0 }, { enabled: personId !== null });

  const choose = (chosen: PersonOption | null) =>
    setFilters({ ...filterValues, [source]: chosen ? chosen.id : undefined }, undefined, false);

  return (
    <Box
      sx={{
        width: { xs: '100%', sm: 280 },
        '& .MuiFormControl-root': { my: 0 },
        '& .MuiInputBase-root': { py: '1px' },
        '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 9px) scale(1)' },
      }}
    >
      <PersonPicker
        label={label}
        value={personId !== null && person?.id === personId ? (person ?? null) : null}
        onChange={choose}
        filter={{ role }}
        errorMessage={errorMessage}
      />
    </Box>
  );
}
