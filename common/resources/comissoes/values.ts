// The values the commission declarations share: the ledger's states and origins with their pt-BR labels,
// the percentage and money inputs (exact decimal strings, common/money.ts), and the month (competência).
import { z } from 'zod';
import { day } from '../../days';
import { decimalInput, MONEY_MAX, PERCENT_MAX } from '../../money';

export const COMISSAO_ESTADOS = ['prevista', 'a_pagar', 'paga', 'cancelada'] as const;
export type ComissaoEstado = (typeof COMISSAO_ESTADOS)[number];
export const comissaoEstadoLabels: Record<ComissaoEstado, string> = {
  prevista: 'Prevista',
  a_pagar: 'A pagar',
  paga: 'Paga',
  cancelada: 'Cancelada',
};
export const comissaoEstadoChoices = COMISSAO_ESTADOS.map((id) => ({ id, name: comissaoEstadoLabels[id] }));

export const COMISSAO_ORIGENS = ['ganho', 'recebimento'] as const;
export const comissaoOrigemChoices = [
  { id: 'ganho', name: 'Oportunidade ganha' },
  { id: 'recebimento', name: 'Recebimento' },
];

export const PERCENTUAL_INVALIDO = 'O percentual deve estar entre 0 e 100.';
/** A share of the fees, 0-100 with up to two decimals, as its exact decimal text. */
export const percentualInput = decimalInput({ negative: PERCENTUAL_INVALIDO, max: PERCENT_MAX });
export const VALOR_NEGATIVO = 'O valor deve ser positivo';
/** An amount in reais, as its exact decimal text. */
export const valorInput = decimalInput({ negative: VALOR_NEGATIVO, max: MONEY_MAX });

/** A percentage or amount a body must carry: `message` answers a blank one. */
export const requiredDecimal = (input: typeof valorInput, message: string) => input.refine((value) => value !== null, message);

/** The day a body must carry (a term's start, a receipt's day): `message` answers its absence. */
export const requiredDay = (message: string) => z.string({ error: message }).pipe(day);

export const COMPETENCIA_INVALIDA = 'Competência inválida: use o formato AAAA-MM.';
/** A month, YYYY-MM. */
export const competencia = z.string({ error: COMPETENCIA_INVALIDA }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, COMPETENCIA_INVALIDA);
