// What /oportunidades/{id} shows before the opportunity is there: loading, or why it cannot be shown.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { BackToListButton } from './BackToListButton';

export const DetailLoading = () => (
  <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-hidden />
    <Typography>Carregando detalhes da oportunidade...</Typography>
  </Stack>
);

export const DetailProblem = () => (
  <Box sx={{ py: 4 }}>
    <Alert severity="error" sx={{ mb: 2 }}>
      Erro ao carregar oportunidade ou oportunidade não encontrada.
    </Alert>
    <BackToListButton />
  </Box>
);
