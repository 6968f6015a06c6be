// The fields the add and edit dialogs share. The dialog's resolver (./userRules.ts) validates them:
// under a resolver react-hook-form runs no rules of the fields themselves.
import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { userPersonKindChoices, userRoleChoices } from '../../../common/enums';
import { FormCheckboxField } from '../../ui/form/FormCheckboxField';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormTextField } from '../../ui/form/FormTextField';
import { NewPasswordFields } from '../../ui/form/PasswordFields';
import type { UserFormValues } from './types';
import { documentInput } from './userRules';

export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  const { control } = useFormContext<UserFormValues>();
  const creating = mode === 'create';
  return (
    <>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
      <FormTextField control={control} name="full_name" label="Nome completo" autoComplete="off" />
      {creating && <DocumentInputs />}
      <FormSelectField control={control} name="role" label="Função" choices={userRoleChoices} />
      <NewPasswordFields
        control={control}
        name="password"
        label="Senha"
        helperText={creating ? undefined : 'Deixe em branco para manter a senha atual'}
      />
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        {!creating && <FormCheckboxField control={control} name="is_superuser" label="Superusuário" />}
        <FormCheckboxField control={control} name="is_active" label="Ativo" />
      </Stack>
    </>
  );
}

/** 'Tipo de pessoa' decides the document's length; changing it re-checks what was typed. */
function DocumentInputs() {
  const { control, getValues, setValue, getFieldState } = useFormContext<UserFormValues>();
  const tipo = useWatch({ control, name: 'tipo_pessoa' });
  return (
    <>
      <FormSelectField
        control={control}
        name="tipo_pessoa"
        label="Tipo de pessoa"
        choices={userPersonKindChoices}
        rules={{
          onChange: (event: { target: { value: unknown } }) => {
            const document = documentInput(Number(event.target.value) as UserFormValues['tipo_pessoa'])(getValues('document'));
            setValue('document', document, { shouldValidate: getFieldState('document').isTouched });
          },
        }}
      />
      <FormTextField
        control={control}
        name="document"
        label="Documento"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        transform={documentInput(tipo)}
      />
    </>
  );
}
