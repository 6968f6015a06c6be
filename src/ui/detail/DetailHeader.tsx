// The top of a detail page (/pessoas/{id}, /oportunidades/{id}): the way back and the record's actions on
// one wrapping row, the way back first and the actions at the end, then the record's name as the page's
// heading and what reads under it (its id, its badges).
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { back: ReactNode; actions: ReactNode; title: ReactNode; children?: ReactNode };

export const DetailHeader = ({ back, actions, title, children }: Props) => (
  <Box component="header" sx={{ mt: 2, mb: 3 }}>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      {back}
      <Box sx={{ flexGrow: 1 }} />
      {actions}
    </Stack>
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    {children}
  </Box>
);
