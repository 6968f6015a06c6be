import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { hasFilterValues } from './searchParams';

/** 'Limpar Filtros': shown while any filter is set; clears them all and goes back to page 1. */
export function ClearFiltersButton({ label = 'Limpar Filtros' }: { label?: string }) {
  const { filterValues, setFilters } = useListContext();
  if (!hasFilterValues(filterValues)) return null;
  return (
    <Button variant="text" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, undefined, false)}>
      {label}
    </Button>
  );
}
