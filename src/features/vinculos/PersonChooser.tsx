// Search a person and choose one of the results: the search (GET /persons/search/{text}, 20 results)
// runs on Enter or 'Buscar', never while typing, and an empty search says 'Campo cliente esta vazio!'.
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { labelOf, personTypeLabels } from '../../../common/enums';
import { PersonOptionText, usePersonSearch } from '../../ui/PersonPicker';
import type { VinculoPerson } from './types';

type PersonChooserProps = {
  value: VinculoPerson | null;
  onChange: (person: VinculoPerson | null) => void;
  /** Set when the form was sent with no person chosen. */
  missing: boolean;
  disabled?: boolean;
};

export function PersonChooser({ value, onChange, missing, disabled }: PersonChooserProps) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  /** The text last searched; null before the first search. */
  const [searched, setSearched] = useState<string | null>(null);
  const { data: results, isFetching: searching, refetch } = usePersonSearch<VinculoPerson>(searched, undefined, 'Erro ao buscar clientes.');
  const resultsLabel = useId();

  const run = () => {
    const query = text.trim();
    setEmpty(!query);
    if (!query) return;
    onChange(null);
    if (query === searched) void refetch();
    else setSearched(query);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter searches; it does not send the dialog's form.
    run();
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Buscar pessoa"
          placeholder="Nome, documento ou nome fantasia"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (empty) setEmpty(false);
          }}
          onKeyDown={onKeyDown}
          error={empty}
          helperText={empty ? 'Campo cliente esta vazio!' : ' '}
          disabled={disabled}
          size="small"
          fullWidth
          autoFocus
        />
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={run} loading={searching} disabled={disabled}>
          Buscar
        </Button>
      </Stack>
      {results && (
        <Box sx={{ mt: 1, maxHeight: 320, overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Typography color="text.secondary" role="status">
              Nenhuma pessoa encontrada
            </Typography>
          ) : (
            <>
              <Typography id={resultsLabel} variant="subtitle2">
                Pessoas encontradas
              </Typography>
              <RadioGroup
                aria-labelledby={resultsLabel}
                value={value ? String(value.id) : ''}
                onChange={(event) => onChange(results.find((person) => String(person.id) === event.target.value) ?? null)}
              >
                {results.map((person) => (
                  <FormControlLabel
                    key={person.id}
                    value={String(person.id)}
                    control={<Radio size="small" />}
                    disabled={disabled}
                    label={<PersonOptionText person={person} details={[labelOf(personTypeLabels, person.person_type)]} />}
                    sx={{ alignItems: 'flex-start', '.MuiRadio-root': { pt: 0.5 }, my: 0.5 }}
                  />
                ))}
              </RadioGroup>
            </>
          )}
        </Box>
      )}
      {missing && !value && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          Busque e selecione uma pessoa.
        </FormHelperText>
      )}
    </Box>
  );
}
