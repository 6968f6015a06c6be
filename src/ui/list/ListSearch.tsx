import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useListContext } from 'react-admin';
import { SearchField } from './SearchField';

export const SEARCH_DEBOUNCE_MS = 500;

type ListSearchProps = {
  placeholder: string;
  /** The search param that holds the text; 'query' by default (its name on every list). */
  source?: string;
  /** The accessible name; the placeholder when not given. */
  label?: string;
  debounce?: number;
};

/** The list's search box: 400px wide (full width on phones), applied 500 ms after typing stops or on Enter. */
export function ListSearch({ placeholder, source = 'query', label, debounce = SEARCH_DEBOUNCE_MS }: ListSearchProps) {
  const { filterValues, setFilters } = useListContext();
  const applied = String(filterValues[source] ?? '');
  const [text, setText] = useState(applied);
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };
  const sent = useRef(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere ('Limpar Filtros', the back button, a link): show what it holds.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    const { filterValues: current, setFilters: set } = latest.current;
    if (trimmed === String(current[source] ?? '')) return;
    sent.current = trimmed;
    set({ ...current, [source]: trimmed || undefined }, undefined, false);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), debounce);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(text);
  };

  return (
    <SearchField
      value={text}
      onChange={onChange}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      label={label}
      // The long placeholders ('Buscar por nome, documento ou nome fantasia...') fit in 400px.
      sx={{ '& input::placeholder': { fontSize: '0.875rem' } }}
    />
  );
}
