import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Card, Collapse, Stack, Typography, useMediaQuery, type CardProps, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { hasFilterValues } from './searchParams';
import { ListViewButtons } from './views/ListViewButtons';
import type { BuiltInView } from './views/useSavedViews';

/** The page title (a level-1 heading) with the list's actions beside it; they wrap under it on phones. */
export const ListHeader = ({ title, actions }: { title: string; actions?: ReactNode }) => (
  <Stack
    direction="row"
    sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2, mb: 2 }}
  >
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
  </Stack>
);

/**
 * The row of search box, filters and 'Limpar Filtros' above the table, then every list's 'Colunas' and
 * 'Visualizações' (src/ui/list/views), with the list's built-in views if it has any. On a phone
 * the filters fold behind one 'Filtrar' button (as Atomic CRM and Twenty do), so the first rows show
 * under the search box instead of below a screen of selects; its dot says a filter is set.
 */
export const ListToolbar = ({ search, filters, views }: { search?: ReactNode; filters?: ReactNode; views?: readonly BuiltInView[] }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {phone && filters ? (
        <FoldedFilters search={search} filters={filters} views={views} />
      ) : (
        <>
          <Stack direction="row" role="search" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, flex: '1 1 auto' }}>
            {search}
            {filters}
          </Stack>
          <ListViewButtons views={views} />
        </>
      )}
    </Stack>
  );
};

function FoldedFilters({ search, filters, views }: { search?: ReactNode; filters: ReactNode; views?: readonly BuiltInView[] }) {
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  return (
    <Stack role="search" sx={{ gap: 1.5, width: '100%' }}>
      {search}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Badge color="primary" variant="dot" invisible={!hasFilterValues(filterValues)}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<FilterListIcon />}
            aria-expanded={open}
            aria-controls="list-filters"
            onClick={() => setOpen((shown) => !shown)}
          >
            Filtrar
          </Button>
        </Badge>
        <ListViewButtons views={views} />
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Stack id="list-filters" sx={{ gap: 1.5 }}>
          {filters}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/**
 * The card a list's table and footer sit in. Not clipped, so a menu or tooltip of a row may overflow it
 * (the bulk actions bar takes its own line: src/ui/layout/theme/themes.ts).
 */
export const ListCard = ({ sx, ...props }: CardProps) => (
  <Card variant="outlined" sx={[{ overflow: 'visible' }, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />
);
