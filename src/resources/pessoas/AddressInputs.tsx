import { Grid, MenuItem } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { ufChoices } from '../../../common/enums';
import { FormTextField } from '../../components/form/FormTextField';
import { CepField } from '../../components/integrations/CepField';
import { FormCheckboxField } from '../../components/form/FormCheckboxField';
import { optionalText, requiredText, trimmedOrNull } from './childRules';

export type AddressValues = {
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  is_primary: boolean;
};

export const newAddressValues: AddressValues = {
  zip_code: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  is_primary: false,
};

/** 00000-000 as it is typed. */
export const maskCep = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

export const addressPayload = (values: AddressValues) => ({
  ...values,
  zip_code: values.zip_code.trim(),
  street: values.street.trim(),
  number: values.number.trim(),
  complement: trimmedOrNull(values.complement),
  neighborhood: values.neighborhood.trim(),
  city: values.city.trim(),
});

export function AddressInputs({ form }: { form: UseFormReturn<AddressValues> }) {
  const { control } = form;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CepField
          form={form}
          label="CEP"
          required
          transform={maskCep}
          rules={requiredText(9, 'Campo CEP e obrigatória')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField name="street" control={control} label="Rua" required rules={requiredText(255)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField name="number" control={control} label="Número" required rules={requiredText(20)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField name="complement" control={control} label="Complemento" rules={optionalText(50)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="neighborhood" control={control} label="Bairro" required rules={requiredText(100)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="city" control={control} label="Cidade" required rules={requiredText(100)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField select name="state" control={control} label="Estado" required rules={{ required: 'Escolha um estado' }}>
          {ufChoices.map((uf) => (
            <MenuItem key={uf.id} value={uf.id}>
              {uf.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormCheckboxField name="is_primary" control={control} label="Endereço principal?" />
      </Grid>
    </Grid>
  );
}
