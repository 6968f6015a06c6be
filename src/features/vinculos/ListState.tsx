// What a vínculos table shows instead of rows while it loads or when it could not load.
import { Alert, Box } from '@mui/material';

export { ScreenLoading as ListLoading } from '../../ui/layout/ScreenLoading';

export const ListError = ({ text }: { text: string }) => (
  <Box sx={{ p: 2 }}>
    <Alert severity="error">{text}</Alert>
  </Box>
);
