import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSignIn, type Credentials } from '../../authProvider/useSignIn';
import { FormTextField } from '../../components/form/FormTextField';
import { PasswordField } from '../../components/form/PasswordFields';
import { emailPattern } from '../../components/form/rules';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { GuestOnly } from './GuestOnly';
import { PublicPage, PublicSubmitButton } from './PublicPage';

/** The login's user name is the account's email. */
const usernameRules = { required: 'Usuário é obrigatório', pattern: emailPattern };

const LoginForm = () => {
  const signIn = useSignIn();
  const { control, submit, formState } = useSubmitForm<Credentials>({ username: '', password: '' }, signIn);

  return (
    <PublicPage title="Acesse sua conta" onSubmit={submit}>
      <FormTextField control={control} name="username" label="Email" type="email" autoComplete="username" autoFocus rules={usernameRules} />
      <PasswordField control={control} name="password" label="Senha" current rules={{ required: 'Senha é obrigatória.' }} />
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/recover-password" variant="body2">
          Esqueceu a senha?
        </Link>
      </Stack>
      <PublicSubmitButton loading={formState.isSubmitting}>Entre</PublicSubmitButton>
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
