// A new password and 'Confirmar senha' (confirm_password) under it, as react-admin inputs: hidden text,
// with the autocomplete word that tells a password manager to offer a new password. The form's resolver
// checks them (for a form without one, `validate` and `confirmValidate`).
import { TextInput, type Validator } from 'react-admin';
import { asTyped } from './inputValues';

type Props = {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator;
  confirmValidate?: Validator;
};

export function NewPasswordInputs({ source, label, helperText, validate, confirmValidate }: Props) {
  const input = { type: 'password', autoComplete: 'new-password', parse: asTyped, fullWidth: true } as const;
  return (
    <>
      <TextInput {...input} source={source} label={label} helperText={helperText} validate={validate} />
      <TextInput {...input} source="confirm_password" label="Confirmar senha" validate={confirmValidate} />
    </>
  );
}
