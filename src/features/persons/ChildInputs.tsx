// The inputs of a person's child-list dialog, one per declared field, laid out in the dialog's grid: the
// declaration (common/resources/persons/) gives each its label, its kind, its width and what it follows.
import { Grid, MenuItem } from '@mui/material';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ChildDeclaration, ChildField, ChildValues } from '../../../common/resources/children';
import { FormTextField } from '../../ui/form/FormTextField';
import { GridCell, GridCheckboxField, GridSelectField, GridTextField } from '../../ui/form/GridFields';
import { isRequired } from './childForm';
import { CepField, maskCep } from './integrations/CepField';
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
  const { control } = form;
  useRevalidate(form, name, field.dependsOn ? record[field.dependsOn] : undefined);
  const label = field.labelFor?.(record) ?? field.label;
  const disabled = field.disabledWhen?.(record) ?? false;
  const sm = field.width;
  // What every grid input of this field takes.
  const input = { sm, name, control, label };
  switch (field.input) {
    case 'boolean':
      return <GridCheckboxField {...input} />;
    case 'cep':
      return (
        <GridCell sm={sm}>
          <CepField label={label} required transform={maskCep} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </GridCell>
      );
    case 'enum': {
      const choices = [...(field.choices ?? [])];
      if (choices.every((choice) => typeof choice.id === 'number')) {
        return (
          <GridSelectField {...input} required={required} choices={choices as { id: number; name: string }[]} />
        );
      }
      return (
        <GridCell sm={sm}>
          <FormTextField select name={name} control={control} label={label} required={required}>
            {choices.map((choice) => (
              <MenuItem key={String(choice.id)} value={String(choice.id)}>
                {choice.name}
              </MenuItem>
            ))}
          </FormTextField>
        </GridCell>
      );
    }
    default:
      return (
        <GridTextField {...input} required={required || (field.disabledWhen !== undefined && !disabled)} disabled={disabled} />
      );
  }
}
