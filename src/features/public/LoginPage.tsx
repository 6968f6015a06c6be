import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { useSignIn } from '../../authProvider/useSignIn';
import { FormTextField } from '../../ui/form/FormTextField';
import { PasswordField } from '../../ui/form/PasswordFields';
import { emailPattern } from '../../ui/form/rules';
import { useSubmitForm } from '../../ui/form/useSubmitForm';
import { GuestOnly } from './GuestOnly';
import { PublicLinks, PublicPage, PublicSubmitButton } from './PublicPage';
import { warmConsole } from './warmConsole';

/** The login's user name is the account's email. */
const usernameRules = { required: 'Usuário é obrigatório', pattern: emailPattern };

type Password = { username: string; password: string };

const LoginForm = ({ onCodeDue }: { onCodeDue: (mfaToken: string) => void }) => {
  const signIn = useSignIn();
  const { control, submit, formState } = useSubmitForm<Password>({ username: '', password: '' }, async (values) => {
    const { mfaToken } = await signIn(values);
    if (mfaToken) onCodeDue(mfaToken);
  });

  return (
    <PublicPage title="Acesse sua conta" onSubmit={submit}>
      <FormTextField control={control} name="username" label="Email" type="email" autoComplete="username" autoFocus rules={usernameRules} onInput={warmConsole} />
      <PasswordField control={control} name="password" label="Senha" current rules={{ required: 'Senha é obrigatória.' }} onInput={warmConsole} />
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/recover-password" variant="body2">
          Esqueceu a senha?
        </Link>
      </Stack>
      <PublicSubmitButton loading={formState.isSubmitting}>Entre</PublicSubmitButton>
      <PublicLinks links={[['/signup', 'Não tem uma conta? Registre-se']]} />
    </PublicPage>
  );
};

/** The second step for an account with two-factor login: a code of the app, or a recovery code. */
const CodeForm = ({ mfaToken }: { mfaToken: string }) => {
  const signIn = useSignIn();
  const { control, submit, formState } = useSubmitForm<{ code: string }>({ code: '' }, async ({ code }) => {
    await signIn({ mfa_token: mfaToken, code: code.trim() });
  });
  return (
    <PublicPage title="Verificação em duas etapas" onSubmit={submit}>
      <FormTextField
        control={control}
        name="code"
        label="Código de verificação"
        autoComplete="one-time-code"
        autoFocus
        helperText="O código de 6 dígitos do aplicativo autenticador ou um código de recuperação"
        rules={{ required: 'Informe o código.' }}
      />
      <PublicSubmitButton loading={formState.isSubmitting}>Verificar</PublicSubmitButton>
    </PublicPage>
  );
};

const LoginSteps = () => {
  const [mfaToken, setMfaToken] = useState<string>();
  return mfaToken ? <CodeForm mfaToken={mfaToken} /> : <LoginForm onCodeDue={setMfaToken} />;
};

export const LoginPage = () => (
  <GuestOnly>
    <LoginSteps />
  </GuestOnly>
);
