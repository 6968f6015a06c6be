// What /pessoas/{id} shows before the person is there: loading, or why it cannot be shown.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { BackButton } from './BackButton';

export const DetailLoading = () => (
  <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-hidden />
    <Typography>Carregando detalhes da pessoa...</Typography>
  </Stack>
);

export const DetailProblem = ({ message }: { message: string }) => (
  <Box sx={{ py: 4 }}>
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
    <BackButton />
  </Box>
);
