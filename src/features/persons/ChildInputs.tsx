// The inputs of a person's child-list dialog, one per declared field, laid out in the dialog's grid: the
// declaration (common/resources/persons/) gives each its label, its kind, its width and what it follows.
// They are the kit's react-admin inputs (FieldInput); the dialog's resolver (childForm.ts) checks them.
import { Grid } from '@mui/material';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ChildDeclaration, ChildField, ChildValues } from '../../../common/resources/children';
import { GridCell } from '../../ui/form/GridCell';
import { FieldInput } from '../../ui/kit/FieldInput';
import { isRequired } from './childForm';
import { CepInput } from './integrations/CepInput';
import { useRevalidate } from './useRevalidate';

type InputsProps = { child: ChildDeclaration };

export function ChildInputs({ child }: InputsProps) {
  const form = useFormContext<ChildValues>();
  const record = useWatch({ control: form.control }) as ChildValues;
  return (
    <Grid container columnSpacing={2}>
      {Object.entries(child.fields).map(([name, field]) => (
        <ChildInput key={name} name={name} field={field} form={form} record={record} required={isRequired(child, name)} />
      ))}
    </Grid>
  );
}

type InputProps = { name: string; field: ChildField; form: UseFormReturn<ChildValues>; record: ChildValues; required: boolean };

function ChildInput({ name, field, form, record, required }: InputProps) {
  useRevalidate(form, name, field.dependsOn ? record[field.dependsOn] : undefined);
  const label = field.labelFor?.(record) ?? field.label;
  const disabled = field.disabledWhen?.(record) ?? false;
  const sm = field.width;
  switch (field.input) {
    case 'boolean':
      // A switch is shorter than a text field: centred, it lines up with the field beside it.
      return (
        <GridCell sm={sm} center={sm !== undefined && sm < 12}>
          <FieldInput source={name} field={field} />
        </GridCell>
      );
    case 'cep':
      return (
        <GridCell sm={sm}>
          <CepInput label={label} />
        </GridCell>
      );
    case 'enum':
      // A choice with a default is never blank: no blank choice to pick.
      return (
        <GridCell sm={sm}>
          <FieldInput source={name} field={field} label={label} isRequired={required || field.defaultValue !== undefined} />
        </GridCell>
      );
    default:
      return (
        <GridCell sm={sm}>
          <FieldInput
            source={name}
            field={field}
            label={label}
            isRequired={required || (field.disabledWhen !== undefined && !disabled)}
            disabled={disabled}
          />
        </GridCell>
      );
  }
}
