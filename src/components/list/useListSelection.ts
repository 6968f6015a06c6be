// The rows ticked in a list, kept in memory for one list location only. react-admin's useRecordSelection
// keeps them in its store (localStorage), across pages, filters and reloads, so a bulk 'Inativar' once hit
// a person that was no longer on screen (issue 12). Here a new page, filter, sort or page size, or a
// reload, starts with nothing selected.
import { useCallback, useState } from 'react';
import type { Identifier } from 'react-admin';

type Selection = { location: string; ids: Identifier[] };

export type ListSelection = {
  selectedIds: Identifier[];
  select: (ids: Identifier[]) => void;
  toggle: (id: Identifier) => void;
  clear: () => void;
};

/** `location` names what the list shows (page, filters, sort, page size); a new one empties the selection. */
export function useListSelection(location: string): ListSelection {
  const [state, setState] = useState<Selection>({ location, ids: [] });
  // Reset while rendering (React's pattern for state that follows a prop), so going back to the same
  // page and filters does not bring an old selection back either.
  if (state.location !== location) setState({ location, ids: [] });
  const ids = state.location === location ? state.ids : [];
  const select = useCallback((next: Identifier[]) => setState({ location, ids: next }), [location]);
  return {
    selectedIds: ids,
    select,
    toggle: (id) => select(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    clear: () => select([]),
  };
}
