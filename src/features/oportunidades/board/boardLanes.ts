// The board's lanes besides the stages: won and lost, at the end, folded until opened. Which columns a
// user folded is kept in react-admin's store (localStorage) under a key naming the user, so each person
// sharing a browser keeps theirs, as the list's columns are kept (src/ui/useUserStoreKey.ts).
import { useStore, type FilterPayload } from 'react-admin';
import { ResultStatus } from '../../../../common/enums';
import { useUserStoreKey } from '../../../ui/useUserStoreKey';

export const BOARD_LANES = [
  { key: 'won', name: 'Ganhas', status: ResultStatus.Won },
  { key: 'lost', name: 'Perdidas', status: ResultStatus.Lost },
] as const;

/**
 * Whether each column (a stage by its code, a lane by its key) is folded, a column never toggled by
 * its kind (stages open, lanes folded), and the toggle.
 */
export function useFoldedColumns() {
  const [folded, setFolded] = useStore<Record<string, boolean>>(useUserStoreKey('oportunidades.board.folded'), {});
  const isFolded = (key: number | string) => folded[String(key)] ?? BOARD_LANES.some((lane) => lane.key === key);
  const toggle = (key: number | string) => setFolded({ ...folded, [String(key)]: !isFolded(key) });
  return { isFolded, toggle };
}

/**
 * The list's filters narrowed to one result status, or null when they ask for another status (the lane
 * then holds nothing, as the server counts it).
 */
export function withStatus(filter: FilterPayload, status: ResultStatus): FilterPayload | null {
  const asked = filter.status_resultado;
  if (asked !== undefined && asked !== '' && Number(asked) !== status) return null;
  return { ...filter, status_resultado: status };
}
