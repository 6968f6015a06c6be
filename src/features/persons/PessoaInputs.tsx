// The person fields, shared by the 'Adicionar Pessoa' dialog and the edit form. The name is labelled
// Razão Social for a company, which alone shows the trade name and CNAE fields. Last, the LGPD legal basis
// and the day of consent (both optional).
import { Grid } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { PersonType } from '../../../common/enums';
import type { FieldDeclaration } from '../../../common/resources/types';
import { dayText } from '../../../common/dayText';
import { dayInput } from '../../ui/form/DayField';
import { GridCheckboxField, GridSelectField, GridTextField } from '../../ui/form/GridFields';
import {
  maskDocument,
  nameLabel,
  personFields,
  validateDocument,
  validateName,
  type PersonFormMode,
  type PersonFormValues,
} from './personForm';

type PessoaInputsProps = { mode: PersonFormMode };

const { person_type, role, is_active, trade_name, cnae_main, cnae_main_description, cnae_secondary, base_legal, consentimento_em } = personFields;
const numberChoices = (field: FieldDeclaration) => (field.choices ?? []) as { id: number; name: string }[];
/** The checkbox reads as its checked value: 'Ativo'. */
const activeLabel = is_active.choices?.find((choice) => choice.id === true)?.name ?? is_active.label;

export function PessoaInputs({ mode }: PessoaInputsProps) {
  const form = useFormContext<PersonFormValues>();
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
        label={person_type.label}
        choices={numberChoices(person_type)}
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
      <GridSelectField sm={6} name="role" control={control} label={role.label} choices={numberChoices(role)} requiredMessage={required && 'Papel é obrigatório'} />
      <GridCheckboxField sm={6} name="is_active" control={control} label={activeLabel} />
      <GridSelectField sm={6} name="base_legal" control={control} label={base_legal.label} choices={numberChoices(base_legal)} emptyLabel="Não informada" />
      <GridTextField
        sm={6}
        name="consentimento_em"
        control={control}
        label={consentimento_em.label}
        placeholder="dd/mm/aaaa"
        transform={dayInput}
        display={dayText}
      />
    </Grid>
  );
}

const CompanyInputs = ({ control }: { control: Control<PersonFormValues> }) => (
  <>
    <GridTextField name="trade_name" control={control} label={trade_name.label} />
    <GridTextField sm={4} name="cnae_main" control={control} label={cnae_main.label} />
    <GridTextField sm={8} name="cnae_main_description" control={control} label={cnae_main_description.label} />
    <GridTextField name="cnae_secondary" control={control} label={cnae_secondary.label} helperText="Separe os códigos por vírgula" />
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
