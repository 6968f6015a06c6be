import { Checkbox, FormControlLabel } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A labelled checkbox bound to a boolean react-hook-form field ('Conta principal?', 'Ativo'). */
export function CheckboxField<T extends FieldValues>({
  name,
  control,
  label,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
}) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
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
