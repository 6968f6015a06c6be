// A new password and 'Confirmar senha' (confirm_password) under it, as react-admin inputs: hidden text,
// with the autocomplete word that tells a password manager to offer a new password. The form's resolver
// checks them (for a form without one, `validate` and `confirmValidate`).
import { TextInput, type Validator } from 'react-admin';
import { asTyped, validator } from './inputValues';
import { confirmRules, passwordRules } from './rules';

/** passwordRules (given, at least the API's minimum) as a react-admin validator. */
export const newPasswordValidator = validator((value: string | null) => {
  if (!value) return passwordRules.required;
  return value.length >= passwordRules.minLength.value || passwordRules.minLength.message;
});

/** confirmRules: given, and repeating the field named `passwordField`. */
export function confirmValidator<T extends Record<string, unknown>>(passwordField: keyof T & string) {
  const rules = confirmRules<T>(passwordField);
  return validator((value: unknown, values: T) => (value ? rules.validate(value, values) : rules.required));
}

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
