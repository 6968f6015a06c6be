import { Checkbox, FormControlLabel } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = { name: FieldPath<T>; control: Control<T>; label: string; disabled?: boolean };

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckboxField<T extends FieldValues>({ name, control, label, disabled }: Props<T>) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}
