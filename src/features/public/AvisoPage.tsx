// The maintenance notice: also where a session that expired lands.
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_CHAT_URL } from './support';
import { PublicPage } from './PublicPage';

export const AvisoPage = () => (
  <PublicPage title="Portal em manutenção">
    <Stack spacing={2}>
      <Typography>
        O Portal de Parceiros está em manutenção para melhorias. Algumas funcionalidades podem ficar
        indisponíveis por alguns instantes.
      </Typography>
      <Typography color="text.secondary">
        Se a sua sessão expirou, basta entrar novamente. Em caso de dúvidas, fale com o nosso suporte.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        Fazer login
      </Button>
      <Button
        component="a"
        href={SUPPORT_CHAT_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        startIcon={<SupportAgentOutlined />}
        fullWidth
      >
        Falar com o suporte pelo chat
      </Button>
    </Stack>
  </PublicPage>
);
