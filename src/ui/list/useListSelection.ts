// The rows ticked in a list, kept in memory for one list location only. react-admin's useRecordSelection
// keeps them in its store (localStorage), across pages, filters and reloads, so a bulk 'Inativar' once hit
// a person that was no longer on screen. Here a new page, filter, sort or page size, or a
// reload, starts with nothing selected. After ticking the whole page the user may extend the selection to
// every row of the filter ("Selecionar todos os N resultados"): bulk actions then name the filter, not ids.
import { useCallback, useState } from 'react';
import type { Identifier } from 'react-admin';

type Selection = { location: string; ids: Identifier[]; allMatching: boolean };

export type ListSelection = {
  selectedIds: Identifier[];
  /** True once the selection was extended to every row of the filter, beyond this page. */
  allMatching: boolean;
  select: (ids: Identifier[]) => void;
  toggle: (id: Identifier) => void;
  clear: () => void;
  /** Extends the selection (the page's `ids` stay ticked) to every row of the filter. */
  selectAllMatching: (ids: Identifier[]) => void;
};

/** `location` names what the list shows (page, filters, sort, page size); a new one empties the selection. */
export function useListSelection(location: string): ListSelection {
  const [state, setState] = useState<Selection>({ location, ids: [], allMatching: false });
  // Reset while rendering (React's pattern for state that follows a prop), so going back to the same
  // page and filters does not bring an old selection back either.
  if (state.location !== location) setState({ location, ids: [], allMatching: false });
  const current: Omit<Selection, 'location'> = state.location === location ? state : { ids: [], allMatching: false };
  const ids = current.ids;
  // Any change by hand (a row unticked, the page ticked again) leaves "every result" for the rows ticked.
  const select = useCallback((next: Identifier[]) => setState({ location, ids: next, allMatching: false }), [location]);
  return {
    selectedIds: ids,
    allMatching: current.allMatching,
    select,
    toggle: (id) => select(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    clear: () => select([]),
    selectAllMatching: (pageIds) => setState({ location, ids: pageIds, allMatching: true }),
  };
}
