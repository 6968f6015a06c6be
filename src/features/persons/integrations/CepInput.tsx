// The CEP input of the address form: once 8 digits are typed it asks GET /cep/{cep} and fills street,
// neighbourhood, city and state (each stays editable; empty answers leave what was typed). A spinner shows
// while it looks up; 'CEP não encontrado' under the field when the CEP is unknown. Neither blocks saving:
// new CEPs are missing from the look-up for a while, and the person can type the address by hand.
import { CircularProgress, InputAdornment } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { TextInput, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { onlyDigits } from '../../../../common/documents';
import type { CepAddress } from '../../../../common/registry';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import type { PortalDataProvider } from '../../../dataProvider';
import type { CustomInputProps } from '../../../ui/kit/formParts';

type LookupStatus = 'loading' | 'found' | 'not-found' | 'failed';

const FILLED: (keyof CepAddress)[] = ['street', 'neighborhood', 'city', 'state'];

const notice: Partial<Record<LookupStatus, string>> = {
  'not-found': 'CEP não encontrado',
  failed: 'Não foi possível consultar o CEP; preencha o endereço',
};

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
  const [lookup, setLookup] = useState<{ digits: string; status: LookupStatus } | null>(null);

  useEffect(() => {
    if (!cepService || digits.length !== 8 || digits === initial.current) return;
    const controller = new AbortController();
    setLookup({ digits, status: 'loading' });
    dataProvider.lookupCep(digits, controller.signal).then(
      (address) => {
        for (const field of FILLED) {
          if (address[field]) setValue(field, address[field], { shouldDirty: true, shouldValidate: true });
        }
        setLookup({ digits, status: 'found' });
      },
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        setLookup({ digits, status: error.status === 404 ? 'not-found' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [cepService, digits, dataProvider, setValue]);

  const status = lookup?.digits === digits ? lookup.status : null;
  const message = status ? notice[status] : undefined;
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
            status === 'loading' ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Buscando CEP..." />
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
