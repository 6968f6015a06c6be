// A record in a table's first column: its name, and under it a line or two of what tells it apart (a
// person's document, a user's email and links).
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type NameCellProps = {
  name: ReactNode;
  /** The name is a stand-in ('N/A'): shown grey. */
  muted?: boolean;
  /** The caption lines under the name; false or null ones are left out. */
  lines: (ReactNode | false | null)[];
};

export const NameCell = ({ name, muted = false, lines }: NameCellProps) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 500 }} color={muted ? 'text.secondary' : 'text.primary'}>
      {name}
    </Typography>
    {lines
      .filter((line) => line !== false && line !== null)
      .map((line, index) => (
        <Typography key={index} variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
  </Box>
);
