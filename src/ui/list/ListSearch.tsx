import { useEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { SearchField } from './SearchField';
import { useSearchText } from './useSearchText';

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
  const { text, setText, apply } = useSearchText(source);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), debounce);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    clearTimeout(timer.current);
    apply(text);
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
