// An activity as the portal receives it (common/resources/atividades.ts), and the words its screens use.
import { AtividadeTipo, atividadeTipoLabels, labelOf } from '../../../common/enums';
import type { ApiRow } from '../../../common/resources/apiValues';
import { atividades } from '../../../common/resources/atividades';

export type Atividade = ApiRow<typeof atividades.schemas.row>;

/** What an activity is logged on: an opportunity or a person. */
export type AtividadeTarget = { oportunidade_id: number } | { pessoa_id: number };

export const tipoLabel = (tipo: number) => labelOf(atividadeTipoLabels, tipo);

export const isTask = (atividade: Pick<Atividade, 'tipo'>) => atividade.tipo === AtividadeTipo.Tarefa;

/** An open task past its due time. */
export const isOverdue = (atividade: Pick<Atividade, 'tipo' | 'concluida' | 'vence_em'>, now = Date.now()) =>
  isTask(atividade) && !atividade.concluida && !!atividade.vence_em && new Date(atividade.vence_em).getTime() < now;
