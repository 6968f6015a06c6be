// Form fields in the cells of a MUI Grid container: full width on phones, `sm` of 12 columns from
// tablets up. The dialogs and forms that lay their fields out side by side (a person, its addresses,
// contacts and bank accounts, an opportunity) write one element per field.
import { Grid } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { DecimalField } from './DecimalField';
import { FormCheckboxField } from './FormCheckboxField';
import { FormSelectField, type FormSelectFieldProps } from './FormSelectField';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type Cell = {
  /** Columns (of 12) from tablets up; the whole row by default. */
  sm?: number;
};

/** A checkbox is shorter than a text field: centred, it lines up with the field beside it. */
const centred = { display: 'flex', alignItems: 'center' };

export const GridCell = ({ sm = 12, center = false, children }: Cell & { center?: boolean; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm }} sx={center ? centred : undefined}>
    {children}
  </Grid>
);

export function GridTextField<T extends FieldValues, N extends FieldPath<T>>({ sm, ...props }: FormTextFieldProps<T, N> & Cell) {
  return (
    <GridCell sm={sm}>
      <FormTextField {...props} />
    </GridCell>
  );
}

export function GridSelectField<T extends FieldValues, N extends FieldPath<T>>({ sm, ...props }: FormSelectFieldProps<T, N> & Cell) {
  return (
    <GridCell sm={sm}>
      <FormSelectField {...props} />
    </GridCell>
  );
}

export function GridDecimalField<T extends FieldValues, N extends FieldPath<T>>({
  sm,
  ...props
}: ComponentProps<typeof DecimalField<T, N>> & Cell) {
  return (
    <GridCell sm={sm}>
      <DecimalField {...props} />
    </GridCell>
  );
}

/** A checkbox in its cell, centred beside a text field unless it has the row to itself. */
export function GridCheckboxField<T extends FieldValues>({ sm, ...props }: ComponentProps<typeof FormCheckboxField<T>> & Cell) {
  return (
    <GridCell sm={sm} center={sm !== undefined && sm < 12}>
      <FormCheckboxField {...props} />
    </GridCell>
  );
}
