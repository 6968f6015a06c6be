import { Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '../../components/form/FormTextField';
import { emailRules, FORM_MODE } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { PublicPage } from './PublicPage';

export const RecoverPasswordPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifyError, notifySuccess } = useToast();
  const { control, handleSubmit, formState, reset } = useForm<{ email: string }>({
    mode: FORM_MODE,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await dataProvider.recoverPassword(email.trim());
      notifySuccess('Email para recuperação de senha enviado.');
      reset();
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <PublicPage
      title="Recuperar senha"
      subtitle="Informe o email da sua conta: enviaremos um link para você criar uma nova senha."
      onSubmit={submit}
    >
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus rules={emailRules} />
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} loading={formState.isSubmitting}>
        Continuar
      </Button>
      <Stack direction="row" justifyContent="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Voltar para o login
        </Link>
      </Stack>
    </PublicPage>
  );
};
