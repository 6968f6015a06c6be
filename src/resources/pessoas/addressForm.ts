// The address dialog's values, their mask and the body they become. Apart from AddressInputs, so the CEP
// field (src/components/integrations/CepField.tsx) can type the form it fills without importing the inputs.
import { trimmedOrNull } from './childRules';

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
