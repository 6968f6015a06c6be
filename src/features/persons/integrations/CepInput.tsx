// The CEP input of the address form: once 8 digits are typed it asks GET /cep/{cep} and fills street,
// neighbourhood, city and state (each stays editable; empty answers leave what was typed). A spinner shows
// while it looks up; 'CEP não encontrado' under the field when the CEP is unknown. Neither blocks saving:
// new CEPs are missing from the look-up for a while, and the person can type the address by hand.
import { useQuery } from '@tanstack/react-query';
import { CircularProgress, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import { TextInput, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { onlyDigits } from '../../../../common/documents';
import type { CepAddress } from '../../../../common/registry';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import type { PortalDataProvider } from '../../../dataProvider';
import type { CustomInputProps } from '../../../ui/kit/formParts';

const FILLED: (keyof CepAddress)[] = ['street', 'neighborhood', 'city', 'state'];

/** 00000-000 as it is typed. */
export const maskCep = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * The address form's 'cep' input (its declaration's `form.inputs`), which fills street, neighborhood, city
 * and state, masked as typed.
 */
export function CepInput({ source, label }: CustomInputProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const cepService = useIntegration('cep');
  const { control, setValue } = useFormContext();
  const digits = onlyDigits(String(useWatch({ control, name: source }) ?? ''));
  // An address opened with its CEP already filled is not looked up again.
  const initial = useRef(digits);
  // Each CEP typed is looked up anew (no answer kept, none retried); typing on cancels the look-up under way.
  // The fields are filled as the answer arrives, before the spinner goes: what it gives is there when it ends.
  const { error, isFetching } = useQuery({
    queryKey: ['cep', digits],
    queryFn: async ({ signal }) => {
      const address = await dataProvider.lookupCep(digits, signal);
      for (const field of FILLED) {
        if (address[field]) setValue(field, address[field], { shouldDirty: true, shouldValidate: true });
      }
      return address;
    },
    enabled: cepService && digits.length === 8 && digits !== initial.current,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

  const notFound = (error as { status?: number } | null)?.status === 404;
  const message = error && !isFetching ? (notFound ? 'CEP não encontrado' : 'Não foi possível consultar o CEP; preencha o endereço') : undefined;
  return (
    <TextInput
      source={source}
      label={label}
      isRequired
      fullWidth
      parse={maskCep}
      helperText={message}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        formHelperText: message ? { sx: { color: 'warning.main' } } : undefined,
        input: {
          endAdornment:
            isFetching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Buscando CEP..." />
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
