import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormTextField } from '../../components/form/FormTextField';
import { confirmRules, FORM_MODE, passwordRules } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { PublicPage } from './PublicPage';

type ResetForm = { new_password: string; confirm_password: string };

export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { notifyError, notifySuccess } = useToast();
  const { control, handleSubmit, formState } = useForm<ResetForm>({
    mode: FORM_MODE,
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ new_password }) => {
    if (!token) return; // without the emailed token there is nothing to send
    try {
      await dataProvider.resetPassword({ token, new_password });
      notifySuccess('Senha atualizada com sucesso.');
      navigate('/login');
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <PublicPage title="Redefinir senha" subtitle="Escolha uma nova senha para a sua conta." onSubmit={submit}>
      {!token && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Este link de redefinição está incompleto. Abra o link enviado por email ou solicite um novo.
        </Alert>
      )}
      <FormTextField
        control={control}
        name="new_password"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        autoFocus
        rules={passwordRules}
      />
      <FormTextField
        control={control}
        name="confirm_password"
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        rules={confirmRules<ResetForm>('new_password')}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        sx={{ mt: 2 }}
        disabled={!token}
        loading={formState.isSubmitting}
      >
        Redefinir senha
      </Button>
      <Stack direction="row" justifyContent="center" spacing={2} sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/recover-password" variant="body2">
          Solicitar novo link
        </Link>
        <Link component={RouterLink} to="/login" variant="body2">
          Voltar para o login
        </Link>
      </Stack>
    </PublicPage>
  );
};
