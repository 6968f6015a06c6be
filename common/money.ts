// Money and percentages as the API takes them: a JSON number or a numeric string, normalised to the
// exact 'd.dd' text the numeric columns store, so no value passes through a float on its way in.
import { z } from 'zod';

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '010.5' -> '10.50'; undefined when the text is not a non-negative decimal with up to 2 places. */
export function normalizeDecimal(text: string): string | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const integer = match[1].replace(/^0+(?=\d)/, '');
  return `${integer}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Orders two normalised decimals: a longer integer part is larger, else compare digit by digit. */
export const exceeds = (a: string, b: string) => {
  const [ai, bi] = [a.indexOf('.'), b.indexOf('.')];
  return ai !== bi ? ai > bi : a > b;
};

/**
 * A money-like input: a JSON number or a numeric string, at least 0, at most `max` (`tooLarge` words
 * that refusal where the field says it its own way), with up to two decimal places. Blank text is null. `max` keeps values within 15 significant digits, which a JSON
 * number carries back exactly.
 */
export const decimalInput = (opts: { negative: string; max: string; tooLarge?: string }) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx): string | null => {
    if (value === '') return null;
    const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
    if (/^-/.test(text) && Number(text) < 0) {
      ctx.addIssue({ code: 'custom', message: opts.negative });
      return z.NEVER;
    }
    const normalized = normalizeDecimal(text);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Informe um valor numérico com até duas casas decimais.' });
      return z.NEVER;
    }
    if (exceeds(normalized, opts.max)) {
      ctx.addIssue({ code: 'custom', message: opts.tooLarge ?? `O valor máximo permitido é ${opts.max}.` });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * The largest amount in reais the API takes: 15 significant digits, which a JSON number carries back
 * exactly, inside the money columns' NUMERIC(16,2) (server/platform/db/schema/columns.ts).
 */
export const MONEY_MAX = '9999999999999.99';
/** The largest percentage: of the fees, of a commission. */
export const PERCENT_MAX = '100.00';

export const REVENUE_NEGATIVE = 'Receita deve ser positiva';
export const FEES_NEGATIVE = 'Honorários deve ser positiva';
/** The edit form's words for fees over 100%, which the API now says too. */
export const FEES_OVER_100 = 'Honorários deve ser no máximo 100%';

export const receitaInput = decimalInput({ negative: REVENUE_NEGATIVE, max: MONEY_MAX });
export const honorariosInput = decimalInput({ negative: FEES_NEGATIVE, max: PERCENT_MAX, tooLarge: FEES_OVER_100 });

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** An exact decimal text ('1234.5') as pt-BR money ('R$ 1.234,50'), digit by digit, never through a float. */
export function reais(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign, whole, fraction = ''] = match;
  return `${sign}R$ ${whole.replace(/^0+(?=\d)/, '').replace(THOUSANDS, '.')},${`${fraction}00`.slice(0, 2)}`;
}
