// 'Senha': current, new and confirmation; Salvar is disabled until the form is valid. PATCH /users/me/password.
import { Box, Button, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { confirmRules, FORM_MODE, passwordRules } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';

type PasswordChange = { current_password: string; new_password: string; confirm_password: string };

const empty: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

export const PasswordTab = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifyError, notifySuccess } = useToast();
  const { control, handleSubmit, reset, formState } = useForm<PasswordChange>({ mode: FORM_MODE, defaultValues: empty });

  const save = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await dataProvider.changeMyPassword({ current_password, new_password });
      notifySuccess('Senha atualizada com sucesso.');
      reset(empty);
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ maxWidth: 480 }}>
      <Typography variant="h6" component="h2">
        Alterar senha
      </Typography>
      <FormTextField
        control={control}
        name="current_password"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        rules={{ required: 'Senha atual é obrigatória.' }}
      />
      <FormTextField
        control={control}
        name="new_password"
        label="Nova senha"
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
        rules={confirmRules<PasswordChange>('new_password')}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
      >
        Salvar
      </Button>
    </Box>
  );
};
