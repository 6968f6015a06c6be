// What a self-registered account sees while the staff have not approved it (SIGNUP_APPROVAL): the
// console's pages would only get 403 'Cadastro aguardando aprovação'. Its profile and password stay open.
import { Button, Stack, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { forgetCurrentUser } from '../../authProvider';
import { OnboardingPage } from './OnboardingPage';

export const CadastroEmAnalise = () => {
  const { refetch } = useGetIdentity();
  // An approval shows on the next read of the account: 'Verificar aprovação' asks the server again.
  const check = () => {
    forgetCurrentUser();
    void refetch();
  };
  return (
    <OnboardingPage title="Cadastro em análise" maxWidth={720}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Recebemos seu cadastro e a equipe vai analisá-lo. Assim que ele for aprovado, o portal estará liberado para você nesta mesma
        conta. Enquanto isso, você pode revisar seu perfil e sua senha.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={check}>
          Verificar aprovação
        </Button>
        <Button component={RouterLink} to="/settings" variant="outlined">
          Meu perfil
        </Button>
      </Stack>
    </OnboardingPage>
  );
};
