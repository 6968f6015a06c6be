// The person fields, shared by the 'Adicionar Pessoa' dialog and the edit form. The name is labelled
// Razão Social for a company, which alone shows the trade name and CNAE fields.
import { Grid } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { personRoleChoices, PersonType, personTypeChoices } from '../../../common/enums';
import { GridCheckboxField, GridSelectField, GridTextField } from '../../components/form/GridFields';
import {
  maskDocument,
  nameLabel,
  validateDocument,
  validateName,
  type PersonFormMode,
  type PersonFormValues,
} from './personForm';

type PessoaInputsProps = { form: UseFormReturn<PersonFormValues>; mode: PersonFormMode };

export function PessoaInputs({ form, mode }: PessoaInputsProps) {
  const { control } = form;
  const personType = useWatch({ control, name: 'person_type' });
  useRemaskOnTypeChange(form, personType);
  const required = mode === 'create';
  const company = personType === PersonType.Company;

  return (
    <Grid container columnSpacing={2}>
      <GridSelectField
        sm={6}
        name="person_type"
        control={control}
        label="Tipo"
        choices={personTypeChoices}
        requiredMessage={required && 'Tipo é obrigatório'}
      />
      <GridTextField
        sm={6}
        name="document"
        control={control}
        label={company ? 'CNPJ' : 'CPF'}
        required={required}
        placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
        transform={(text) => maskDocument(text, personType)}
        rules={{ validate: (value, values) => validateDocument(String(value ?? ''), values, mode) }}
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode: company ? 'text' : 'numeric' } }}
      />
      <GridTextField
        name="name"
        control={control}
        label={nameLabel(personType)}
        required={required}
        rules={{ validate: (value, values) => validateName(String(value ?? ''), values, mode) }}
      />
      {company && <CompanyInputs control={control} />}
      <GridSelectField sm={6} name="role" control={control} label="Papel" choices={personRoleChoices} requiredMessage={required && 'Papel é obrigatório'} />
      <GridCheckboxField sm={6} name="is_active" control={control} label="Ativo" />
    </Grid>
  );
}

const CompanyInputs = ({ control }: { control: Control<PersonFormValues> }) => (
  <>
    <GridTextField name="trade_name" control={control} label="Nome Fantasia" />
    <GridTextField sm={4} name="cnae_main" control={control} label="CNAE Principal" />
    <GridTextField sm={8} name="cnae_main_description" control={control} label="Descrição do CNAE Principal" />
    <GridTextField name="cnae_secondary" control={control} label="CNAEs Secundários" helperText="Separe os códigos por vírgula" />
  </>
);

/** A new type means a new mask and new messages: name and document are checked again if already shown. */
function useRemaskOnTypeChange(form: UseFormReturn<PersonFormValues>, personType: number | '') {
  const previous = useRef(personType);
  useEffect(() => {
    if (previous.current === personType) return;
    previous.current = personType;
    const { getValues, setValue, getFieldState } = form;
    const shown = (field: 'name' | 'document') => getFieldState(field).isTouched || Boolean(getFieldState(field).error);
    if (shown('name')) void form.trigger('name');
    setValue('document', maskDocument(getValues('document') ?? '', personType), { shouldValidate: shown('document') });
  }, [form, personType]);
}
