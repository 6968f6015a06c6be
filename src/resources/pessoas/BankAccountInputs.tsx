import { Grid } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { accountTypeChoices, PixKeyType, pixKeyTypeChoices } from '../../../common/enums';
import { GridCheckboxField, GridSelectField, GridTextField } from '../../components/form/GridFields';
import { maxLength, requiredText } from './childRules';
import { useRevalidate } from './useRevalidate';

export type BankAccountValues = {
  bank_code: string;
  bank_name: string;
  agency: string;
  account: string;
  account_type: number | '';
  pix_key_type: number;
  pix_key: string;
  is_primary: boolean;
};

export const newBankAccountValues: BankAccountValues = {
  bank_code: '',
  bank_name: '',
  agency: '',
  account: '',
  account_type: '',
  pix_key_type: PixKeyType.None,
  pix_key: '',
  is_primary: false,
};

export const bankAccountPayload = (values: BankAccountValues) => ({
  ...values,
  bank_code: values.bank_code.trim(),
  bank_name: values.bank_name.trim(),
  agency: values.agency.trim(),
  account: values.account.trim(),
  pix_key: values.pix_key_type === PixKeyType.None ? null : values.pix_key.trim(),
});

const pixKeyRules = {
  validate: (value: unknown, values: BankAccountValues) =>
    values.pix_key_type === PixKeyType.None || String(value ?? '').trim() !== '' || 'Chave pix e obrigatório',
  maxLength: maxLength(140),
};

export function BankAccountInputs({ form }: { form: UseFormReturn<BankAccountValues> }) {
  const { control } = form;
  const pixKeyType = useWatch({ control, name: 'pix_key_type' });
  useRevalidate(form, 'pix_key', pixKeyType);
  return (
    <Grid container columnSpacing={2}>
      <GridTextField sm={4} name="bank_code" control={control} label="Código do Banco" required rules={requiredText(5)} />
      <GridTextField sm={8} name="bank_name" control={control} label="Nome do Banco" required rules={requiredText(100)} />
      <GridTextField sm={4} name="agency" control={control} label="Agência" required rules={requiredText(10)} />
      <GridTextField sm={8} name="account" control={control} label="Conta" required rules={requiredText(20)} />
      <GridSelectField name="account_type" control={control} label="Tipo de Conta" choices={accountTypeChoices} requiredMessage="Tipo de conta e obrigatório" />
      <GridSelectField sm={5} name="pix_key_type" control={control} label="Tipo de Chave Pix" choices={pixKeyTypeChoices} />
      <GridTextField
        sm={7}
        name="pix_key"
        control={control}
        label="Chave Pix"
        required={pixKeyType !== 0}
        disabled={pixKeyType === 0}
        rules={pixKeyRules}
      />
      <GridCheckboxField name="is_primary" control={control} label="Conta principal?" />
    </Grid>
  );
}
