// The fields the add and edit dialogs share, as react-admin inputs. The dialog's resolver (./userRules.ts)
// validates them: under a resolver react-hook-form runs no rules of the fields themselves.
import { Stack } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { userPersonKindChoices, userRoleChoices } from '../../../common/enums';
import { asTyped, typedText } from '../../ui/form/inputValues';
import { NewPasswordInputs } from '../../ui/form/PasswordInputs';
import type { UserFormValues } from './types';
import { documentInput } from './userRules';

/** What every text input of the dialog takes: its text as typed, the dialog's width, no autofill. */
const text = { ...typedText, autoComplete: 'off' } as const;

export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  const creating = mode === 'create';
  return (
    <>
      <TextInput {...text} source="email" label="Email" type="email" />
      <TextInput {...text} source="full_name" label="Nome completo" />
      {creating && <DocumentInputs />}
      {/* Always a role (the resolver says so): no blank choice. */}
      <SelectInput source="role" label="Função" choices={userRoleChoices} isRequired parse={asTyped} fullWidth />
      <NewPasswordInputs source="password" label="Senha" helperText={creating ? undefined : 'Deixe em branco para manter a senha atual'} />
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        {!creating && <BooleanInput source="is_superuser" label="Superusuário" />}
        <BooleanInput source="is_active" label="Ativo" />
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
      <SelectInput
        source="tipo_pessoa"
        label="Tipo de pessoa"
        choices={userPersonKindChoices}
        isRequired
        parse={asTyped}
        fullWidth
        // Called once the form holds the new kind.
        onChange={() => {
          const document = documentInput(getValues('tipo_pessoa'))(getValues('document'));
          setValue('document', document, { shouldValidate: getFieldState('document').isTouched });
        }}
      />
      <TextInput
        {...text}
        source="document"
        label="Documento"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        parse={documentInput(tipo)}
      />
    </>
  );
}
