// A MUI TextField bound to a react-hook-form field: shows the field's error under it and can rewrite
// what is typed (e.g. keep digits only) before the form stores it. Left for the public pages (login,
// signup, recovery) and the password fields; the console's forms use react-admin's inputs.
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: N;
  control: Control<T>;
  rules?: Omit<RegisterOptions<T, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Rewrites the typed text before it is stored, e.g. (text) => text.replace(/\D/g, ''). */
  transform?: (text: string) => string;
};

export function FormTextField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  control,
  rules,
  transform,
  helperText,
  ...props
}: FormTextFieldProps<T, N>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <TextField
      fullWidth
      margin="dense"
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      // A blank helper line keeps its place, so a message appearing on blur does not move what is below
      // (a link or button being clicked at that moment).
      helperText={fieldState.error?.message ?? helperText ?? ' '}
    />
  );
}
