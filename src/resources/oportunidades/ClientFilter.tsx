// The list's Cliente filter: a client search (persons with role 1) whose choice sets ?cliente_id=.
import { Box } from '@mui/material';
import { useGetOne, useListContext } from 'react-admin';
import { PersonPicker, type PersonOption } from '../../components/PersonPicker';

export function ClientFilter() {
  const { filterValues, setFilters } = useListContext();
  const clienteId = typeof filterValues.cliente_id === 'number' ? filterValues.cliente_id : null;
  const { data: client } = useGetOne<PersonOption>('pessoas', { id: clienteId ?? 0 }, { enabled: clienteId !== null });

  const choose = (person: PersonOption | null) =>
    setFilters({ ...filterValues, cliente_id: person ? person.id : undefined }, undefined, false);

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
        label="Cliente"
        value={clienteId !== null && client?.id === clienteId ? (client ?? null) : null}
        onChange={choose}
        filter={{ role: 1 }}
        errorMessage="Erro ao buscar clientes"
      />
    </Box>
  );
}
