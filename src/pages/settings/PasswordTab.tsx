// 'Senha': current, new and confirmation; Salvar is disabled until the form is valid. PATCH /users/me/password.
import { Box, Button, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { NewPasswordFields, PasswordField } from '../../components/form/PasswordFields';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';

type PasswordChange = { current_password: string; new_password: string; confirm_password: string };

const empty: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

export const PasswordTab = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { control, submit, formState } = useSubmitForm<PasswordChange>(
    empty,
    async ({ current_password, new_password }, form) => {
      await dataProvider.changeMyPassword({ current_password, new_password });
      notifySuccess('Senha atualizada com sucesso.');
      form.reset(empty);
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <Typography variant="h6" component="h2">
        Alterar senha
      </Typography>
      <PasswordField
        control={control}
        name="current_password"
        label="Senha atual"
        current
        rules={{ required: 'Senha atual é obrigatória.' }}
      />
      <NewPasswordFields control={control} name="new_password" label="Nova senha" />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!formState.isValid} loading={formState.isSubmitting}>
        Salvar
      </Button>
    </Box>
  );
};
