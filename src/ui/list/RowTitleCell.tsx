import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type RowTitleCellProps = {
  title: ReactNode;
  /** The row has no name: the title is a stand-in (e.g. 'N/A'), shown in grey. */
  faded?: boolean;
  /** What else tells the row apart, a line each under the title; false ones are left out. */
  details: (ReactNode | false)[];
};

/** A table's first cell: the row's name in bold, and under it, small and grey, a line per detail. */
export const RowTitleCell = ({ title, faded = false, details }: RowTitleCellProps) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 500 }} color={faded ? 'text.secondary' : 'text.primary'}>
      {title}
    </Typography>
    {details.filter((detail) => detail !== false).map((detail, index) => (
      <Typography key={index} variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    ))}
  </Box>
);
