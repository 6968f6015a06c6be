// Filters typed into a field rather than picked: a day or a month (the browser's date or month picker,
// YYYY-MM-DD or YYYY-MM in the URL), an amount read the Brazilian way ("250.000,00", src/i18n/parseDecimal.ts; 250000.00 in the URL,
// "R$ 250.000,00" while not focused) and an on/off switch. Each value lives in the URL like every list
// filter, so 'Limpar Filtros' clears them too.
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import { parseDecimal } from '../../i18n/parseDecimal';

type FilterInputProps = { source: string; label: string };

const fieldSx = { width: { xs: '100%', sm: 170 } };

function useFilterValue(source: string) {
  const { filterValues, setFilters } = useListContext();
  const value = filterValues[source];
  const set = (next: unknown) =>
    setFilters({ ...filterValues, [source]: next === '' || next === null ? undefined : next }, undefined, false);
  return [value, set] as const;
}

/** A day (YYYY-MM-DD), or with `month` a month (YYYY-MM, the browser's month picker). */
export function ListDayFilter({ source, label, month = false }: FilterInputProps & { month?: boolean }) {
  const [value, set] = useFilterValue(source);
  return (
    <TextField
      type={month ? 'month' : 'date'}
      size="small"
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => set(event.target.value)}
      sx={fieldSx}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function ListAmountFilter({ source, label }: FilterInputProps) {
  const [value, set] = useFilterValue(source);
  const stored = value === undefined || value === null ? '' : String(value);
  // What the user is typing, until it is applied (Enter or leaving the field).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    if (draft === null) return;
    const parsed = parseDecimal(draft);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    setDraft(null);
    if (parsed.value !== null && parsed.value < 0) return setError('Informe um valor positivo.');
    set(parsed.value === null ? undefined : parsed.value.toFixed(2));
  };

  return (
    <TextField
      size="small"
      label={label}
      value={draft ?? (stored ? formatMoney(stored) : '')}
      onFocus={() => setDraft(stored ? stored.replace('.', ',') : '')}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={Boolean(error)}
      helperText={error ?? undefined}
      sx={fieldSx}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

export function ListSwitchFilter({ source, label }: FilterInputProps) {
  const [value, set] = useFilterValue(source);
  return (
    <FormControlLabel
      label={label}
      control={<Switch checked={value === true} onChange={(event) => set(event.target.checked ? true : undefined)} />}
    />
  );
}
