// The edit form of /oportunidades/{id}: its values from the record, the rules of each field (with the
// API's own messages, common/resources/oportunidades.ts), and the body of the PATCH: only what changed,
// with empty tese, honorarios, cliente_id, equipe_parceiro_id and motivo_perda left out and money as numbers.
// The closing day is typed dd/mm/aaaa and sent aaaa-mm-dd; the probability is the opportunity's own, blank
// while it follows its stage (blanked, it follows the stage again).
import { dayText, dayValue, isIsoDay } from '../../../common/dayText';
import { PROBABILITY_RANGE } from '../../../common/forecast';
import { FEES_NEGATIVE, REVENUE_NEGATIVE } from '../../../common/money';
import { LOSS_REASON_REQUIRED, TITLE_REQUIRED } from '../../../common/resources/oportunidades';
import { validator } from '../../ui/form/inputValues';
import { decimalValidator } from '../../ui/form/MoneyInput';
import { decimalText, parseDecimal } from '../../i18n/parseDecimal';
import type { Oportunidade } from './types';

export type EditValues = {
  titulo: string;
  descricao: string;
  estagio: number | '';
  tese: number | '';
  cliente_id: number | null;
  parceiro_id: number | null;
  executivo_vendas_id: number | '';
  equipe_parceiro_id: number | '';
  /** Typed text, read the Brazilian way (src/i18n/parseDecimal.ts). */
  honorarios: string;
  receita_esperada: string;
  motivo_perda: string;
  /** dd/mm/aaaa as typed. */
  data_prevista_fechamento: string;
  /** The opportunity's own figure as typed; blank: its stage's default. */
  probabilidade: string;
};

const text = (value: string | null | undefined) => value ?? '';

export function editValues(oportunidade: Oportunidade): EditValues {
  return {
    titulo: text(oportunidade.titulo),
    descricao: text(oportunidade.descricao),
    estagio: oportunidade.estagio ?? '',
    tese: oportunidade.tese ?? '',
    cliente_id: oportunidade.cliente_id,
    parceiro_id: oportunidade.parceiro_id,
    executivo_vendas_id: oportunidade.executivo_vendas_id ?? '',
    equipe_parceiro_id: oportunidade.equipe_parceiro_id ?? '',
    honorarios: decimalText(oportunidade.honorarios),
    receita_esperada: decimalText(oportunidade.receita_esperada),
    motivo_perda: text(oportunidade.motivo_perda),
    data_prevista_fechamento: dayText(oportunidade.data_prevista_fechamento),
    probabilidade: oportunidade.probabilidade_propria ? String(oportunidade.probabilidade) : '',
  };
}

export const FEES_OVER_100 = 'Honorários deve ser no máximo 100%';
export const INVALID_TYPED_DAY = 'Data inválida: use o formato dd/mm/aaaa.';


/** The fields' react-admin validators: nothing when right, else the message. */
export const editValidators = {
  titulo: validator((value: string) => value.trim() !== '' || TITLE_REQUIRED),
  receita_esperada: decimalValidator((n) => n >= 0 || REVENUE_NEGATIVE),
  honorarios: decimalValidator((n) => (n < 0 ? FEES_NEGATIVE : n <= 100 || FEES_OVER_100)),
  motivo_perda: validator((value: string) => value.trim() !== '' || LOSS_REASON_REQUIRED),
  data_prevista_fechamento: validator(
    (value: string) => value.trim() === '' || isIsoDay(dayValue(value) ?? '') || INVALID_TYPED_DAY,
  ),
  probabilidade: validator((value: string) => {
    const text = value.trim();
    return text === '' || (/^\d{1,3}$/.test(text) && Number(text) <= 100) || PROBABILITY_RANGE;
  }),
};

type Payload = Partial<Record<keyof EditValues, string | number | null>>;

/** Fields whose empty value is left out of the body rather than sent as a clearing null. */
const ABSENT_WHEN_EMPTY = new Set<keyof EditValues>(['tese', 'honorarios', 'cliente_id', 'equipe_parceiro_id', 'motivo_perda']);

const DECIMAL_FIELDS = new Set<keyof EditValues>(['honorarios', 'receita_esperada']);

/** A decimal field's number (the form has validated it); null when blank. */
const decimalValue = (value: unknown) => {
  const parsed = parseDecimal(String(value ?? ''));
  return parsed.ok ? parsed.value : null;
};

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function asBody(field: keyof EditValues, value: EditValues[keyof EditValues]): string | number | null {
  if (isEmpty(value)) return null;
  if (DECIMAL_FIELDS.has(field)) return decimalValue(value);
  if (field === 'data_prevista_fechamento') return dayValue(String(value));
  if (field === 'probabilidade') return Number(String(value).trim());
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The PATCH body: each field that differs from the record's values. Fees are never sent once won, the
 * loss reason only while lost.
 */
export function editPayload(values: EditValues, initial: EditValues, options: { won: boolean; lost: boolean }): Payload {
  const body: Payload = {};
  for (const field of Object.keys(values) as (keyof EditValues)[]) {
    if (field === 'honorarios' && options.won) continue;
    if (field === 'motivo_perda' && !options.lost) continue;
    const value = values[field];
    const same = DECIMAL_FIELDS.has(field)
      ? decimalValue(value) === decimalValue(initial[field])
      : String(value ?? '').trim() === String(initial[field] ?? '').trim();
    if (same) continue;
    if (isEmpty(value) && ABSENT_WHEN_EMPTY.has(field)) continue;
    body[field] = asBody(field, value);
  }
  return body;
}
