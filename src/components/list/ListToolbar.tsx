import { Box, Card, Stack, Typography, type CardProps } from '@mui/material';
import type { ReactNode } from 'react';
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
 * 'Visualizações' (src/components/list/views), with the list's built-in views if it has any.
 */
export const ListToolbar = ({ children, views }: { children: ReactNode; views?: readonly BuiltInView[] }) => (
  <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
    <Stack direction="row" role="search" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, flex: '1 1 auto' }}>
      {children}
    </Stack>
    <ListViewButtons views={views} />
  </Stack>
);

/**
 * The card a list's table and footer sit in. Not clipped, so a menu or tooltip of a row may overflow it
 * (the bulk actions bar takes its own line: src/layout/theme/themes.ts).
 */
export const ListCard = ({ sx, ...props }: CardProps) => (
  <Card variant="outlined" sx={[{ overflow: 'visible' }, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />
);
