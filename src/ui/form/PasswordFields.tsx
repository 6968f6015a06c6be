// Password inputs: hidden text, with the autocomplete word that tells a password manager whether to fill
// in the saved password or offer a new one.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { confirmRules, passwordRules } from './rules';

type PasswordFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  FormTextFieldProps<T, N>,
  'type' | 'autoComplete'
> & {
  /** The password the account has now (login, the settings' 'Senha atual'), not a new one. */
  current?: boolean;
};

export function PasswordField<T extends FieldValues, N extends FieldPath<T>>({ current, ...props }: PasswordFieldProps<T, N>) {
  return <FormTextField {...props} type="password" autoComplete={current ? 'current-password' : 'new-password'} />;
}

type Confirmable = FieldValues & { confirm_password: string };
type ConfirmPath<T extends Confirmable> = Extract<FieldPath<T>, 'confirm_password'>;

type NewPasswordProps<T extends Confirmable, N extends FieldPath<T>> = Omit<PasswordFieldProps<T, N>, 'current'> & {
  /** The confirmation's rules; by default it must be given and repeat the password. */
  confirm?: FormTextFieldProps<T, ConfirmPath<T>>['rules'];
};

/**
 * A new password and 'Confirmar senha' (the form's confirm_password) under it: signup, reset, the
 * settings' 'Senha' and the user dialogs. Unless told otherwise, the password follows passwordRules.
 */
export function NewPasswordFields<T extends Confirmable, N extends FieldPath<T>>({
  rules = passwordRules,
  confirm,
  ...props
}: NewPasswordProps<T, N>) {
  return (
    <>
      <PasswordField {...props} rules={rules} />
      <PasswordField
        control={props.control}
        name={'confirm_password' as ConfirmPath<T>}
        label="Confirmar senha"
        rules={confirm ?? confirmRules<T>(props.name)}
      />
    </>
  );
}
