import { Grid, MenuItem } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { ufChoices } from '../../../common/enums';
import { FormTextField } from '../../components/form/FormTextField';
import { CepField } from '../../components/integrations/CepField';
import { GridCell, GridCheckboxField, GridTextField } from '../../components/form/GridFields';
import { maskCep, type AddressValues } from './addressForm';
import { optionalText, requiredText } from './childRules';

export function AddressInputs({ form }: { form: UseFormReturn<AddressValues> }) {
  const { control } = form;
  return (
    <Grid container columnSpacing={2}>
      <GridCell sm={4}>
        <CepField
          form={form}
          label="CEP"
          required
          transform={maskCep}
          rules={requiredText(9, 'Campo CEP e obrigatória')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </GridCell>
      <GridTextField sm={8} name="street" control={control} label="Rua" required rules={requiredText(255)} />
      <GridTextField sm={4} name="number" control={control} label="Número" required rules={requiredText(20)} />
      <GridTextField sm={8} name="complement" control={control} label="Complemento" rules={optionalText(50)} />
      <GridTextField sm={6} name="neighborhood" control={control} label="Bairro" required rules={requiredText(100)} />
      <GridTextField sm={6} name="city" control={control} label="Cidade" required rules={requiredText(100)} />
      <GridCell sm={6}>
        <FormTextField select name="state" control={control} label="Estado" required rules={{ required: 'Escolha um estado' }}>
          {ufChoices.map((uf) => (
            <MenuItem key={uf.id} value={uf.id}>
              {uf.name}
            </MenuItem>
          ))}
        </FormTextField>
      </GridCell>
      <GridCheckboxField sm={6} name="is_primary" control={control} label="Endereço principal?" />
    </Grid>
  );
}
