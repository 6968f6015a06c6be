// A list's other view (a board, a calendar), chosen in a 'Lista | <label>' switch among the list's buttons
// and kept in the URL (?view=<param>), so a link or a reload opens the same view; the list is the
// default, so the list's own URL carries no view at all. `listOtherView` gives a portal part's
// `viewSwitch` (./listParts.ts) that switch and whether the other view shows.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListParts } from './listParts';

/** Whether the URL asks for the other view `param`, and the way to ask for it or for the list. */
function useOtherView(param: string) {
  const [params, setParams] = useSearchParams();
  const shown = params.get('view') === param;
  const show = (next: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('view', param);
      else updated.delete('view');
      return updated;
    });
  return [shown, show] as const;
}

function ViewSwitch({ param, label }: { param: string; label: string }) {
  const [shown, show] = useOtherView(param);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Visualização"
      value={shown ? param : 'list'}
      onChange={(_, value: string | null) => value && show(value === param)}
    >
      <ToggleButton value="list">Lista</ToggleButton>
      <ToggleButton value={param}>{label}</ToggleButton>
    </ToggleButtonGroup>
  );
}

type Options = {
  /** The URL's `view` value that shows it. */
  param: string;
  /** Its name in the switch. */
  label: string;
  /** May be lazy (a board loaded on demand): nothing shows in its place until it has loaded. */
  view: ReactNode;
  /** The filters it does not take (a board's columns are the stages: no stage filter). */
  hidesFilters?: readonly string[];
};

export function listOtherView({ param, label, view, hidesFilters }: Options): NonNullable<ListParts['viewSwitch']> {
  const useShown = () => useOtherView(param)[0];
  return { control: <ViewSwitch param={param} label={label} />, useShown, view: <Suspense fallback={null}>{view}</Suspense>, hidesFilters };
}
