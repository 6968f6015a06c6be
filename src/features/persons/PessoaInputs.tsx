// The person fields, shared by the 'Adicionar Pessoa' dialog and the edit form. The name is labelled
// Razão Social for a company, which alone shows the trade name and CNAE fields. Last, the LGPD legal basis
// and the day of consent (both optional). react-admin's inputs; the form keeps its texts as typed (asTyped).
import { Grid } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, required as requiredChoice, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { PersonType } from '../../../common/enums';
import type { FieldDeclaration } from '../../../common/resources/types';
import { GridCell } from '../../ui/form/GridCell';
import { DayInput } from '../../ui/form/DayInput';
import { asTyped, typedText as text, validator } from '../../ui/form/inputValues';
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
const choices = (field: FieldDeclaration) => [...(field.choices ?? [])];
/** The switch reads as its checked value: 'Ativo'. */
const activeLabel = is_active.choices?.find((choice) => choice.id === true)?.name ?? is_active.label;

export function PessoaInputs({ mode }: PessoaInputsProps) {
  const form = useFormContext<PersonFormValues>();
  const personType = useWatch({ control: form.control, name: 'person_type' });
  useRemaskOnTypeChange(form, personType);
  const required = mode === 'create';
  const company = personType === PersonType.Company;

  return (
    <Grid container columnSpacing={2}>
      <GridCell sm={6}>
        {/* Type and role always hold a choice (no blank one to pick): required on add, never blank on edit. */}
        <SelectInput source="person_type" label={person_type.label} choices={choices(person_type)} validate={requiredChoice('Tipo é obrigatório')} parse={asTyped} fullWidth />
      </GridCell>
      <GridCell sm={6}>
        <TextInput
          {...text}
          source="document"
          label={company ? 'CNPJ' : 'CPF'}
          isRequired={required}
          placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
          parse={(typed: string) => maskDocument(typed, personType)}
          validate={validator((value: string, values: PersonFormValues) => validateDocument(String(value ?? ''), values, mode))}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: company ? 'text' : 'numeric' } }}
        />
      </GridCell>
      <GridCell>
        <TextInput
          {...text}
          source="name"
          label={nameLabel(personType)}
          isRequired={required}
          validate={validator((value: string, values: PersonFormValues) => validateName(String(value ?? ''), values, mode))}
        />
      </GridCell>
      {company && <CompanyInputs />}
      <GridCell sm={6}>
        <SelectInput source="role" label={role.label} choices={choices(role)} validate={requiredChoice('Papel é obrigatório')} parse={asTyped} fullWidth />
      </GridCell>
      <GridCell sm={6} center>
        <BooleanInput source="is_active" label={activeLabel} />
      </GridCell>
      <GridCell sm={6}>
        <SelectInput source="base_legal" label={base_legal.label} choices={choices(base_legal)} emptyText="Não informada" parse={asTyped} fullWidth />
      </GridCell>
      <GridCell sm={6}>
        <DayInput source="consentimento_em" label={consentimento_em.label} />
      </GridCell>
    </Grid>
  );
}

const CompanyInputs = () => (
  <>
    <GridCell>
      <TextInput {...text} source="trade_name" label={trade_name.label} />
    </GridCell>
    <GridCell sm={4}>
      <TextInput {...text} source="cnae_main" label={cnae_main.label} />
    </GridCell>
    <GridCell sm={8}>
      <TextInput {...text} source="cnae_main_description" label={cnae_main_description.label} />
    </GridCell>
    <GridCell>
      <TextInput {...text} source="cnae_secondary" label={cnae_secondary.label} helperText="Separe os códigos por vírgula" />
    </GridCell>
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
