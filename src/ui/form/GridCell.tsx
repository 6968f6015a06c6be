// A cell of a MUI Grid container holding one form input: full width on phones, `sm` of 12 columns from
// tablets up. The dialogs and forms that lay their inputs out side by side (a person, its addresses,
// contacts and bank accounts, an opportunity) write one cell per input.
import { Grid } from '@mui/material';
import type { ReactNode } from 'react';

/** A switch is shorter than a text field: centred, it lines up with the field beside it. */
const centred = { display: 'flex', alignItems: 'center' };

type Props = {
  /** Columns (of 12) from tablets up; the whole row by default. */
  sm?: number;
  center?: boolean;
  children: ReactNode;
};

export const GridCell = ({ sm = 12, center = false, children }: Props) => (
  <Grid size={{ xs: 12, sm }} sx={center ? centred : undefined}>
    {children}
  </Grid>
);
