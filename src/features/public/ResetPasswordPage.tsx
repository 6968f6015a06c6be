import { Alert } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NewPasswordFields } from '../../ui/form/PasswordFields';
import { useSubmitForm } from '../../ui/form/useSubmitForm';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { PublicLinks, PublicPage, PublicSubmitButton } from './PublicPage';

type ResetForm = { new_password: string; confirm_password: string };

export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { notifySuccess } = useToast();
  const { control, submit, formState } = useSubmitForm<ResetForm>(
    { new_password: '', confirm_password: '' },
    async ({ new_password }) => {
      if (!token) return; // without the emailed token there is nothing to send
      await dataProvider.resetPassword({ token, new_password });
      notifySuccess('Senha atualizada com sucesso.');
      navigate('/login');
    },
  );

  return (
    <PublicPage title="Redefinir senha" subtitle="Escolha uma nova senha para a sua conta." onSubmit={submit}>
      {!token && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Este link de redefinição está incompleto. Abra o link enviado por email ou solicite um novo.
        </Alert>
      )}
      <NewPasswordFields control={control} name="new_password" label="Nova senha" autoFocus />
      <PublicSubmitButton disabled={!token} loading={formState.isSubmitting}>
        Redefinir senha
      </PublicSubmitButton>
      <PublicLinks
        links={[
          ['/recover-password', 'Solicitar novo link'],
          ['/login', 'Voltar para o login'],
        ]}
      />
    </PublicPage>
  );
};
