// What a vínculos table shows instead of rows while it loads or when it could not load.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';

export const ListLoading = ({ text }: { text: string }) => (
  <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
    <CircularProgress aria-hidden />
    <Typography>{text}</Typography>
  </Stack>
);

export const ListError = ({ text }: { text: string }) => (
  <Box sx={{ p: 2 }}>
    <Alert severity="error">{text}</Alert>
  </Box>
);
