// Reads an amount typed the Brazilian way ("250.000,00", "250000,5") or pasted with a decimal point
// ("1652885.12"). Anything it cannot read without guessing is refused with a Portuguese message, never
// changed silently: "250.000,00" once became R$ 250,00 through Number().

export type ParsedDecimal = { ok: true; value: number | null } | { ok: false; message: string };

export const DECIMAL_INVALID = 'Valor inválido. Use o formato 250.000,00.';
export const TOO_MANY_DECIMALS = 'Use no máximo 2 casas decimais.';

/** Maximum digits after the decimal separator: money and percent are NUMERIC(…, 2) on the server. */
const MAX_DECIMALS = 2;

/** pt-BR: digits grouped by thousands with points, or ungrouped, then an optional comma and decimals. */
const BRAZILIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
/**
 * A number with a decimal point, as a spreadsheet or the API writes it. Exactly three digits after a
 * single point ("250.000") is the Brazilian thousands point and matched by BRAZILIAN first.
 */
const POINT_DECIMAL = /^(\d+)\.(\d+)$/;

const decimalsOf = (text: string) => (text === '' ? 0 : text.length);

/** The value of `text` (null when blank), with the currency sign and percent sign allowed around it. */
export function parseDecimal(text: string): ParsedDecimal {
  const bare = text.replace(/R\$|%/g, '').replace(/\s/g, '');
  if (bare === '') return { ok: true, value: null };
  const negative = bare.startsWith('-');
  const digits = negative ? bare.slice(1) : bare;
  const brazilian = BRAZILIAN.exec(digits);
  const point = brazilian ? null : POINT_DECIMAL.exec(digits);
  const match = brazilian ?? point;
  if (!match) return { ok: false, message: DECIMAL_INVALID };
  const whole = match[1].replace(/\./g, '');
  const fraction = match[2] ?? '';
  if (decimalsOf(fraction) > MAX_DECIMALS) return { ok: false, message: TOO_MANY_DECIMALS };
  const value = Number(`${whole}.${fraction || '0'}`);
  return { ok: true, value: negative ? -value : value };
}

const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: MAX_DECIMALS, maximumFractionDigits: MAX_DECIMALS });

/** A stored number as the text an input starts with: 1652885.12 → "1.652.885,12"; null → "". */
export function decimalText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isNaN(n) ? '' : twoDecimals.format(n);
}
