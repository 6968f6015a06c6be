// An opportunity as the portal holds it: the API's shape (dataProvider/oportunidades.ts).
import { ResultStatus } from '../../../common/enums';
import type { Oportunidade } from '../../dataProvider/oportunidades';

export type { Anexo, HistoryEntry, Oportunidade, Tag } from '../../dataProvider/oportunidades';

/** SPEC section 3: a missing status is treated as open. */
export const statusOf = (oportunidade: Pick<Oportunidade, 'status_resultado'>) =>
  oportunidade.status_resultado ?? ResultStatus.Open;

export const isOpen = (oportunidade: Pick<Oportunidade, 'status_resultado'>) => statusOf(oportunidade) === ResultStatus.Open;
export const isWon = (oportunidade: Pick<Oportunidade, 'status_resultado'>) => statusOf(oportunidade) === ResultStatus.Won;
export const isLost = (oportunidade: Pick<Oportunidade, 'status_resultado'>) => statusOf(oportunidade) === ResultStatus.Lost;
