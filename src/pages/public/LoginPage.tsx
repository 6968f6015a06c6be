import { Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useSignIn, type Credentials } from '../../authProvider/useSignIn';
import { FormTextField } from '../../components/form/FormTextField';
import { emailPattern, FORM_MODE } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import { GuestOnly } from './GuestOnly';
import { PublicPage } from './PublicPage';

const LoginForm = () => {
  const signIn = useSignIn();
  const { notifyError } = useToast();
  const { control, handleSubmit, formState } = useForm<Credentials>({
    mode: FORM_MODE,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      await signIn(credentials);
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <PublicPage title="Acesse sua conta" onSubmit={submit}>
      <FormTextField
        control={control}
        name="username"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        rules={{ required: 'Usuário é obrigatório', pattern: emailPattern }}
      />
      <FormTextField
        control={control}
        name="password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        rules={{ required: 'Senha é obrigatória.' }}
      />
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/recover-password" variant="body2">
          Esqueceu a senha?
        </Link>
      </Stack>
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} loading={formState.isSubmitting}>
        Entre
      </Button>
      <Stack direction="row" justifyContent="center" spacing={0.5} sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/signup" variant="body2">
          Não tem uma conta? Registre-se
        </Link>
      </Stack>
    </PublicPage>
  );
};

export const LoginPage = () => (
  <GuestOnly>
    <LoginForm />
  </GuestOnly>
);
