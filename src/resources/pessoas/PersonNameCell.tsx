// A person in a table's first column: the name, and under it the document as it is written (masked).
import { Box, Typography } from '@mui/material';
import { formatDocument } from '../../../common/documents';
import type { Person } from './types';

export const PersonNameCell = ({ person }: { person: Pick<Person, 'name' | 'document'> }) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {person.name}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {formatDocument(person.document)}
    </Typography>
  </Box>
);
