// A MUI select bound to a react-hook-form field, with numeric choices (roles, person types).
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import type { Choice } from '../../../common/enums';

export type FormSelectFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select'> & {
  name: N;
  control: Control<T>;
  choices: Choice[];
  rules?: Omit<RegisterOptions<T, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Marks the field required and answers an empty choice with this message; false (or absent): optional. */
  requiredMessage?: string | false;
  /** An optional field's first choice, which sends it back to empty (e.g. 'Não informada'). */
  emptyLabel?: string;
};

export function FormSelectField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  control,
  choices,
  rules,
  requiredMessage,
  emptyLabel,
  helperText,
  ...props
}: FormSelectFieldProps<T, N>) {
  const { field, fieldState } = useController({ name, control, rules: requiredMessage ? { ...rules, required: requiredMessage } : rules });
  return (
    <TextField
      fullWidth
      margin="dense"
      required={Boolean(requiredMessage)}
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      // A blank helper line keeps its place, so a message appearing on blur does not move what is below
      // (a link or button being clicked at that moment).
      helperText={fieldState.error?.message ?? helperText ?? ' '}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
