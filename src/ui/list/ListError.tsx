// What a list's table shows instead of its rows when it could not load.
import { Alert, Box } from '@mui/material';

export const ListError = ({ text }: { text: string }) => (
  <Box sx={{ p: 2 }}>
    <Alert severity="error">{text}</Alert>
  </Box>
);
