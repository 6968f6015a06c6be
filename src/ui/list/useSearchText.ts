// The text of a list's search box, kept in step with the URL param that holds it: ListSearch (applied as
// the user types) and the vínculos' search (applied on 'Buscar') both type into it and send it with `apply`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** `source` is the search param ('query' on every list). */
export function useSearchText(source = 'query') {
  const { filterValues, setFilters } = useListContext();
  const applied = String(filterValues[source] ?? '');
  const [text, setText] = useState(applied);
  // A debounced apply runs after later renders: it must send the filters of then, not of its own render.
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };
  const sent = useRef(applied);

  // The URL changed from elsewhere ('Limpar Filtros', the back button, a link): show what it holds.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);

  /** Puts the trimmed text in the URL (none when blank), unless it is there already. */
  const apply = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      const { filterValues: current, setFilters: set } = latest.current;
      if (trimmed === String(current[source] ?? '')) return;
      sent.current = trimmed;
      set({ ...current, [source]: trimmed || undefined }, undefined, false);
    },
    [source],
  );
  return { text, setText, apply };
}
