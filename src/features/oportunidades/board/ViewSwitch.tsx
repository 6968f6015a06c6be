// 'Lista | Quadro' on /oportunidades/oportunidades, kept in the URL (?view=quadro); the list is the
// default, so the list's own URL carries no view at all.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useSearchParams } from 'react-router-dom';

export const BOARD_VIEW = 'quadro';

export function useBoardView() {
  const [params, setParams] = useSearchParams();
  const board = params.get('view') === BOARD_VIEW;
  const setBoard = (next: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('view', BOARD_VIEW);
      else updated.delete('view');
      return updated;
    });
  return [board, setBoard] as const;
}

export const ViewSwitch = () => {
  const [board, setBoard] = useBoardView();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Visualização"
      value={board ? 'board' : 'list'}
      onChange={(_, value: string | null) => value && setBoard(value === 'board')}
    >
      <ToggleButton value="list">Lista</ToggleButton>
      <ToggleButton value="board">Quadro</ToggleButton>
    </ToggleButtonGroup>
  );
};

/** Whether the board shows instead of the table (the kit list's `viewSwitch`). */
export const useBoardShown = () => useBoardView()[0];
