// A person search box for forms (client, partner, a person to link): GET /persons/search/{query},
// 20 results, refreshed 500 ms after typing stops. With nothing typed it says 'Digite algo para buscar'.
//
//   <PersonPicker label="Cliente" value={client} onChange={setClient} filter={{ role: PersonRole.Client }}
//     errorMessage="Erro ao buscar clientes" />
//   <PersonPickerInput source="cliente_id" label="Cliente" isRequired />  (in a react-admin form)
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useGetList, useGetOne, useInput, type RaRecord } from 'react-admin';
import { formatDocument } from '../../common/documents';
import { SEARCH_DEBOUNCE_MS } from './list';
import { useToast } from './toast/useToast';

export const PICKER_LIMIT = 20;

export type PersonOption = { id: number; name: string; document: string; trade_name?: string | null; role?: number };

export type PersonPickerProps = {
  label: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  /** Narrows the search, e.g. { role: PersonRole.Client } for clients. */
  filter?: { role?: number; person_type?: number; is_active?: boolean };
  /** The toast when the search fails ('Erro ao buscar clientes'); the server's reason otherwise. */
  errorMessage?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
};

export const personOptionLabel = (person: PersonOption) =>
  person.document ? `${person.name} (${formatDocument(person.document)})` : person.name;

/** A found person as a search offers it: the name, and under it the masked document and any `details` (' · ' between). */
export const PersonOptionText = ({ person, details = [] }: { person: Pick<PersonOption, 'name' | 'document'>; details?: string[] }) => (
  <Box>
    <Typography variant="body2">{person.name}</Typography>
    <Typography variant="caption" color="text.secondary">
      {[formatDocument(person.document), ...details].join(' · ')}
    </Typography>
  </Box>
);

/**
 * The persons a text finds (GET /persons/search/{text}, the first 20 by name); nothing is asked while `query`
 * is null. The last answer stays on screen while the next is asked; a failure clears it and shows
 * `errorMessage` (else the server's reason) in the error toast.
 */
export function usePersonSearch<Found extends RaRecord = PersonOption>(query: string | null, filter?: PersonPickerProps['filter'], errorMessage?: string) {
  const { notifyError } = useToast();
  return useGetList<Found>(
    'personSearch',
    { filter: { ...filter, q: query }, pagination: { page: 1, perPage: PICKER_LIMIT }, sort: { field: 'name', order: 'ASC' } },
    {
      enabled: query !== null,
      retry: false,
      placeholderData: (previous) => previous,
      onError: (error) => void notifyError(error, errorMessage),
    },
  );
}

export function PersonPicker({ label, value, onChange, filter, errorMessage, ...field }: PersonPickerProps) {
  const [text, setText] = useState('');
  // What is searched: the text typed, once typing has stopped for a moment.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = usePersonSearch(query || null, filter, errorMessage);
  // With nothing typed nothing is offered, and nothing is being looked for.
  const options = (text.trim() && data) || [];
  const loading = text.trim() !== '' && (text.trim() !== query || isFetching);
  const typed = text.trim() !== '' && (!value || text !== personOptionLabel(value));

  return (
    <Autocomplete<PersonOption>
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={personOptionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText="Buscando..."
      noOptionsText={typed ? 'Nenhuma pessoa encontrada' : 'Digite algo para buscar'}
      disabled={field.disabled}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props}>
          <PersonOptionText person={person} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={field.required}
          error={field.error}
          helperText={field.helperText}
          margin="normal"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

type PersonPickerInputProps = Omit<PersonPickerProps, 'value' | 'onChange' | 'error' | 'required' | 'onBlur'> & {
  source: string;
  /** Marked required; the form's schema still decides. */
  isRequired?: boolean;
};

/** PersonPicker as a react-admin input whose value is the person's id (cliente_id, parceiro_id...), null for none. */
export function PersonPickerInput({ source, isRequired, helperText, ...props }: PersonPickerInputProps) {
  const { field, fieldState } = useInput({ source });
  const id = typeof field.value === 'number' ? field.value : null;
  const [chosen, setChosen] = useState<PersonOption | null>(null);
  // A form that starts with an id (an edit) shows that person's name.
  const { data: initial } = useGetOne<PersonOption>('pessoas', { id: id ?? 0 }, { enabled: id !== null && chosen?.id !== id });
  const value = chosen?.id === id ? chosen : (initial ?? null);
  return (
    <PersonPicker
      {...props}
      required={isRequired}
      value={id === null ? null : value}
      onChange={(person) => {
        setChosen(person);
        field.onChange(person ? person.id : null);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
