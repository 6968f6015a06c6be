// 'Senha': current, new and confirmation; Salvar is disabled until the form is valid. PATCH /users/me/password.
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { asTyped, validator } from '../../ui/form/inputValues';
import { confirmValidator, NewPasswordInputs, newPasswordValidator } from '../../ui/form/PasswordInputs';
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

const currentRequired = validator((value: string | null) => Boolean(value) || 'Senha atual é obrigatória.');
const confirmsNew = confirmValidator<PasswordChange>('new_password');

function PasswordInputs() {
  const { isValid, isSubmitting } = useFormState();
  return (
    <>
      <TextInput
        source="current_password"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        parse={asTyped}
        fullWidth
        validate={currentRequired}
      />
      <NewPasswordInputs source="new_password" label="Nova senha" validate={newPasswordValidator} confirmValidate={confirmsNew} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!isValid} loading={isSubmitting}>
        Salvar
      </Button>
    </>
  );
}
