// 'Mais filtros' of a declared list (ListParts' `moreFilters`): the filters seldom used, folded away until
// asked for, or while one of them is set, so the first row of filters stays short on a phone.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Stack } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

/** `sources`: the filters it holds, by search param (a set one keeps it open); `children`: their inputs. */
export function MoreFilters({ sources, children }: { sources: readonly string[]; children: ReactNode }) {
  const { filterValues } = useListContext();
  const anySet = sources.some((name) => filterValues[name] !== undefined);
  const [open, setOpen] = useState(anySet);
  const regionId = useId();
  const shown = open || anySet;
  return (
    <>
      {!anySet && (
        <Button size="small" startIcon={<FilterListIcon />} aria-expanded={shown} aria-controls={regionId} onClick={() => setOpen(!open)}>
          Mais filtros
        </Button>
      )}
      {shown && (
        <Box id={regionId} sx={{ flexBasis: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            {children}
          </Stack>
        </Box>
      )}
    </>
  );
}
