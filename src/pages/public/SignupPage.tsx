import { Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../components/form/FormTextField';
import { confirmRules, emailRules, FORM_MODE, passwordRules } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { GuestOnly } from './GuestOnly';
import { PublicPage } from './PublicPage';

type SignupForm = { full_name: string; email: string; password: string; confirm_password: string };

const SignupFormPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { notifyError, notifySuccess } = useToast();
  const { control, handleSubmit, formState } = useForm<SignupForm>({
    mode: FORM_MODE,
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ full_name, email, password }) => {
    try {
      await dataProvider.signup({ full_name: full_name.trim(), email: email.trim(), password });
      notifySuccess('Conta criada com sucesso. Faça login para continuar.');
      navigate('/login');
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <PublicPage title="Crie sua conta" onSubmit={submit}>
      <FormTextField
        control={control}
        name="full_name"
        label="Nome completo"
        autoComplete="name"
        autoFocus
        rules={{
          required: 'Nome completo é obrigatório',
          minLength: { value: 3, message: 'Nome completo deve ter pelo menos 3 caracteres' },
        }}
      />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" rules={emailRules} />
      <FormTextField
        control={control}
        name="password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        rules={passwordRules}
      />
      <FormTextField
        control={control}
        name="confirm_password"
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        rules={confirmRules<SignupForm>('password')}
      />
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} loading={formState.isSubmitting}>
        Registrar
      </Button>
      <Stack direction="row" justifyContent="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Já tem uma conta? Faça login
        </Link>
      </Stack>
    </PublicPage>
  );
};

export const SignupPage = () => (
  <GuestOnly>
    <SignupFormPage />
  </GuestOnly>
);
