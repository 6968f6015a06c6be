// An opportunity as the portal holds it: the API's shape (dataProvider/oportunidades.ts).
import { ResultStatus } from '../../../common/enums';
import type { Oportunidade } from '../../dataProvider/oportunidades';

export type { HistoryEntry, Oportunidade, Tag } from '../../dataProvider/oportunidades';

/** A missing status is treated as open. */
export const statusOf = (oportunidade: Pick<Oportunidade, 'status_resultado'>) =>
  oportunidade.status_resultado ?? ResultStatus.Open;

export const isOpen = (oportunidade: Pick<Oportunidade, 'status_resultado'>) => statusOf(oportunidade) === ResultStatus.Open;

/** 'N/A' without an id, else the name the API sent, else `missing`. */
const personName = (id: number | null, name: string | null | undefined, missing: string) =>
  id == null ? 'N/A' : (name ?? missing);

export const clientName = (o: Pick<Oportunidade, 'cliente_id' | 'cliente_nome'>) =>
  personName(o.cliente_id, o.cliente_nome, 'Cliente não encontrado');

export const partnerName = (o: Pick<Oportunidade, 'parceiro_id' | 'parceiro_nome'>) =>
  personName(o.parceiro_id, o.parceiro_nome, 'Parceiro não encontrado');

/** The sales executive's name as the API sent it (a partner may not list users). */
export const executiveName = (o: Pick<Oportunidade, 'executivo_vendas_id' | 'executivo_nome'>) =>
  personName(o.executivo_vendas_id, o.executivo_nome, 'Executivo não encontrado');
