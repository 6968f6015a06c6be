// 'Senha': current, new and confirmation; Salvar is disabled until the form is valid. PATCH /users/me/password.
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { NewPasswordFields, PasswordField } from '../../ui/form/PasswordFields';
import { FORM_MODE } from '../../ui/form/rules';
import { useSubmitHandler } from '../../ui/form/useSubmitHandler';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';

type PasswordChange = { current_password: string; new_password: string; confirm_password: string };

const empty: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

export const PasswordTab = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  // Each saved change mounts a new, empty form: no password stays on screen.
  const [saves, setSaves] = useState(0);
  // A refusal (a wrong current password) shows in the toast, as it always has.
  const save = useSubmitHandler(
    async ({ current_password, new_password }: PasswordChange) => {
      await dataProvider.changeMyPassword({ current_password, new_password });
      notifySuccess('Senha atualizada com sucesso.');
      setSaves((count) => count + 1);
    },
    { fields: [] },
  );

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Form key={saves} record={empty} mode={FORM_MODE} onSubmit={save} noValidate disableInvalidFormNotification>
        <Typography variant="h6" component="h2">
          Alterar senha
        </Typography>
        <PasswordInputs />
      </Form>
    </Box>
  );
};

function PasswordInputs() {
  const { control } = useFormContext<PasswordChange>();
  const { isValid, isSubmitting } = useFormState({ control });
  return (
    <>
      <PasswordField
        control={control}
        name="current_password"
        label="Senha atual"
        current
        rules={{ required: 'Senha atual é obrigatória.' }}
      />
      <NewPasswordFields control={control} name="new_password" label="Nova senha" />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!isValid} loading={isSubmitting}>
        Salvar
      </Button>
    </>
  );
}
