import { Grid } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ContactType, contactTypeChoices, contactTypeLabels } from '../../../common/enums';
import { EMAIL_PATTERN } from '../../components/form/rules';
import { GridCell, GridSelectField, GridTextField } from '../../components/form/GridFields';
import { FormCheckboxField } from '../../components/form/FormCheckboxField';
import { REQUIRED } from './childRules';
import { useRevalidate } from './useRevalidate';

export type ContactValues = { contact_type: number | ''; value: string; is_primary: boolean; is_verified: boolean };

export const newContactValues: ContactValues = {
  contact_type: ContactType.Phone,
  value: '',
  is_primary: false,
  is_verified: false,
};

export const contactPayload = (values: ContactValues) => ({ ...values, value: values.value.trim() });

/** The value checked by its type; the server checks the same and answers 422 otherwise. */
export function contactProblem(value: string, type: number | ''): string | true {
  const text = value.trim();
  if (!text) return REQUIRED;
  if (type === ContactType.Email) return EMAIL_PATTERN.test(text) || 'Email inválido';
  if (type === ContactType.Phone || type === ContactType.Whatsapp) {
    return /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 8 ? true : 'Telefone inválido';
  }
  if (type === ContactType.Website) return /^(https?:\/\/)?[^\s.]+\.[^\s]+$/i.test(text) || 'Website inválido';
  return true;
}

export function ContactInputs({ form }: { form: UseFormReturn<ContactValues> }) {
  const { control } = form;
  const type = useWatch({ control, name: 'contact_type' });
  useRevalidate(form, 'value', type);
  return (
    <Grid container columnSpacing={2}>
      <GridSelectField
        sm={5}
        name="contact_type"
        control={control}
        label="Tipo de Contato"
        choices={contactTypeChoices}
        requiredMessage="Tipo de contato é obrigatório"
      />
      <GridTextField
        sm={7}
        name="value"
        control={control}
        label={contactTypeLabels[Number(type) as ContactType] ?? 'Contato'}
        required
        rules={{ validate: (value, values) => contactProblem(String(value ?? ''), values.contact_type), maxLength: { value: 255, message: 'Máximo de 255 caracteres' } }}
      />
      <GridCell>
        <FormCheckboxField name="is_primary" control={control} label="Contato principal?" />
        <FormCheckboxField name="is_verified" control={control} label="Verificado" />
      </GridCell>
    </Grid>
  );
}
